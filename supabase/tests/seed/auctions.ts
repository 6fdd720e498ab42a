import { listingBySlug } from './catalogue.ts';
import { seedId } from './model.ts';
import { users } from './people.ts';

// The demo auction (issue 47): one sale running from a day before the seed until three days after it, so a
// fresh demo database always has lots open to bid on. Its listings leave the fixed-price shop while in it.

export interface SeedLot {
  listingSlug: string;
  openingBid: number;
  reserve: number | null;
  /** The demo buyer's maximum, if they bid (the only bid: the lot's price is its opening bid). */
  buyerMaximum?: number;
}

export const demoAuction = {
  id: seedId('ac', 1),
  slug: 'victorian-silver-and-a-gandhi-centenary',
  title: 'Victorian Silver and a Gandhi Centenary',
  description:
    'Three pieces from our cabinet, sold one after another a minute apart. Leave a maximum and we bid for you up to it; a bid in the last two minutes of a lot extends it.',
  startedHoursAgo: 24,
  firstLotClosesInHours: 72,
};

export const demoLots: SeedLot[] = [
  { listingSlug: '1840-victoria-one-rupee', openingBid: 1200, reserve: null, buyerMaximum: 2000 },
  { listingSlug: '1877-victoria-empress-one-rupee', openingBid: 900, reserve: 1100 },
  { listingSlug: '1969-gandhi-centenary-10-rupees', openingBid: 2000, reserve: null },
];

/** The demo buyer's handle: below the handle sequence's first number (101), so no later bidder takes it. */
export const DEMO_BUYER_HANDLE = 'Bidder 100';

export const lotId = (n: number) => seedId('a1', n);

const q = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

export function auctionsSql(): string {
  const a = demoAuction;
  const lots = demoLots.map((lot, i) => {
    const listing = listingBySlug(lot.listingSlug);
    const bid = lot.buyerMaximum !== undefined;
    return {
      listing,
      row: [
        q(lotId(i + 1)),
        q(a.id),
        q(listing.id),
        String(i + 1),
        String(lot.openingBid),
        bid ? String(lot.openingBid) : 'null',
        String(bid ? 1 : 0),
        bid ? q(DEMO_BUYER_HANDLE) : 'null',
        String(lot.reserve !== null),
        lot.reserve === null ? 'null' : String(bid && lot.buyerMaximum! >= lot.reserve),
        `now() + interval '${a.firstLotClosesInHours} hours' + interval '${i} minutes'`,
      ].join(', '),
      secret: [
        q(lotId(i + 1)),
        lot.reserve === null ? 'null' : String(lot.reserve),
        bid ? q(users.buyer.id) : 'null',
        bid ? String(lot.buyerMaximum) : 'null',
        q(listing.status),
      ].join(', '),
    };
  });
  const bids = demoLots.flatMap((lot, i) =>
    lot.buyerMaximum === undefined ? [] : [{ lot: lotId(i + 1), maximum: lot.buyerMaximum, opening: lot.openingBid }],
  );
  return `-- The demo auction (issue 47, supabase/tests/seed/auctions.ts): running from a day ago, its lots closing three
-- days after the seed, a minute apart. Its listings are off the fixed-price shop while in it.
update public.collectibles set status = 'unavailable' where id in (${lots.map((l) => q(l.listing.id)).join(', ')});
insert into public.auctions (id, slug, title, description, starts_at, first_lot_closes_at, status, created_by) values
  (${q(a.id)}, ${q(a.slug)}, ${q(a.title)}, ${q(a.description)}, now() - interval '${a.startedHoursAgo} hours',
   now() + interval '${a.firstLotClosesInHours} hours', 'scheduled', ${q(users.admin.id)});
insert into public.auction_lots (id, auction_id, collectible_id, lot_number, opening_bid, current_price, bid_count, leader_handle, has_reserve, reserve_met, closes_at) values
${lots.map((l) => `  (${l.row})`).join(',\n')};
insert into private.auction_lot_secrets (lot_id, reserve, leader_id, leader_max, listing_status_before) values
${lots.map((l) => `  (${l.secret})`).join(',\n')};
insert into public.auction_bidders (id, handle, terms_accepted_at, created_at) values
  (${q(users.buyer.id)}, ${q(DEMO_BUYER_HANDLE)}, now() - interval '20 hours', now() - interval '20 hours');
insert into public.auction_bids (lot_id, bidder_id, max_amount, outcome, placed_at) values
${bids.map((b) => `  (${q(b.lot)}, ${q(users.buyer.id)}, ${b.maximum}, 'leading', now() - interval '20 hours')`).join(',\n')};
insert into public.auction_bid_history (lot_id, handle, amount, is_proxy, placed_at) values
${bids.map((b) => `  (${q(b.lot)}, ${q(DEMO_BUYER_HANDLE)}, ${b.opening}, false, now() - interval '20 hours')`).join(',\n')};`;
}
