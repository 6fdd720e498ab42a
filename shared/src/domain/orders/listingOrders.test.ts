import { describe, expect, it } from 'vitest';
import { listingOrdersNote } from './listingOrders';

describe('listingOrdersNote', () => {
  it('says how many orders go with a deleted listing, and how many of them were fulfilled', () => {
    expect(listingOrdersNote({ total: 0, fulfilled: 0 })).toBe('It has no orders.');
    expect(listingOrdersNote({ total: 1, fulfilled: 0 })).toBe('Its 1 order is deleted with it.');
    expect(listingOrdersNote({ total: 3, fulfilled: 1 })).toBe(
      'Its 3 orders are deleted with it, including 1 fulfilled: the shop loses the record of 1 completed sale.',
    );
    expect(listingOrdersNote({ total: 2, fulfilled: 2 })).toBe(
      'Its 2 orders are deleted with it, including 2 fulfilled: the shop loses the record of 2 completed sales.',
    );
  });

  it('says so while it counts, and when the count failed', () => {
    expect(listingOrdersNote('counting')).toBe('Counting its orders…');
    expect(listingOrdersNote(null)).toBe('Its orders could not be counted: any it has are deleted with it.');
  });
});
