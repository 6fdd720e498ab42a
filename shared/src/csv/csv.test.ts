import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './index';

describe('csvField', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('Mughal rupee, "Akbar"')).toBe('"Mughal rupee, ""Akbar"""');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvField("O'Brien")).toBe("O'Brien");
  });

  it('never lets text run as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+91 98450')).toBe("'+91 98450");
    expect(csvField('-2+3+cmd|" /C calc"!A0')).toBe(`"'-2+3+cmd|"" /C calc""!A0"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
  });

  it('writes numbers, and text that is a plain number, as they are; nothing as an empty field', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('-12.50e3')).toBe("'-12.50e3");
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('csvText', () => {
  it('ends every row, the last too, with CRLF', () => {
    expect(
      csvText([
        ['Lot', 'Item'],
        [1, 'Coin, gold'],
        [2, null],
      ]),
    ).toBe('Lot,Item\r\n1,"Coin, gold"\r\n2,\r\n');
    expect(csvText([])).toBe('');
  });
});
