import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { standalonePage } from '@sikka/shared/standalone';
import * as BlogListPage from './BlogListPage';

const api = vi.hoisted(() => ({ fetchBlogPosts: vi.fn() }));
vi.mock('@sikka/shared/domain/blogPosts', async (importActual) => ({ ...(await importActual<object>()), ...api }));

const posts = Array.from({ length: 5 }, (_, index) => ({
  id: `b0000000-0000-4000-8000-00000000000${index}`,
  slug: `post-${index}`,
  title: `Post ${index}`,
  excerpt: 'An excerpt.',
  meta_description: 'An excerpt.',
  cover_image: `https://example.com/cover-${index}.jpg`,
  content: 'A short story.',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
}));

it("asks for the first post's cover first, the rest of the first row eagerly, and the others when scrolled to", async () => {
  api.fetchBlogPosts.mockResolvedValue(posts);
  const { container } = render(<MemoryRouter initialEntries={['/blog']}>{standalonePage(BlogListPage)}</MemoryRouter>);
  await screen.findByRole('heading', { name: 'Post 4' });
  const covers = [...container.querySelectorAll('article img')].map((img) => [
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]);
  expect(covers).toEqual([
    ['eager', 'high'],
    ['eager', null],
    ['eager', null],
    ['lazy', null],
    ['lazy', null],
  ]);
});
