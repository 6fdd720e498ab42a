import { describe, expect, it } from 'vitest';
import { collectibleStatusLabel, collectibleStatusTone, isForSale, notForSaleReason, orderedImages } from './rules';

describe('isForSale (spec §4)', () => {
  it.each([
    ['available', true],
    [null, true],
    [undefined, true],
    ['sold', false],
    ['unavailable', false],
  ])('%s → %s', (status, expected) => {
    expect(isForSale(status)).toBe(expected);
  });

  it('gives the reason a piece cannot be ordered as the key place_order raises', () => {
    expect(notForSaleReason('sold')).toBe('collectible_sold');
    expect(notForSaleReason('unavailable')).toBe('collectible_unavailable');
    expect(notForSaleReason('available')).toBeNull();
  });
});

describe('status badge', () => {
  it.each([
    ['available', 'Available', 'green'],
    [null, 'Available', 'green'],
    ['sold', 'Sold', 'red'],
    ['unavailable', 'Unavailable', 'red'],
  ])('%s reads %s in %s', (status, label, tone) => {
    expect(collectibleStatusLabel(status)).toBe(label);
    expect(collectibleStatusTone(status)).toBe(tone);
  });
});

describe('orderedImages', () => {
  it('orders by position, then id', () => {
    const images = [
      { id: 'b', image_url: 'b', order: 1 },
      { id: 'c', image_url: 'c', order: 0 },
      { id: 'a', image_url: 'a', order: 1 },
    ];
    expect(orderedImages(images).map((image) => image.id)).toEqual(['c', 'a', 'b']);
    expect(orderedImages(null)).toEqual([]);
  });
});
