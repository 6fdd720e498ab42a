import { describe, expect, it } from 'vitest';
import { catalogueFilterValue, CATALOGUE_FILTERS } from './collectibles';
import { writeListFilter } from './listUrlState';

describe('Manage Collectibles catalogue filters (issue 32)', () => {
  it('reads a value of its list from the URL and drops one it does not hold', () => {
    expect(catalogueFilterValue('period', 'Mughal')).toBe('Mughal');
    expect(catalogueFilterValue('metal', 'silver')).toBe('silver');
    expect(catalogueFilterValue('type', 'note')).toBe('note');
    expect(catalogueFilterValue('grade', 'extra_fine')).toBe('extra_fine');
    expect(catalogueFilterValue('period', 'Atlantis')).toBe('');
    expect(catalogueFilterValue('grade', 'XF')).toBe('');
  });

  it('keeps each filter in the URL beside the others, and a new filter starts on page 1', () => {
    const params = writeListFilter(new URLSearchParams('q=rupee&status=available&page=3'), 'period', 'Mughal');
    expect(writeListFilter(params, 'metal', 'silver').toString()).toBe('q=rupee&status=available&period=Mughal&metal=silver');
  });

  it('offers period, metal, type and grade band', () => {
    expect(CATALOGUE_FILTERS.map((filter) => filter.name)).toEqual(['period', 'metal', 'type', 'grade']);
  });
});
