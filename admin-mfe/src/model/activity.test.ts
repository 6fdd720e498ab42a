import { describe, expect, it } from 'vitest';
import { activityCsv, changesOf, datesReversed, KIND_FILTERS, kindLabel, type ActivityEntry } from './activity';

const entry: ActivityEntry = {
  id: 7,
  at: '2026-11-28T21:15:30Z',
  actor_id: 'u1',
  actor_name: 'packer@sikka.local',
  actor_role: 'staff',
  kind: 'listing.price',
  entity: 'public.collectibles',
  record_id: 'c1',
  record_label: '=1 Rupee, 1862',
  before: { price: 2500 },
  after: { price: 2750 },
};

describe('the activity log', () => {
  it('names each kind, and an unknown one as it is', () => {
    expect(kindLabel('payment.paid')).toBe('Payment marked paid');
    expect(kindLabel('promo_code.deleted')).toBe('Promo code deleted');
    expect(kindLabel('settings.changed')).toBe('Settings changed');
    expect(kindLabel('spaceship.launched')).toBe('spaceship.launched');
  });

  // Every kind the auctions' triggers and functions write (20261130100200_auction_admin.sql: log_activity on
  // auctions, auction_lots, auction_lot_secrets, auction_bidders, auction_wins; save_auction_settings;
  // 20261201100000_cancel_auction.sql: cancel_auction).
  it.each([
    ['auction.created', 'Auction created'],
    ['auction.changed', 'Auction changed'],
    ['auction.deleted', 'Auction deleted'],
    ['auction.scheduled', 'Auction scheduled'],
    ['auction.cancelled', 'Auction cancelled'],
    ['auction_lot.created', 'Lot added to an auction'],
    ['auction_lot.changed', 'Auction lot changed'],
    ['auction_lot.deleted', 'Lot removed from an auction'],
    ['auction_lot.cancelled', 'Lot withdrawn from an auction'],
    ['auction_reserve.created', 'Lot reserve recorded'],
    ['auction_reserve.changed', 'Lot reserve changed'],
    ['auction_reserve.deleted', 'Lot reserve removed'],
    ['auction_bidder.created', 'Bidder added'],
    ['auction_bidder.changed', 'Bidder blocked or unblocked'],
    ['auction_bidder.deleted', 'Bidder deleted'],
    ['auction_win.created', 'Lot offered to the underbidder'],
    ['auction_win.changed', 'Auction win changed'],
    ['auction_win.deleted', 'Auction win deleted'],
    ['auction_settings.changed', 'Auction settings changed'],
  ])('names the auction kind %s “%s”', (kind, label) => {
    expect(kindLabel(kind)).toBe(label);
  });

  it('offers each auction table as a kind filter, with the kinds worth finding alone', () => {
    const values = KIND_FILTERS.map((filter) => filter.value);
    for (const group of ['auction', 'auction_lot', 'auction_reserve', 'auction_bidder', 'auction_win', 'auction_settings']) {
      expect(values).toContain(group);
    }
    expect(values).toEqual(expect.arrayContaining(['auction.scheduled', 'auction.cancelled', 'auction_lot.cancelled']));
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists the changed columns with their values before and after', () => {
    expect(changesOf(entry)).toEqual([{ column: 'price', before: '2500', after: '2750' }]);
    expect(changesOf({ ...entry, before: { status: null }, after: { status: 'sold' } })).toEqual([
      { column: 'status', before: '—', after: 'sold' },
    ]);
    expect(changesOf({ ...entry, before: null, after: { price: 1 } })).toEqual([]);
    expect(changesOf({ ...entry, before: { paid_at: null }, after: { paid_at: '2026-11-29T02:03:06.449729+00:00' } })).toEqual([
      { column: 'paid_at', before: '—', after: 'November 29, 2026 at 7:33 AM IST' },
    ]);
  });

  it('exports CSV with the time on the Indian clock and its offset, and formulas defused', () => {
    const csv = activityCsv([entry]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('When,Who,Role,Kind,Table,Record,Record ID,Before,After');
    expect(row).toBe(
      `2026-11-29T02:45:30+05:30,packer@sikka.local,staff,Listing price changed,public.collectibles,"'=1 Rupee, 1862",c1,"{""price"":2500}","{""price"":2750}"`,
    );
  });

  it('says when a date range reads backwards', () => {
    expect(datesReversed('2026-11-29', '2026-11-28')).toBe(true);
    expect(datesReversed('2026-11-28', '2026-11-28')).toBe(false);
    expect(datesReversed('', '2026-11-28')).toBe(false);
  });
});
