import type pg from 'pg';
import { db, serviceClient, signedIn, unique, type ShopClient } from './clients.ts';

// Auctions (issue 47): bidders as the lot page makes them (an account with a verified e-mail and a phone
// that accepted the terms) and lots made straight in the database, with times relative to its clock.

export interface Bidder {
  id: string;
  email: string;
  handle: string;
  client: ShopClient;
}

let phones = 0;
/** A fresh bidding account: confirmed e-mail, a phone on its profile, the auction terms accepted. */
export async function bidder(name = 'bidder', options: { phone?: boolean; terms?: boolean } = {}): Promise<Bidder> {
  const email = `${unique(name).toLowerCase()}@sikka.test`;
  const password = 'bidder-account-123';
  phones += 1;
  const phone = `98${String((Date.now() + phones) % 100_000_000).padStart(8, '0')}`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: options.phone === false ? {} : { phone },
  });
  if (error || !data.user) throw new Error(`could not create ${email}: ${error?.message}`);
  const client = await signedIn(email, password);
  let handle = '';
  if (options.terms !== false) {
    const { data: terms, error: termsError } = await client.rpc('accept_auction_terms');
    if (termsError) throw new Error(`terms for ${email}: ${termsError.message}`);
    handle = terms;
  }
  return { id: data.user.id, email, handle, client };
}

export interface LotOptions {
  openingBid?: number;
  reserve?: number | null;
  /** Seconds from the database's now to the lot's close (default an hour). */
  closesIn?: number;
  /** Seconds from now to the auction's start (negative: already running; default −3600). */
  startsIn?: number;
  /** Who listed the piece (its seller); null by default. */
  sellerId?: string | null;
  auctionId?: string;
}

export interface TestLot {
  id: string;
  auctionId: string;
  auctionSlug: string;
  collectibleId: string;
}

/** A scheduled auction (unless `auctionId` is given) with one open lot on a fresh listing. */
export async function openLot(options: LotOptions = {}, pool: pg.Pool = db()): Promise<TestLot> {
  const { openingBid = 1000, reserve = null, closesIn = 3600, startsIn = -3600, sellerId = null } = options;
  const slug = unique('auction-lot').toLowerCase();
  const piece = await pool.query<{ id: string }>(
    `insert into public.collectibles (type, name, slug, price, user_id, status)
     values ('coin', 'Auction test coin', $1, 5000, $2, 'unavailable') returning id`,
    [slug, sellerId],
  );
  const collectibleId = piece.rows[0]!.id;
  let auctionId = options.auctionId;
  if (!auctionId) {
    const auction = await pool.query<{ id: string }>(
      `insert into public.auctions (slug, title, description, starts_at, first_lot_closes_at, status)
       values ($1, 'Test sale', 'A test auction', now() + make_interval(secs => $2), now() + make_interval(secs => $3), 'scheduled')
       returning id`,
      [slug, startsIn, Math.max(closesIn, startsIn + 1)],
    );
    auctionId = auction.rows[0]!.id;
  }
  const { rows } = await pool.query<{ id: string; auction_slug: string }>(
    `with lot as (
       insert into public.auction_lots (auction_id, collectible_id, lot_number, opening_bid, has_reserve, reserve_met, closes_at)
       select $1, $2, 1 + (select count(*) from public.auction_lots where auction_id = $1), $3, $4::bigint is not null,
              case when $4::bigint is not null then false end, clock_timestamp() + make_interval(secs => $5)
       returning id)
     , secret as (insert into private.auction_lot_secrets (lot_id, reserve) select id, $4 from lot)
     select lot.id, a.slug as auction_slug from lot, public.auctions a where a.id = $1`,
    [auctionId, collectibleId, openingBid, reserve, closesIn],
  );
  return { id: rows[0]!.id, auctionId, auctionSlug: rows[0]!.auction_slug, collectibleId };
}

export interface LotState {
  current_price: number | null;
  bid_count: number;
  leader_handle: string | null;
  closes_at: string;
  status: string;
  reserve_met: boolean | null;
  leader_id: string | null;
  leader_max: number | null;
}

/** The lot as the database holds it, secrets included (the superuser's view). */
export async function lotState(lotId: string): Promise<LotState> {
  const { rows } = await db().query<LotState>(
    `select l.current_price::int, l.bid_count, l.leader_handle, l.closes_at, l.status, l.reserve_met,
            s.leader_id, s.leader_max::int
       from public.auction_lots l join private.auction_lot_secrets s on s.lot_id = l.id where l.id = $1`,
    [lotId],
  );
  return rows[0]!;
}

/** Closes a lot now (as if its time had passed) and runs the closing job. */
export async function closeLot(lotId: string): Promise<void> {
  await db().query(`update public.auction_lots set closes_at = clock_timestamp() - interval '1 second' where id = $1`, [lotId]);
  await db().query('select private.close_due_auction_lots()');
}
