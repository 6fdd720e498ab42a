import { describe, expect, it } from 'vitest';
import { normalizeBlogSlug, readingMinutes, readingTimeLabel, slugFollowsTitle, typedBlogSlug } from './rules';

describe('blog slugs', () => {
  it.each([
    ["A Beginner's Guide to Collecting Indian Coins", 'a-beginners-guide-to-collecting-indian-coins'],
    ['  The Rupee — Through Time!  ', 'the-rupee-through-time'],
    ['Café Ānnā & Pice', 'cafe-anna-pice'],
    ['1911 Pig Rupee', '1911-pig-rupee'],
    ['already-a-slug', 'already-a-slug'],
    ['--edges--and   spaces--', 'edges-and-spaces'],
    ['!!!', ''],
  ])('normalises %j to %j', (title, slug) => {
    expect(normalizeBlogSlug(title)).toBe(slug);
  });

  it('keeps the stored form the database CHECK accepts', () => {
    for (const title of ['Mughal Mohurs: Gold of Empires', 'Q&A: grading 101', 'East India Co. ½ Anna']) {
      expect(normalizeBlogSlug(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('lets a hyphen stay at the end while the slug is being typed', () => {
    expect(typedBlogSlug('My Post ')).toBe('my-post-');
    expect(typedBlogSlug('My--Post')).toBe('my-post');
    expect(typedBlogSlug('-Rupee?')).toBe('rupee');
  });

  it('follows the title only while creating and until edited by hand', () => {
    expect(slugFollowsTitle('create', false)).toBe(true);
    expect(slugFollowsTitle('create', true)).toBe(false);
    expect(slugFollowsTitle('edit', false)).toBe(false);
  });
});

describe('reading time', () => {
  it('is at least a minute', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });

  it('counts words at 200 a minute, rounding up', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingTimeLabel('word '.repeat(1000))).toBe('5 min read');
  });

  it('does not count markup or link targets as words', () => {
    const words = 'word '.repeat(200);
    expect(readingMinutes(`${words}\n\n| --- | --- |\n\n[x](https://a.example/${'b/'.repeat(300)})`)).toBe(2);
    expect(readingMinutes(`${words} ## ** -- |`)).toBe(1);
  });
});
