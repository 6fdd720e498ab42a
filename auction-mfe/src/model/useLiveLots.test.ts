import { describe, expect, it } from 'vitest';
import type { LotState } from '../api/auctions';
import { mergeLots } from './useLiveLots';

const lot = (id: string, price: number | null, updated: string): LotState => ({
  id,
  auction_id: 'a',
  collectible_id: `c-${id}`,
  lot_number: 1,
  opening_bid: 500,
  current_price: price,
  bid_count: price === null ? 0 : 1,
  leader_handle: null,
  has_reserve: false,
  reserve_met: null,
  closes_at: '2026-11-30T10:00:00Z',
  status: 'open',
  hammer_price: null,
  updated_at: updated,
});

describe('live lots', () => {
  it('take the newer state of a lot, whichever arrives last (a refetch and a Realtime update may cross)', () => {
    const shown = [{ ...lot('1', 600, '2026-11-30T09:00:02Z'), listing: 'kept' }];
    expect(mergeLots(shown, [lot('1', 700, '2026-11-30T09:00:03Z')])[0]).toMatchObject({ current_price: 700, listing: 'kept' });
    expect(mergeLots(shown, [lot('1', 550, '2026-11-30T09:00:01Z')])[0]?.current_price).toBe(600);
  });

  it('leave the other lots alone and add none', () => {
    const shown = [lot('1', null, '2026-11-30T09:00:00Z'), lot('2', null, '2026-11-30T09:00:00Z')];
    const merged = mergeLots(shown, [lot('2', 800, '2026-11-30T09:00:05Z'), lot('3', 900, '2026-11-30T09:00:05Z')]);
    expect(merged.map((row) => [row.id, row.current_price])).toEqual([
      ['1', null],
      ['2', 800],
    ]);
  });
});
