import { describe, expect, it } from 'vitest';
import { blogPostFormSchema, INVALID_COVER_URL, isCoverImageUrl, META_DESCRIPTION_TOO_LONG } from './blogPostForm';

const post = (overrides: Record<string, string> = {}) => ({
  title: 'The Pig Rupee',
  slug: 'the-pig-rupee',
  cover_image: 'https://example.com/cover.jpg',
  excerpt: 'An excerpt.',
  meta_description: 'A meta description.',
  content: 'Some **markdown**.',
  ...overrides,
});

const errorOf = (overrides: Record<string, string>, field: string) =>
  blogPostFormSchema.safeParse(post(overrides)).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the blog form (spec §5)', () => {
  it('accepts a meta description of exactly 160 characters', () => {
    expect(blogPostFormSchema.safeParse(post({ meta_description: 'm'.repeat(160) })).success).toBe(true);
  });

  it('refuses a meta description over 160 characters, saying why', () => {
    expect(errorOf({ meta_description: 'm'.repeat(230) }, 'meta_description')).toBe(META_DESCRIPTION_TOO_LONG);
    expect(META_DESCRIPTION_TOO_LONG).toBe(
      'Meta description must be at most 160 characters: search results show only the first 160',
    );
  });

  it('refuses an http:// cover as the hint says: https:// only', () => {
    expect(errorOf({ cover_image: 'http://images.example.com/cover.jpg' }, 'cover_image')).toBe(INVALID_COVER_URL);
    expect(INVALID_COVER_URL).toBe('Please enter a valid URL (starting with https://)');
  });

  it.each(['cover.jpg', 'javascript:alert(1)', 'ftp://example.com/a.jpg', 'https://', 'https://example.com/a b.jpg'])(
    'refuses the cover %j',
    (cover_image) => {
      expect(errorOf({ cover_image }, 'cover_image')).toBe(INVALID_COVER_URL);
    },
  );
});

describe('isCoverImageUrl', () => {
  it('takes https anywhere, and http only from this machine (the local stack serves its storage over http)', () => {
    expect(isCoverImageUrl('https://images.unsplash.com/photo-1?w=1200&q=75')).toBe(true);
    expect(isCoverImageUrl('http://127.0.0.1:54321/storage/v1/object/public/collectible-images/blog/a.jpg')).toBe(true);
    expect(isCoverImageUrl('http://localhost:54321/storage/v1/object/public/collectible-images/blog/a.jpg')).toBe(true);
    expect(isCoverImageUrl('http://example.com/a.jpg')).toBe(false);
    expect(isCoverImageUrl('http://localhost.example.com/a.jpg')).toBe(false);
  });
});

const validPost = {
  title: 'The 1911 Pig Rupee',
  slug: 'the-1911-pig-rupee',
  cover_image: 'https://images.example.com/pig-rupee.jpg',
  excerpt: 'Why one rupee of George V was withdrawn.',
  meta_description: 'The story of the 1911 pig rupee.',
  content: '## The coin\n\nA short history.',
};

describe('the blog form: required fields and the slug (spec §5)', () => {
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
