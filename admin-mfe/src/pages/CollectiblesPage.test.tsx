import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CATALOGUE_FIELDS } from '@sikka/shared/domain/collectibles';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { AdminCollectible } from '../model/collectibles';

// jsdom lacks the pointer-capture and scroll APIs radix Select calls (as shared/src/test/setup.ts says).
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};

const listing = (id: string, name: string): AdminCollectible => ({
  id,
  type: 'coin',
  name,
  slug: id,
  price: 2500,
  status: 'available',
  category_id: null,
  youtube_url: null,
  on_hold: false,
  ...EMPTY_CATALOGUE_FIELDS,
  created_at: '2026-10-12T10:00:00Z',
  user_id: null,
  category: null,
  image_url: null,
});
let rows: AdminCollectible[] = [];
let saved: () => void = () => {};
vi.mock('../api/collectibles', () => ({
  fetchCollectiblesPage: async () => ({ rows: [...rows], total: rows.length }),
}));
vi.mock('@sikka/shared/domain/collectibles', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/collectibles')>()),
  updateCollectibleStatus: (id: string, status: AdminCollectible['status']) =>
    new Promise<void>((resolve) => {
      saved = () => {
        rows = rows.map((row) => (row.id === id ? { ...row, status } : row));
        resolve();
      };
    }),
  deleteCollectible: async (id: string) => void (rows = rows.filter((row) => row.id !== id)),
  countListingOrders: async () => ({ total: 0, fulfilled: 0 }),
}));
const { default: CollectiblesPage } = await import('./CollectiblesPage');

function open() {
  rows = [listing('c1', 'George VI Rupee'), listing('c2', 'Akbar Mohur')];
  render(
    <MemoryRouter>
      <CollectiblesPage />
    </MemoryRouter>,
  );
}
const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('Manage Collectibles: the keyboard focus stays on the list', () => {
  it('stays on the status dropdown after a status change', async () => {
    open();
    const status = (await card('George VI Rupee')).getByRole('combobox', { name: 'Status of George VI Rupee' });
    status.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Sold' }));
    // While it saves, the dropdown is not disabled: a disabled one cannot hold the focus radix hands back.
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toBeEnabled();
    saved();
    await waitFor(async () => expect((await card('George VI Rupee')).getByTestId('status-badge')).toHaveTextContent('Sold'));
    expect(status).toHaveFocus();
  });

  it("moves to the next listing's first action after a confirmed Delete", async () => {
    open();
    await userEvent.click((await card('George VI Rupee')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'George VI Rupee' })).toBeNull());
    await waitFor(async () =>
      expect((await card('Akbar Mohur')).getByRole('combobox', { name: 'Status of Akbar Mohur' })).toHaveFocus(),
    );
  });
});
