import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoCodeRow } from '@sikka/shared/domain/promoCodes';
import { MemoryRouter } from '@sikka/shared/router/fixed';

const promo = (code: string, id: string): PromoCodeRow => ({
  id,
  code,
  discount_percent: 5,
  max_uses: null,
  used_count: 0,
  starts_at: '2026-11-01T00:00:00Z',
  expires_at: null,
  is_active: true,
  created_at: '2026-11-01T00:00:00Z',
});
let rows: PromoCodeRow[] = [];
let saved: () => void = () => {};
vi.mock('@sikka/shared/domain/promoCodes', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/promoCodes')>()),
  fetchPromoCodePage: async () => ({ rows: [...rows], count: rows.length }),
  setPromoCodeActive: (id: string, active: boolean) =>
    new Promise<void>((resolve) => {
      saved = () => {
        rows = rows.map((row) => (row.id === id ? { ...row, is_active: active } : row));
        resolve();
      };
    }),
  deletePromoCode: async (id: string) => void (rows = rows.filter((row) => row.id !== id)),
}));
const { default: PromoCodesPage } = await import('./PromoCodesPage');

function open() {
  rows = [promo('DIWALI10', 'p1'), promo('HOLI5', 'p2')];
  render(
    <MemoryRouter>
      <PromoCodesPage />
    </MemoryRouter>,
  );
}
const card = async (code: string) => within(await screen.findByRole('article', { name: `Promo code ${code}` }));

describe('Manage Promo Codes: the keyboard focus stays on the list', () => {
  it('stays on Deactivate while it saves (aria-disabled, not disabled) and after, as Activate', async () => {
    open();
    const deactivate = (await card('DIWALI10')).getByRole('button', { name: 'Deactivate' });
    await userEvent.click(deactivate);
    expect(deactivate).toHaveAttribute('aria-disabled', 'true');
    expect(deactivate).toBeEnabled();
    expect(deactivate).toHaveFocus();
    saved();
    const activate = await (await card('DIWALI10')).findByRole('button', { name: 'Activate' });
    expect(activate).not.toHaveAttribute('aria-disabled');
    expect(activate).toHaveFocus();
  });

  it("moves to the next code's first action after a confirmed Delete", async () => {
    open();
    await userEvent.click((await card('DIWALI10')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Promo code DIWALI10' })).toBeNull());
    await waitFor(async () => expect((await card('HOLI5')).getByRole('button', { name: 'Deactivate' })).toHaveFocus());
  });
});
