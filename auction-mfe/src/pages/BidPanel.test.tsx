import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuctionTerms, Lot } from '../api/auctions';
import type { Bidder } from '../model/useBidder';
import { BidPanel, type BidPanelProps } from './BidPanel';

const api = vi.hoisted(() => ({ isWatching: vi.fn(), setWatching: vi.fn() }));
vi.mock('../api/auctions', () => api);

const lot: Lot = {
  id: 'lot-1',
  auction_id: 'auction-1',
  collectible_id: 'coin-1',
  lot_number: 1,
  opening_bid: 1000,
  current_price: 1200,
  bid_count: 2,
  leader_handle: 'Bidder 7',
  has_reserve: false,
  reserve_met: null,
  closes_at: '2026-12-03T10:00:00Z',
  status: 'open',
  hammer_price: null,
  updated_at: '2026-12-03T09:00:00Z',
  listing: null,
};

const terms: AuctionTerms = {
  increments: [
    { from: 0, step: 50 },
    { from: 1000, step: 100 },
  ],
  buyer_premium_basis_points: 1500,
  premium_gst_basis_points: 1800,
  extension_minutes: 2,
  lot_interval_seconds: 60,
  reminder_minutes: 60,
  outbid_mail_minutes: 10,
  payment_days: 3,
  max_bid: 100_000_000,
  shipping: 50,
};

const ready: Bidder = {
  status: 'ready',
  handle: 'Bidder 7',
  termsAccepted: true,
  needsPhone: false,
  blocked: false,
  myLots: new Map(),
  acceptTerms: async () => {},
  refresh: async () => {},
};

const props = (bidder: Bidder): BidPanelProps => ({
  lot,
  open: true,
  closed: false,
  won: false,
  auctionHref: '/auctions/winter-sale',
  bidder,
  terms,
  myMaximum: null,
  leading: false,
  onBid: async () => 'ok',
});

/** A bidder whose acceptance is recorded as useBidder records it: the terms step goes, the bid form comes. */
function NewBidder({ needsPhone = false }: { needsPhone?: boolean }) {
  const [accepted, setAccepted] = useState({ termsAccepted: false, needsPhone });
  const bidder: Bidder = {
    ...ready,
    ...accepted,
    acceptTerms: async () => setAccepted({ termsAccepted: true, needsPhone: false }),
  };
  return <BidPanel {...props(bidder)} />;
}

beforeEach(() => {
  api.isWatching.mockReset().mockResolvedValue(false);
  api.setWatching.mockReset().mockResolvedValue(undefined);
});

describe('the bidding panel', () => {
  it('keeps the focus on the watch button as it toggles, so the keyboard can toggle it back', async () => {
    let saved: () => void = () => {};
    api.setWatching.mockImplementationOnce(() => new Promise<void>((resolve) => (saved = resolve)));
    const user = userEvent.setup();
    render(<BidPanel {...props(ready)} />);
    const watch = await screen.findByRole('button', { name: 'Watch this lot', pressed: false });
    await user.click(watch);
    // Saving: busy but not disabled (a disabled button drops the focus to the page).
    expect(watch).toHaveAttribute('aria-busy', 'true');
    expect(watch).toBeEnabled();
    expect(watch).toHaveFocus();
    api.isWatching.mockResolvedValue(true);
    saved();
    await waitFor(() => expect(watch).toHaveAccessibleName('Watching'));
    // The same button, pressed now, still focused: Enter toggles it back.
    expect(screen.getByRole('button', { name: 'Watching', pressed: true })).toBe(watch);
    expect(watch).toHaveFocus();
    api.isWatching.mockResolvedValue(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(watch).toHaveAccessibleName('Watch this lot'));
    expect(api.setWatching.mock.calls).toEqual([
      ['lot-1', true],
      ['lot-1', false],
    ]);
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    expect(watch).toHaveFocus();
  });

  it('moves the focus to the maximum bid once the terms are accepted', async () => {
    const user = userEvent.setup();
    render(<NewBidder />);
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the auction terms' }));
    await user.click(screen.getByRole('button', { name: 'Continue to bid' }));
    const amount = await screen.findByRole('textbox', { name: /Your maximum bid/ });
    await waitFor(() => expect(amount).toHaveFocus());
  });

  it('asks a bidder without a phone for one, even after they accepted the terms', async () => {
    render(<BidPanel {...props({ ...ready, needsPhone: true })} />);
    expect(await screen.findByRole('textbox', { name: /Phone number/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your maximum bid/ })).not.toBeInTheDocument();
  });

  it('asks the leader for more than their own maximum: the amount the database accepts', async () => {
    render(<BidPanel {...props(ready)} myMaximum={2000} leading />);
    expect(await screen.findByText(/^Enter ₹2,001 or more\./)).toBeInTheDocument();
  });
});
