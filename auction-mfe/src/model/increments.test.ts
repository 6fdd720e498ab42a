import { describe, expect, it } from 'vitest';
import { incrementRows } from './increments';

describe('the bid increments', () => {
  it('are printed one row a band, in order, the last open-ended', () => {
    const bands = [
      { from: 1000, step: 100 },
      { from: 0, step: 50 },
      { from: 5000, step: 250 },
    ];
    expect(incrementRows(bands)).toEqual([
      { range: '₹0 – ₹999', step: '₹50' },
      { range: '₹1,000 – ₹4,999', step: '₹100' },
      { range: '₹5,000 and above', step: '₹250' },
    ]);
  });
});
