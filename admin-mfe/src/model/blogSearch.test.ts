import { describe, expect, it } from 'vitest';
import { matchesBlogSearch, searchBlogPosts } from './blogSearch';

const post = {
  title: 'The 1911 Pig Rupee',
  excerpt: 'Why a coin of George V was withdrawn.',
  content: '## The elephant\n\nThe engraver drew an ELEPHANT with short legs.',
};

describe('blog admin search', () => {
  it.each([
    ['pig rupee', 'the title'],
    ['GEORGE v', 'the excerpt'],
    ['elephant with short', 'the content'],
  ])('finds %j in %s, ignoring case', (query) => {
    expect(matchesBlogSearch(post, query)).toBe(true);
  });

  it('shows every post for an empty or blank search', () => {
    expect(matchesBlogSearch(post, '')).toBe(true);
    expect(matchesBlogSearch(post, '   ')).toBe(true);
  });

  it('leaves out posts that match nowhere', () => {
    expect(matchesBlogSearch(post, 'mohur')).toBe(false);
    expect(searchBlogPosts([post, { ...post, title: 'Mughal mohurs' }], 'mohur')).toHaveLength(1);
  });
});
