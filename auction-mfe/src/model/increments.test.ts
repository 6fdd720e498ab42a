import { describe, expect, it } from 'vitest';
import { incrementAt, incrementRows, nextMinimum } from './increments';

const BANDS = [
  { from: 0, step: 50 },
  { from: 1000, step: 100 },
  { from: 5000, step: 250 },
];

describe('the bid increments', () => {
  it('step by the band of the price, the last band with from ≤ price', () => {
    expect(incrementAt(0, BANDS)).toBe(50);
    expect(incrementAt(999, BANDS)).toBe(50);
    expect(incrementAt(1000, BANDS)).toBe(100);
    expect(incrementAt(7500, BANDS)).toBe(250);
  });

  it('ask for the opening bid first, then the price plus one increment', () => {
    expect(nextMinimum({ openingBid: 800, currentPrice: null }, BANDS)).toBe(800);
    expect(nextMinimum({ openingBid: 800, currentPrice: 950 }, BANDS)).toBe(1000);
    expect(nextMinimum({ openingBid: 800, currentPrice: 1000 }, BANDS)).toBe(1100);
  });

  it('are printed one row a band, the last open-ended', () => {
    expect(incrementRows(BANDS)).toEqual([
      { range: '₹0 – ₹999', step: '₹50' },
      { range: '₹1,000 – ₹4,999', step: '₹100' },
      { range: '₹5,000 and above', step: '₹250' },
    ]);
  });
});
