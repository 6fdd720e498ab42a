import { LotStatus } from './LotStatus';

// Typed by hand: the auctions do not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Auctions/LotStatus', component: LotStatus };

const now = Date.parse('2026-11-30T09:58:00Z');
const lot = {
  opening_bid: 25_000,
  current_price: 41_000,
  bid_count: 12,
  leader_handle: 'Bidder 104',
  has_reserve: true,
  reserve_met: false,
  closes_at: '2026-11-30T10:00:45Z',
  hammer_price: null,
};
const base = { lot, phase: 'open' as const, now, standing: null, startsAt: '2026-11-30T09:00:00Z' };

export const OpenReserveNotMet = { args: base };
export const Winning = { args: { ...base, standing: 'winning' as const, lot: { ...lot, reserve_met: true } } };
export const Outbid = { args: { ...base, standing: 'outbid' as const } };
export const NoBidsYet = {
  args: {
    ...base,
    lot: { ...lot, current_price: null, bid_count: 0, leader_handle: null, has_reserve: false, reserve_met: null },
  },
};
export const Upcoming = { args: { ...base, phase: 'upcoming' as const, now: Date.parse('2026-11-29T09:00:00Z') } };
export const Sold = {
  args: { ...base, phase: 'sold' as const, standing: 'won' as const, lot: { ...lot, hammer_price: 41_000, reserve_met: true } },
};
