import { describe, expect, it } from 'vitest';
import { pageCountOf, readListState, writeListFilter, writeListState } from './listUrlState';

describe('list state in the URL', () => {
  it('reads search and page, with page 1 for anything that is not a page number', () => {
    expect(readListState(new URLSearchParams('q=rupee&page=3'))).toEqual({ query: 'rupee', page: 3 });
    expect(readListState(new URLSearchParams('page=0'))).toEqual({ query: '', page: 1 });
    expect(readListState(new URLSearchParams('page=2.5'))).toEqual({ query: '', page: 1 });
    expect(readListState(new URLSearchParams('page=abc'))).toEqual({ query: '', page: 1 });
  });

  it('starts a new search on page 1 and keeps defaults out of the URL', () => {
    const next = writeListState(new URLSearchParams('q=anna&page=4&status=pending'), { query: 'mohur' });
    expect(next.toString()).toBe('q=mohur&status=pending');
    expect(writeListState(next, { query: '' }).toString()).toBe('status=pending');
  });

  it('changes the page without touching the search', () => {
    expect(writeListState(new URLSearchParams('q=anna'), { page: 2 }).toString()).toBe('q=anna&page=2');
    expect(writeListState(new URLSearchParams('q=anna&page=2'), { page: 1 }).toString()).toBe('q=anna');
  });
});

describe('list filters in the URL', () => {
  it('sets and clears a filter, going back to page 1', () => {
    expect(writeListFilter(new URLSearchParams('q=anna&page=3'), 'status', 'fulfilled').toString()).toBe(
      'q=anna&status=fulfilled',
    );
    expect(writeListFilter(new URLSearchParams('status=fulfilled&page=2'), 'status', '').toString()).toBe('');
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});
