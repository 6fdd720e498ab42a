import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { MemoryRouter } from '@sikka/shared/router/fixed';

const post = (id: string, title: string): BlogPostRow => ({
  id,
  title,
  slug: id,
  excerpt: 'A short story.',
  content: 'The story.',
  cover_image: '',
  meta_description: '',
  created_at: '2026-11-01T10:00:00Z',
});
let rows: BlogPostRow[] = [];
vi.mock('@sikka/shared/domain/blogPosts', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/blogPosts')>()),
  fetchBlogPosts: async () => [...rows],
  deleteBlogPost: async (id: string) => void (rows = rows.filter((row) => row.id !== id)),
}));
const { default: BlogAdminPage } = await import('./BlogAdminPage');

describe('Manage Blog: the keyboard focus stays on the list', () => {
  it("moves to the next post's first action after a confirmed Delete, and to the heading after the last", async () => {
    rows = [post('b1', 'The 1911 Pig Rupee'), post('b2', 'Reading a Mughal Mint Mark')];
    render(
      <MemoryRouter>
        <BlogAdminPage />
      </MemoryRouter>,
    );
    const remove = async (title: string) => {
      const card = (await screen.findByRole('heading', { name: title })).closest('article')!;
      await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: title })).toBeNull());
    };
    await remove('The 1911 Pig Rupee');
    const next = (await screen.findByRole('heading', { name: 'Reading a Mughal Mint Mark' })).closest('article')!;
    await waitFor(() => expect(within(next).getByRole('link', { name: 'Edit' })).toHaveFocus());
    await remove('Reading a Mughal Mint Mark');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Manage Blog', level: 1 })).toHaveFocus());
  });
});
