import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerSubmissionRow } from '@sikka/shared/domain/sellerSubmissions';
import { MemoryRouter } from '@sikka/shared/router/fixed';

const submission = (id: string, seller_name: string): SellerSubmissionRow => ({
  id,
  seller_name,
  seller_phone: '+919848012345',
  status: 'pending',
  image_url: `https://example.com/${id}.jpg`,
  admin_notes: null,
  created_at: '2026-11-20T15:30:00Z',
  submitted_by: null,
  submitted_from: null,
});
let rows: SellerSubmissionRow[] = [];
vi.mock('@sikka/shared/domain/sellerSubmissions', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/sellerSubmissions')>()),
  fetchSellerSubmissionPage: async () => ({ rows: [...rows], count: rows.length }),
  updateSellerSubmissionStatus: async (id: string, status: string) =>
    void (rows = rows.map((row) => (row.id === id ? { ...row, status } : row))),
  deleteSellerSubmission: async (id: string) => void (rows = rows.filter((row) => row.id !== id)),
  subscribeToSellerSubmissions: () => () => {},
  removeUnreferencedSellerUploads: async () => 0,
}));
vi.mock('@sikka/shared/domain/orders', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/orders')>()),
  fetchStatusHistory: async () => new Map(),
}));
const { default: SellerSubmissionsPage } = await import('./SellerSubmissionsPage');

function open() {
  rows = [submission('s1', 'Ravi Kumar'), submission('s2', 'Meena Iyer')];
  render(
    <MemoryRouter>
      <SellerSubmissionsPage />
    </MemoryRouter>,
  );
}
const card = async (name: string) => within(await screen.findByRole('article', { name: `Submission from ${name}` }));

describe('Seller Submissions: the keyboard focus stays on the list', () => {
  for (const answer of ['Accept', 'Reject']) {
    it(`moves to the card's Delete once ${answer} (offered only while pending) has gone`, async () => {
      open();
      await userEvent.click((await card('Ravi Kumar')).getByRole('button', { name: answer }));
      await waitFor(async () => expect((await card('Ravi Kumar')).queryByRole('button', { name: answer })).toBeNull());
      await waitFor(async () => expect((await card('Ravi Kumar')).getByRole('button', { name: 'Delete' })).toHaveFocus());
    });
  }

  it("moves to the next card's first action after a confirmed Delete", async () => {
    open();
    await userEvent.click((await card('Ravi Kumar')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Submission from Ravi Kumar' })).toBeNull());
    await waitFor(async () => expect((await card('Meena Iyer')).getByRole('button', { name: 'Accept' })).toHaveFocus());
  });
});
