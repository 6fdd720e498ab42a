// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOrdersPrompt } from './GuestOrdersPrompt';

// The database is the boundary: each test says which kept links are guest orders and what joining answers.
const api = vi.hoisted(() => ({ fetchGuestOrdersToJoin: vi.fn(), joinGuestOrders: vi.fn() }));
vi.mock('@sikka/shared/domain/orders', async (original) => ({
  ...(await original<typeof import('@sikka/shared/domain/orders')>()),
  ...api,
}));

const KEY = 'sikka:order-links';
const guest1 = 'g'.repeat(32);
const guest2 = 'h'.repeat(32);
const accounts = 'a'.repeat(32);
const OFFERED = [
  {
    access_token: guest1,
    reference: 'd4f1a2c8',
    item_name: 'Travancore Silver Chuckram',
    total: 350,
    created_at: '2026-11-28T21:16:00Z',
  },
  {
    access_token: guest2,
    reference: '0b8f5e52',
    item_name: '1835 William IV One Rupee',
    total: 2300,
    created_at: '2026-11-20T06:00:00Z',
  },
];

const kept = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[];

function keep(...tokens: string[]) {
  localStorage.setItem(KEY, JSON.stringify(tokens));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('the guest orders of this device, after a sign-in (issue 50)', () => {
  it('lists what would join (item, date, total) and joins nothing until asked', async () => {
    keep(guest1, accounts, guest2);
    api.fetchGuestOrdersToJoin.mockResolvedValue(OFFERED);
    render(<GuestOrdersPrompt accountId="u1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Orders placed on this device' });
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Travancore Silver ChuckramOrder #d4f1a2c8 · November 29, 2026 · ₹350',
      '1835 William IV One RupeeOrder #0b8f5e52 · November 20, 2026 · ₹2,300',
    ]);
    expect(api.fetchGuestOrdersToJoin).toHaveBeenCalledWith([guest1, accounts, guest2]);
    expect(api.joinGuestOrders).not.toHaveBeenCalled();
    // The link that is no guest order (an account's already) is forgotten at once; the offered ones wait.
    expect(kept()).toEqual([guest1, guest2]);
  });

  it("'Add to my account' joins exactly the listed orders, then forgets their links", async () => {
    keep(guest1, guest2);
    api.fetchGuestOrdersToJoin.mockResolvedValue(OFFERED);
    api.joinGuestOrders.mockResolvedValue(2);
    render(<GuestOrdersPrompt accountId="u1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.joinGuestOrders).toHaveBeenCalledWith([guest1, guest2]);
    expect(kept()).toEqual([]);
  });

  it('turns both answers off while the orders join', async () => {
    keep(guest1);
    api.fetchGuestOrdersToJoin.mockResolvedValue(OFFERED.slice(0, 1));
    let joined = (_count: number) => {};
    api.joinGuestOrders.mockReturnValue(new Promise<number>((done) => (joined = done)));
    render(<GuestOrdersPrompt accountId="u1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to my account' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Not mine' })).toBeDisabled();
    joined(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.joinGuestOrders).toHaveBeenCalledTimes(1);
  });

  it("'Not mine' joins nothing and forgets the links on this device", async () => {
    keep(guest1, guest2);
    api.fetchGuestOrdersToJoin.mockResolvedValue(OFFERED);
    render(<GuestOrdersPrompt accountId="u1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.joinGuestOrders).not.toHaveBeenCalled();
    expect(kept()).toEqual([]);
  });

  it('says so when joining fails, and keeps the question and the links', async () => {
    keep(guest1);
    api.fetchGuestOrdersToJoin.mockResolvedValue(OFFERED.slice(0, 1));
    api.joinGuestOrders.mockRejectedValue(new Error('offline'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<GuestOrdersPrompt accountId="u1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be added just now. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(kept()).toEqual([guest1]);
    logged.mockRestore();
  });

  it('asks nothing when no links are kept here', async () => {
    render(<GuestOrdersPrompt accountId="u1" />);
    await Promise.resolve();
    expect(api.fetchGuestOrdersToJoin).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
