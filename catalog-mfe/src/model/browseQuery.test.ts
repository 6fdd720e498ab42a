import { describe, expect, it } from 'vitest';
import {
  browseSearchParams,
  changeBrowse,
  collectibleQuery,
  EMPTY_BROWSE,
  isFiltered,
  isUnknownCategory,
  NO_FILTERS,
  pageCount,
  parsePrice,
  readBrowseState,
} from './browseQuery';

const read = (query: string) => readBrowseState(new URLSearchParams(query));

describe('parsePrice', () => {
  it.each([
    ['1500', 1500],
    [' 250 ', 250],
    ['0', 0],
    ['999999999', 999_999_999],
    ['2000.75', 2000],
    ['99.99', 99],
  ])('parses %j as the whole rupees %j', (raw, expected) => {
    expect(parsePrice(raw)).toBe(expected);
  });

  it.each([
    [''],
    ['abc'],
    ['-5'],
    ['-500'],
    ['1e3'],
    ['.5'],
    ['1.2.3'],
    ['12abc'],
    [null],
    [undefined],
    ['99999999999999999999'],
    ['1000000000'],
  ])('gives no bound for %j', (raw) => {
    expect(parsePrice(raw)).toBeNull();
  });
});

describe('readBrowseState', () => {
  it('reads the default view from an empty URL', () => {
    expect(read('')).toEqual(EMPTY_BROWSE);
  });

  it('reads search, category, sort, price range and page', () => {
    expect(read('q=mughal&category=ca000000-0000-4000-8000-000000000001&sort=price_asc&min=100&max=5000&page=3')).toEqual({
      search: 'mughal',
      categoryId: 'ca000000-0000-4000-8000-000000000001',
      sort: 'price_asc',
      minPrice: 100,
      maxPrice: 5000,
      period: null,
      metal: null,
      kind: null,
      gradeBand: null,
      yearFrom: null,
      yearTo: null,
      page: 3,
    });
  });

  it('accepts search= as well as q=', () => {
    expect(read('search=rupee').search).toBe('rupee');
    expect(read('q=anna&search=rupee').search).toBe('anna');
  });

  it('falls back to the defaults for an unknown sort and a bad page', () => {
    expect(read('sort=cheapest&page=0')).toMatchObject({ sort: 'newest', page: 1 });
    expect(read('page=-2').page).toBe(1);
    expect(read('page=two').page).toBe(1);
  });

  it('keeps only valid values: a category that is not an id and an inverted price range are dropped', () => {
    expect(read('category=notauuid').categoryId).toBeNull();
    expect(read('min=5000&max=100')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(read('min=-500&max=1e3')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(browseSearchParams(read('category=notauuid&min=-500&max=2000&page=x')).toString()).toBe('max=2000');
  });
});

describe('isUnknownCategory', () => {
  it('flags a malformed id at once, and a well-formed one once the categories say it is not theirs', () => {
    expect(isUnknownCategory(new URLSearchParams('category=notauuid'), null)).toBe(true);
    expect(isUnknownCategory(new URLSearchParams('category=ca000000-0000-4000-8000-000000000001'), null)).toBe(false);
    expect(
      isUnknownCategory(new URLSearchParams('category=ca000000-0000-4000-8000-000000000001'), [
        'ca000000-0000-4000-8000-000000000001',
      ]),
    ).toBe(false);
    expect(
      isUnknownCategory(new URLSearchParams('category=ca000000-0000-4000-8000-000000000001'), [
        'ca000000-0000-4000-8000-000000000002',
      ]),
    ).toBe(true);
    expect(isUnknownCategory(new URLSearchParams(''), [])).toBe(false);
  });
});

describe('browseSearchParams', () => {
  it('writes only what differs from the default view, as q=', () => {
    expect(browseSearchParams(EMPTY_BROWSE).toString()).toBe('');
    const state = { ...EMPTY_BROWSE, search: 'gold coin', sort: 'name_desc' as const, maxPrice: 900, page: 2 };
    expect(browseSearchParams(state).toString()).toBe('q=gold+coin&sort=name_desc&max=900&page=2');
  });

  it('round-trips through the URL and keeps unrelated parameters', () => {
    const state = read('search=note&category=ca000000-0000-4000-8000-000000000001&min=10&utm_source=mail');
    const params = browseSearchParams(
      state,
      new URLSearchParams('search=note&category=ca000000-0000-4000-8000-000000000001&min=10&utm_source=mail'),
    );
    expect(params.get('utm_source')).toBe('mail');
    expect(params.has('search')).toBe(false);
    expect(readBrowseState(params)).toEqual(state);
  });
});

describe('changeBrowse', () => {
  it('goes back to page 1 when a filter changes, but keeps the page when the page is what changes', () => {
    const onPage3 = { ...EMPTY_BROWSE, page: 3 };
    expect(changeBrowse(onPage3, { categoryId: 'c2' })).toMatchObject({ categoryId: 'c2', page: 1 });
    expect(changeBrowse(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('collectibleQuery', () => {
  it('asks catalogue_facets_page for the newest-first first page of 12 by default, no filter on', () => {
    expect(collectibleQuery(EMPTY_BROWSE)).toEqual({
      search: null,
      category_id: null,
      min_price: null,
      max_price: null,
      period: null,
      metal: null,
      kind: null,
      grade_band: null,
      year_from: null,
      year_to: null,
      sort: 'newest',
      page: 1,
      page_size: 12,
    });
  });

  it('turns page, filters, facets and search of the URL into the arguments of one call', () => {
    const query = collectibleQuery(
      read(
        'q=+KM%23525+&category=ca000000-0000-4000-8000-000000000001&min=500&max=2000&sort=price_desc&page=3' +
          '&period=Mughal&metal=silver&type=coin&grade=extra_fine&year_from=1556&year_to=1707',
      ),
    );
    expect(query).toEqual({
      search: 'KM#525',
      category_id: 'ca000000-0000-4000-8000-000000000001',
      min_price: 500,
      max_price: 2000,
      period: 'Mughal',
      metal: 'silver',
      kind: 'coin',
      grade_band: 'extra_fine',
      year_from: 1556,
      year_to: 1707,
      sort: 'price_desc',
      page: 3,
      page_size: 12,
    });
  });
});

describe('isFiltered and NO_FILTERS', () => {
  it('counts every filter, facets included, but not the sort or the page', () => {
    expect(isFiltered(EMPTY_BROWSE)).toBe(false);
    expect(isFiltered({ ...EMPTY_BROWSE, sort: 'name_asc', page: 2 })).toBe(false);
    for (const change of [{ search: 'anna' }, { minPrice: 0 }, { metal: 'gold' }, { kind: 'note' }, { yearTo: 1947 }] as const) {
      expect(isFiltered({ ...EMPTY_BROWSE, ...change }), JSON.stringify(change)).toBe(true);
    }
  });

  it('Clear Filters lifts every filter and keeps the sort', () => {
    const busy = read(
      'q=rupee&category=ca000000-0000-4000-8000-000000000001&min=5&period=Mughal&grade=low&year_to=1900&sort=oldest',
    );
    expect(changeBrowse(busy, NO_FILTERS)).toEqual({ ...EMPTY_BROWSE, sort: 'oldest' });
  });
});

describe('pageCount', () => {
  it('counts pages of 12, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(72)).toBe(6);
  });
});
