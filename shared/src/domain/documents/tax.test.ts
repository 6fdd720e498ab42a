import { describe, expect, it } from 'vitest';
import { formatPaise, gstSplit } from './tax';

describe('gstSplit: tax worked out from the tax-inclusive agreed total', () => {
  it('splits a Karnataka shop’s sale to Karnataka into CGST + SGST', () => {
    expect(gstSplit(1050, 500, 'Karnataka', 'Karnataka')).toEqual({
      kind: 'intra',
      totalPaise: 105000n,
      taxablePaise: 100000n,
      cgstPaise: 2500n,
      sgstPaise: 2500n,
      igstPaise: 0n,
    });
  });

  it('charges IGST on a Karnataka shop’s sale to Tamil Nadu', () => {
    expect(gstSplit(1050, 500, 'Karnataka', 'Tamil Nadu')).toEqual({
      kind: 'inter',
      totalPaise: 105000n,
      taxablePaise: 100000n,
      cgstPaise: 0n,
      sgstPaise: 0n,
      igstPaise: 5000n,
    });
  });

  it.each([
    // total, rate (bp), taxable, CGST, SGST: each half is the exact taxable value at half the rate,
    // rounded half-up to the paisa, so CGST = SGST; the taxable value is the rest of the total.
    [7, 1200, 624n, 38n, 38n],
    [999, 1200, 89196n, 5352n, 5352n],
    [1234, 1200, 110178n, 6611n, 6611n],
    [51, 500, 4858n, 121n, 121n],
    // Tax ₹233.33 by difference used to split 116.67 / 116.66; now each half is 116.67.
    [4900, 500, 466666n, 11667n, 11667n],
    [0, 500, 0n, 0n, 0n],
    [1000, 0, 100000n, 0n, 0n],
  ])('rounds %d rupees at %d bp to the paisa, both halves equal', (total, rate, taxable, cgst, sgst) => {
    const split = gstSplit(total, rate, 'Karnataka', 'Karnataka');
    expect([split.taxablePaise, split.cgstPaise, split.sgstPaise]).toEqual([taxable, cgst, sgst]);
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(BigInt(total) * 100n);
  });

  it('stays exact for the dearest order the shop takes', () => {
    const split = gstSplit(10_000_000_000, 1200, 'Karnataka', 'Kerala');
    expect(split.taxablePaise + split.igstPaise).toBe(1_000_000_000_000n);
    expect(split.taxablePaise).toBe(892_857_142_857n);
  });
});

describe('formatPaise', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [105000n, '1,050.00'],
    [12345678901n, '12,34,56,789.01'],
  ])('%s paise reads %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });
});
