import { describe, expect, it } from 'vitest';
import { blogFormValues, metaDescriptionCount, saveProblem } from './blogEditor';

describe('saving a blog post', () => {
  it("shows the unique slug violation as 'A post with this URL slug already exists', under the slug and in the banner", () => {
    const violation = { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"' };
    expect(saveProblem(violation)).toEqual({
      slug: 'A post with this URL slug already exists',
      banner: { title: 'A post with this URL slug already exists' },
    });
  });

  it("says 'Failed to save post' with the backend's message", () => {
    const refusal = { code: '42501', message: 'new row violates row-level security policy for table "blog_posts"' };
    expect(saveProblem(refusal)).toEqual({
      banner: { title: 'Failed to save post', detail: 'new row violates row-level security policy for table "blog_posts"' },
    });
  });

  it("says only 'Failed to save post' when the server was never reached", () => {
    expect(saveProblem(new TypeError('Failed to fetch'))).toEqual({
      banner: { title: 'Failed to save post', detail: undefined },
    });
  });

  it('starts a new post empty and an edited one with its fields', () => {
    expect(blogFormValues(null).title).toBe('');
    const post = {
      id: 'b0000000-0000-4000-8000-000000000001',
      created_at: '2024-03-15T10:00:00Z',
      title: 'T',
      slug: 's',
      cover_image: 'https://x.example/a.jpg',
      excerpt: 'E',
      meta_description: 'M',
      content: 'C',
    };
    expect(blogFormValues(post)).toEqual({
      title: 'T',
      slug: 's',
      cover_image: 'https://x.example/a.jpg',
      excerpt: 'E',
      meta_description: 'M',
      content: 'C',
    });
  });

  it('counts the meta description against 160 and flags when it runs over', () => {
    expect(metaDescriptionCount('a'.repeat(160), 160)).toEqual({ label: '160/160 characters', over: false });
    expect(metaDescriptionCount('a'.repeat(230), 160)).toEqual({ label: '230/160 characters: 70 too many', over: true });
  });
});
