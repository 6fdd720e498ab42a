import { describe, expect, it } from 'vitest';
import { gradeText, metalText, shapeName, yearLine, yearText } from './factLabels';

describe('the catalogue facts as a person reads them', () => {
  it('writes early years as collectors do: BCE, CE', () => {
    expect([-250, 118, 1000, 1947].map(yearText)).toEqual(['250 BCE', '118 CE', '1000', '1947']);
  });

  it('gives the year as written beside the year AD, and once when both say the same', () => {
    expect(yearLine(1705, 'AH 1118 / RY 50')).toBe('1705 (AH 1118 / RY 50)');
    expect(yearLine(1862, '1862')).toBe('1862');
    expect(yearLine(118, '118 CE')).toBe('118 CE');
    expect(yearLine(1862, null)).toBe('1862');
    expect(yearLine(null, 'VS 1920')).toBe('VS 1920');
    expect(yearLine(null, ' ')).toBeNull();
  });

  it('names a grade in words with its abbreviation, and a Sheldon grade alone', () => {
    expect(gradeText('XF', null)).toBe('Extremely Fine (XF)');
    expect(gradeText('VF', 30)).toBe('Very Fine (VF), Sheldon 30');
    expect(gradeText('Proof', 65)).toBe('Proof, Sheldon 65');
    expect(gradeText(null, 63)).toBe('Sheldon 63');
    expect(gradeText(null, null)).toBeNull();
  });

  it('names the metal with its fineness, and the shape, as sentences do', () => {
    expect(metalText('silver', 0.917)).toBe('Silver, 0.917 fine');
    expect(metalText('cupro-nickel', null)).toBe('Cupro-nickel');
    expect(metalText(null, 0.5)).toBe('0.500 fine');
    expect(metalText(null, null)).toBeNull();
    expect(shapeName('round')).toBe('Round');
  });
});
