import { describe, expect, it } from 'vitest';
import { pageItems } from './pages';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 0, []],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
  ])('page %d of %d shows %j', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });
});
