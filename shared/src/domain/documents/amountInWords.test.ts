import { describe, expect, it } from 'vitest';
import { amountInWords } from './amountInWords';

describe('amountInWords: the invoice total as Indian invoices write it', () => {
  it.each([
    [0n, 'Rupees Zero Only'],
    [5_000n, 'Rupees Fifty Only'],
    [5n, 'Rupees Zero and Paise Five Only'],
    [1_00_000_00n, 'Rupees One Lakh Only'],
    [1_50_050_00n, 'Rupees One Lakh Fifty Thousand Fifty Only'],
    [1_50_050_50n, 'Rupees One Lakh Fifty Thousand Fifty and Paise Fifty Only'],
    [1_23_45_678_90n, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Paise Ninety Only'],
    [10_19_000_00n, 'Rupees Ten Lakh Nineteen Thousand Only'],
    [4_900_00n, 'Rupees Four Thousand Nine Hundred Only'],
    [1_00_000_00_00_000_00n, 'Rupees One Lakh Crore Only'],
    [10_000_000_000_00n, 'Rupees One Thousand Crore Only'],
  ])('%s paise reads %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses a negative amount rather than print nonsense', () => {
    expect(() => amountInWords(-1n)).toThrow(RangeError);
  });
});
