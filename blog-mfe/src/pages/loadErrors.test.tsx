import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@sikka/shared/router';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { standalonePage } from '@sikka/shared/standalone';
import * as BlogListPage from './BlogListPage';
import * as BlogPostPage from './BlogPostPage';

const api = vi.hoisted(() => ({ fetchBlogPosts: vi.fn(), fetchBlogPostBySlug: vi.fn() }));
vi.mock('@sikka/shared/domain/blogPosts', async (importActual) => ({
  ...(await importActual<object>()),
  ...api,
}));

const POST = {
  id: 'b0000000-0000-4000-8000-000000000001',
  slug: 'the-1911-pig-rupee',
  title: 'The 1911 Pig Rupee',
  excerpt: 'Why a rupee was withdrawn.',
  meta_description: 'Why a rupee was withdrawn.',
  cover_image: 'https://example.com/cover.jpg',
  content: 'A short story.',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

beforeEach(() => {
  api.fetchBlogPosts.mockReset().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue([POST]);
  api.fetchBlogPostBySlug.mockReset().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(POST);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={standalonePage(BlogListPage)} />
        <Route path="/blog/:slug" element={standalonePage(BlogPostPage)} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("the public blog's load errors offer 'Try again' (issue 28 item 19)", () => {
  it('the list loads again in place', async () => {
    const user = renderAt('/blog');
    expect(await screen.findByRole('heading', { name: 'Failed to load blog posts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The 1911 Pig Rupee' })).toBeInTheDocument();
    expect(api.fetchBlogPosts).toHaveBeenCalledTimes(2);
  });

  it('a post loads again in place', async () => {
    const user = renderAt('/blog/the-1911-pig-rupee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load blog post' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The 1911 Pig Rupee' })).toBeInTheDocument();
    expect(api.fetchBlogPostBySlug).toHaveBeenCalledTimes(2);
  });
});
