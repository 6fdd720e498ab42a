import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, sortOption } from './sort';

describe('SORT_OPTIONS', () => {
  it('lists the six options of spec §9, newest first by default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Oldest First',
      'Price Low to High',
      'Price High to Low',
      'Name A to Z',
      'Name Z to A',
    ]);
    expect(sortOption(null).label).toBe('Newest First');
    expect(sortOption('bogus').label).toBe('Newest First');
    expect(sortOption('price_desc')).toMatchObject({ column: 'price', ascending: false });
  });
});
