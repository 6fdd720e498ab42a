import { describe, expect, it } from 'vitest';
import { normalizeBlogSlug, readingMinutes, readingTimeLabel, slugFollowsTitle, typedBlogSlug } from './rules';
import { blogPostFormSchema } from './schema';

const validPost = {
  title: 'The 1911 Pig Rupee',
  slug: 'the-1911-pig-rupee',
  cover_image: 'https://images.example.com/pig-rupee.jpg',
  excerpt: 'Why one rupee of George V was withdrawn.',
  meta_description: 'The story of the 1911 pig rupee.',
  content: '## The coin\n\nA short history.',
};

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

describe('the blog form (spec §5)', () => {
  it('accepts a complete post and normalises its slug', () => {
    const parsed = blogPostFormSchema.parse({ ...validPost, slug: ' The 1911 Pig-Rupee! ' });
    expect(parsed.slug).toBe('the-1911-pig-rupee');
  });

  it.each([
    ['title', 'Title is required'],
    ['slug', 'URL slug is required (letters or digits)'],
    ['cover_image', 'Cover image URL is required'],
    ['excerpt', 'Excerpt is required'],
    ['meta_description', 'Meta description is required'],
    ['content', 'Content is required'],
  ])('requires %s', (field, message) => {
    const result = blogPostFormSchema.safeParse({ ...validPost, [field]: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual([field, message]);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://example.com/a.jpg', 'https://example.com/a b.jpg', 'example.com/a.jpg'])(
    'refuses the cover image %j',
    (cover_image) => {
      const result = blogPostFormSchema.safeParse({ ...validPost, cover_image });
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid URL (starting with https://)');
    },
  );
});
