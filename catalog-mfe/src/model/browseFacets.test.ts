import { describe, expect, it } from 'vitest';
import { chosenFacetCount, droppedFacets, facetValueLabel, NO_FACETS, parseYear, readFacets, writeFacets } from './browseFacets';
import { browseSearchParams, EMPTY_BROWSE, readBrowseState } from './browseQuery';

const params = (query: string) => new URLSearchParams(query);

describe('parseYear', () => {
  it.each([
    ['1835', 1835],
    [' 1947 ', 1947],
    ['-321', -321],
    ['-600', -600],
    ['2026', 2026],
  ])('reads %j as the year %j', (raw, year) => {
    expect(parseYear(raw, 2026)).toBe(year);
  });

  it.each([[''], ['0'], ['-601'], ['2027'], ['1e3'], ['18.5'], ['AH 1118'], ['12345'], [null]])(
    'gives no bound for %j',
    (raw) => {
      expect(parseYear(raw, 2026)).toBeNull();
    },
  );
});

describe('readFacets', () => {
  it('reads period, metal, type, grade band and the year range from the URL', () => {
    expect(
      readFacets(params('period=British+India&metal=cupro-nickel&type=note&grade=uncirculated&year_from=1858&year_to=1947')),
    ).toEqual({
      period: 'British India',
      metal: 'cupro-nickel',
      kind: 'note',
      gradeBand: 'uncirculated',
      yearFrom: 1858,
      yearTo: 1947,
    });
    expect(readFacets(params(''))).toEqual(NO_FACETS);
  });

  it('keeps only values of the controlled lists, spelt as the database spells them', () => {
    expect(readFacets(params('period=mughal&metal=Silver&type=medal&grade=VF'))).toEqual(NO_FACETS);
    expect(readFacets(params('period=Mughal&metal=plastic'))).toMatchObject({ period: 'Mughal', metal: null });
  });

  it('drops an inverted year range whole, and an unreadable bound alone', () => {
    expect(readFacets(params('year_from=1947&year_to=1858'))).toMatchObject({ yearFrom: null, yearTo: null });
    expect(readFacets(params('year_from=old&year_to=1858'))).toMatchObject({ yearFrom: null, yearTo: 1858 });
  });
});

describe('droppedFacets', () => {
  it('names each facet the URL asks for but cannot have, the year range once', () => {
    expect(droppedFacets(params('period=Atlantis&metal=silver&type=medal&grade=mint&year_from=3000&year_to=abc'))).toEqual([
      'period',
      'kind',
      'gradeBand',
      'years',
    ]);
    expect(droppedFacets(params('year_from=1947&year_to=1858'))).toEqual(['years']);
  });

  it('names nothing for valid or absent facets, or an empty value', () => {
    expect(droppedFacets(params('period=Mughal&metal=gold&type=coin&grade=fine&year_from=1600'))).toEqual([]);
    expect(droppedFacets(params('q=rupee&period='))).toEqual([]);
  });
});

describe('the facets in the URL', () => {
  it('round-trip with the rest of the view, and a dropped facet leaves the URL', () => {
    const url = 'q=rupee&sort=oldest&period=Mughal&metal=silver&type=coin&grade=extra_fine&year_from=-300&year_to=1707&page=2';
    expect(browseSearchParams(readBrowseState(params(url))).toString()).toBe(url);
    expect(
      browseSearchParams(
        readBrowseState(params('metal=unobtainium&grade=fine&utm=x')),
        params('metal=unobtainium&grade=fine&utm=x'),
      ).toString(),
    ).toBe('utm=x&grade=fine');
  });

  it('writes no facet for the default view', () => {
    const written = params('');
    writeFacets(NO_FACETS, written);
    expect(written.toString()).toBe('');
    expect(browseSearchParams(EMPTY_BROWSE).toString()).toBe('');
  });
});

describe('labels and the active count', () => {
  it('labels values as a collector reads them', () => {
    expect(facetValueLabel('metal', 'cupro-nickel')).toBe('Cupro-nickel');
    expect(facetValueLabel('kind', 'note')).toBe('Notes');
    expect(facetValueLabel('gradeBand', 'extra_fine')).toBe('XF & AU');
    expect(facetValueLabel('period', 'East India Company')).toBe('East India Company');
  });

  it('counts the chosen facets, the year range as one', () => {
    expect(chosenFacetCount(NO_FACETS)).toBe(0);
    expect(chosenFacetCount({ ...NO_FACETS, metal: 'gold', yearFrom: 1800, yearTo: 1900 })).toBe(2);
  });
});
