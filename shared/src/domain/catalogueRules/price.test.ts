import { describe, expect, it } from 'vitest';
import { MAX_LISTING_PRICE, PRICE_TEXTS, parseListingPrice } from './price';

describe('parseListingPrice (spec §5 "parsed as an integer")', () => {
  it.each([
    ['1500', 1500],
    ['0', 0],
    [' 750 ', 750],
    ['₹750', 750],
    ['₹ 1,20,000', 120000],
    ['Rs. 2,500', 2500],
    ['120,000', 120000],
    [String(MAX_LISTING_PRICE), MAX_LISTING_PRICE],
  ])('reads %s as %d rupees', (text, price) => {
    expect(parseListingPrice(text)).toEqual({ price });
  });

  it.each(['12.50', '3.5', '-5', '1e3', '12 50', '1,2', ',100', '100,', 'five', '₹', '0x10', '١٢'])(
    'refuses %s rather than changing its digits',
    (text) => {
      expect(parseListingPrice(text)).toEqual({ problem: PRICE_TEXTS.notWhole });
    },
  );

  it('says what is wrong with an empty or too large price', () => {
    expect(parseListingPrice('  ')).toEqual({ problem: 'Price is required' });
    expect(parseListingPrice(String(MAX_LISTING_PRICE + 1))).toEqual({ problem: 'Price is too large' });
  });
});
