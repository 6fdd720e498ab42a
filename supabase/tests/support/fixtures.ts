import type pg from 'pg';
import { listingId } from '../seed/model.ts';
import { users } from '../seed/people.ts';
import { openLot } from './auctions.ts';
import { shop, unique } from './clients.ts';

// One row factory per table for the permission matrix: rows are made with the superuser connection, the
// command under test goes through supabase-js, and the outcome is read back with the superuser again.

export interface TableFixture {
  /** Column naming the row's owner, when the table has one ("own" cells). */
  owner?: 'user_id' | 'id';
  /** Makes a row (owned by `ownerId` where the table has an owner) and returns its id. */
  create(db: pg.Pool, ownerId: string): Promise<string>;
  /** A valid new row for an insert by a client, and how to find it afterwards. */
  insert(db: pg.Pool, ownerId: string): Promise<{ payload: Record<string, unknown>; where: [column: string, value: string] }>;
  /** A change for an update; `column` is read back to see whether it happened. */
  update: { column: string; value: unknown };
}

const one = async (db: pg.Pool, sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
const slug = () => unique('matrix').toLowerCase();
const firstListing = listingId(1);
const catalogueNumber = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1_000_000)}`;

async function freshListing(db: pg.Pool): Promise<string> {
  return one(
    db,
    `insert into public.collectibles (type, name, slug, price) values ('coin', 'Fixture coin', $1, 100) returning id`,
    [slug()],
  );
}

export const fixtures: Record<string, TableFixture> = {
  categories: {
    create: (db) => one(db, 'insert into public.categories (name) values ($1) returning id', [unique('Category')]),
    insert: async () => {
      const name = unique('Category');
      return { payload: { name }, where: ['name', name] };
    },
    update: { column: 'name', value: unique('Renamed category') },
  },
  collectibles: {
    create: (db) => freshListing(db),
    insert: async () => {
      const s = slug();
      return {
        payload: { type: 'coin', name: 'Matrix coin', slug: s, description: 'Condition: fine', price: 500 },
        where: ['slug', s],
      };
    },
    update: { column: 'price', value: 4321 },
  },
  collectible_images: {
    create: async (db) =>
      one(
        db,
        `insert into public.collectible_images (collectible_id, image_url, "order") values ($1, 'https://example.com/a.jpg', 0) returning id`,
        [await freshListing(db)],
      ),
    insert: async (db) => {
      const url = `https://example.com/${unique('image')}.jpg`;
      return { payload: { collectible_id: await freshListing(db), image_url: url, order: 0 }, where: ['image_url', url] };
    },
    update: { column: 'order', value: 3 },
  },
  // Issue 32 (20261125200000_catalogue_fields.sql): catalogue numbers made unique per row by a random number.
  catalogue_references: {
    create: async (db) =>
      one(db, `insert into public.catalogue_references (collectible_id, system, number) values ($1, 'KM', $2) returning id`, [
        await freshListing(db),
        catalogueNumber(),
      ]),
    insert: async (db) => {
      const number = catalogueNumber();
      return { payload: { collectible_id: await freshListing(db), system: 'KM', number }, where: ['number', number] };
    },
    update: { column: 'system', value: 'Numista' },
  },
  reference_types: {
    create: (db) =>
      one(db, `insert into public.reference_types (system, number, title) values ('Pick', $1, 'Fixture type') returning id`, [
        catalogueNumber(),
      ]),
    insert: async () => {
      const number = catalogueNumber();
      return { payload: { system: 'Pick', number, title: 'Matrix type' }, where: ['number', number] };
    },
    update: { column: 'title', value: 'Renamed type' },
  },
  blog_posts: {
    create: (db) =>
      one(
        db,
        `insert into public.blog_posts (title, slug, content, excerpt, cover_image, meta_description)
               values ('Fixture post', $1, '# Hello', 'Excerpt', 'https://example.com/c.jpg', 'Meta') returning id`,
        [slug()],
      ),
    insert: async () => {
      const s = slug();
      return {
        payload: {
          title: 'Matrix post',
          slug: s,
          content: '# Hello',
          excerpt: 'Excerpt',
          cover_image: 'https://example.com/c.jpg',
          meta_description: 'Meta',
        },
        where: ['slug', s],
      };
    },
    update: { column: 'title', value: 'Renamed post' },
  },
  promo_codes: {
    create: (db) =>
      one(db, 'insert into public.promo_codes (code, discount_percent) values ($1, 10) returning id', [
        unique('FIX').toUpperCase(),
      ]),
    insert: async () => {
      const code = unique('MATRIX').toUpperCase();
      return { payload: { code, discount_percent: 15 }, where: ['code', code] };
    },
    update: { column: 'is_active', value: false },
  },
  delivery_addresses: {
    owner: 'user_id',
    create: (db, ownerId) =>
      // A piece of its own: an open order holds its piece, one open order per piece (hold.test.ts).
      one(
        db,
        `with piece as (insert into public.collectibles (type, name, slug, price) values ('coin', 'Fixture order coin', $2, 100) returning id)
               insert into public.delivery_addresses (user_id, collectible_id, full_name, phone, address_line1, city, state, pincode)
               select $1, piece.id, 'Fixture Buyer', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001' from piece returning id`,
        [ownerId, unique('fixture-order').toLowerCase()],
      ),
    insert: async (_db, ownerId) => {
      const name = unique('Matrix Buyer');
      return {
        payload: {
          user_id: ownerId,
          collectible_id: firstListing,
          full_name: name,
          phone: '9876543210',
          address_line1: '1 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
          discount_percent: 100,
          shipping_charge: 0,
        },
        where: ['full_name', name],
      };
    },
    update: { column: 'status', value: 'cancelled' },
  },
  profiles: {
    owner: 'id',
    // Profiles belong to auth users: the "row" of a caller is their own profile.
    create: async (_db, ownerId) => ownerId,
    insert: async (db) => {
      // A user whose profile is missing, so an insert could only fail on permissions, not on the key.
      const id = await one(
        db,
        `insert into auth.users (id, instance_id, aud, role, email, raw_user_meta_data, created_at)
                                values (gen_random_uuid(), '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, '{}', now()) returning id`,
        [`${unique('profile')}@sikka.local`],
      );
      await db.query('delete from public.profiles where id = $1', [id]);
      return { payload: { id, phone: '9000000000' }, where: ['id', id] };
    },
    update: { column: 'phone', value: '9111111111' },
  },
  seller_submissions: {
    create: (db) =>
      one(
        db,
        `insert into public.seller_submissions (seller_name, seller_phone, image_url) values ('Fixture Seller', '+919876543210', 'https://example.com/s.jpg') returning id`,
        [],
      ),
    insert: async (db, ownerId) => {
      const name = unique('Matrix Seller');
      // Visitors may only name photos their own session stored under seller-submissions/, at this
      // project's storage URL (20261123001000_sell_submission_rules, 20261125000200_seller_photo_ownership).
      const photo = `seller-submissions/${unique('matrix')}.jpg`;
      await db.query(
        `insert into storage.objects (bucket_id, name, metadata, owner, owner_id)
         values ('collectible-images', $1, '{"mimetype": "image/jpeg"}', $2::uuid, $2)`,
        [photo, ownerId],
      );
      const image_url = `${shop().url}/storage/v1/object/public/collectible-images/${photo}`;
      return {
        payload: { seller_name: name, seller_phone: '+919876543210', image_url, status: 'pending' },
        where: ['seller_name', name],
      };
    },
    update: { column: 'status', value: 'accepted' },
  },
  status_history: {
    // Written only by the status triggers; a row made directly stands in for one.
    create: (db) =>
      one(
        db,
        `insert into public.status_history (entity, record_id, from_status, to_status, changed_by_label)
         values ('order', gen_random_uuid(), 'received', 'fulfilled', 'Fixture Admin') returning id::text`,
        [],
      ),
    insert: async () => {
      const label = unique('Matrix Admin');
      return {
        payload: { entity: 'order', record_id: someoneElse, to_status: 'cancelled', changed_by_label: label },
        where: ['changed_by_label', label],
      };
    },
    update: { column: 'to_status', value: 'cancelled' },
  },
  outbox: {
    // Written only by the message triggers (issue 33); a row made directly stands in for one.
    create: (db) =>
      one(
        db,
        `insert into public.outbox (recipient, template) values ('fixture@sikka.test', 'order_placed') returning id::text`,
        [],
      ),
    insert: async () => {
      const recipient = `${unique('matrix').toLowerCase()}@sikka.test`;
      return { payload: { recipient, template: 'order_placed' }, where: ['recipient', recipient] };
    },
    update: { column: 'status', value: 'sent' },
  },
  activity_log: {
    // Written only by private.log_activity (issue 51); a row made directly stands in for one.
    create: (db) =>
      one(
        db,
        `insert into public.activity_log (actor_name, actor_role, kind, entity) values ('Fixture Owner', 'owner', 'listing.changed', 'public.collectibles') returning id::text`,
        [],
      ),
    insert: async () => {
      const name = unique('Matrix Owner');
      return {
        payload: { actor_name: name, actor_role: 'owner', kind: 'listing.changed', entity: 'public.collectibles' },
        where: ['actor_name', name],
      };
    },
    update: { column: 'kind', value: 'listing.price' },
  },
  order_returns: {
    // Written only by request_return and the staff's functions (issue 46); a row made directly stands in.
    create: async (db, ownerId) =>
      one(
        db,
        `insert into public.order_returns (order_id, reason, details) values ($1, 'damaged', 'Fixture return') returning id::text`,
        [await fixtures.delivery_addresses!.create(db, ownerId)],
      ),
    insert: async (db, ownerId) => {
      const details = unique('Matrix return');
      return {
        payload: { order_id: await fixtures.delivery_addresses!.create(db, ownerId), reason: 'damaged', details },
        where: ['details', details],
      };
    },
    update: { column: 'inspection_note', value: 'Matrix note' },
  },
  order_refunds: {
    // Written only by record_refund (issue 46); a row made directly stands in for one.
    create: async (db, ownerId) =>
      one(
        db,
        `insert into public.order_refunds (order_id, basis, amount, method, reference) values ($1, 'return', 100, 'upi', '123456789012') returning id::text`,
        [await fixtures.delivery_addresses!.create(db, ownerId)],
      ),
    insert: async (db, ownerId) => {
      const reference = String(Date.now()).slice(-12).padStart(12, '7');
      return {
        payload: {
          order_id: await fixtures.delivery_addresses!.create(db, ownerId),
          basis: 'return',
          amount: 100,
          method: 'upi',
          reference,
        },
        where: ['reference', reference],
      };
    },
    update: { column: 'amount', value: 50 },
  },
  // Auctions (issue 47: 20261130100000_auctions.sql): written only by their functions; rows made directly
  // stand in. A published auction, so that what visitors may read is readable.
  auctions: {
    create: (db) =>
      one(
        db,
        `insert into public.auctions (slug, title, starts_at, first_lot_closes_at, status)
         values ($1, 'Fixture sale', now(), now() + interval '1 day', 'scheduled') returning id::text`,
        [slug()],
      ),
    insert: async () => {
      const s = slug();
      return {
        payload: {
          slug: s,
          title: 'Matrix sale',
          starts_at: new Date().toISOString(),
          first_lot_closes_at: '2099-01-01T00:00:00Z',
        },
        where: ['slug', s],
      };
    },
    update: { column: 'title', value: 'Renamed sale' },
  },
  auction_lots: {
    create: async (db) => (await openLot({}, db)).id,
    insert: async (db) => {
      const lot = await openLot({}, db);
      const listing = await freshListing(db);
      return {
        payload: {
          auction_id: lot.auctionId,
          collectible_id: listing,
          lot_number: 9,
          opening_bid: 100,
          closes_at: '2099-01-01T00:00:00Z',
        },
        where: ['collectible_id', listing],
      };
    },
    update: { column: 'opening_bid', value: 7 },
  },
  auction_bid_history: {
    create: async (db) =>
      one(
        db,
        `insert into public.auction_bid_history (lot_id, handle, amount) values ($1, 'Bidder 1', 1000) returning id::text`,
        [(await openLot({}, db)).id],
      ),
    insert: async (db) => {
      const handle = unique('Bidder');
      return { payload: { lot_id: (await openLot({}, db)).id, handle, amount: 1000 }, where: ['handle', handle] };
    },
    update: { column: 'amount', value: 1 },
  },
  auction_bidders: {
    owner: 'id',
    create: (db, ownerId) =>
      one(
        db,
        `insert into public.auction_bidders (id, handle) values ($1, $2)
         on conflict (id) do update set blocked_reason = null returning id::text`,
        [ownerId, unique('Fixture bidder')],
      ),
    insert: async (_db, ownerId) => {
      const handle = unique('Matrix bidder');
      return { payload: { id: ownerId, handle, terms_accepted_at: new Date().toISOString() }, where: ['handle', handle] };
    },
    update: { column: 'blocked_reason', value: 'Matrix block' },
  },
  auction_bids: {
    create: async (db, ownerId) =>
      one(
        db,
        `insert into public.auction_bids (lot_id, bidder_id, max_amount, outcome) values ($1, $2, 1000, 'leading') returning id::text`,
        [(await openLot({}, db)).id, ownerId],
      ),
    insert: async (db, ownerId) => {
      const lot = (await openLot({}, db)).id;
      return { payload: { lot_id: lot, bidder_id: ownerId, max_amount: 1000, outcome: 'leading' }, where: ['lot_id', lot] };
    },
    update: { column: 'max_amount', value: 1 },
  },
  auction_watches: {
    owner: 'user_id',
    create: async (db, ownerId) =>
      one(db, 'insert into public.auction_watches (user_id, lot_id) values ($1, $2) returning id::text', [
        ownerId,
        (await openLot({}, db)).id,
      ]),
    insert: async (db, ownerId) => {
      const lot = (await openLot({}, db)).id;
      return { payload: { user_id: ownerId, lot_id: lot }, where: ['lot_id', lot] };
    },
    update: { column: 'created_at', value: '2020-01-01T00:00:00.000Z' },
  },
  auction_wins: {
    create: async (db, ownerId) => {
      const lot = await openLot({}, db);
      return one(
        db,
        `insert into public.auction_wins (lot_id, auction_id, bidder_id, hammer_price, premium, premium_gst, pay_by)
         values ($1, $2, $3, 1000, 150, 27, now() + interval '3 days') returning id::text`,
        [lot.id, lot.auctionId, ownerId],
      );
    },
    insert: async (db, ownerId) => {
      const lot = await openLot({}, db);
      return {
        payload: {
          lot_id: lot.id,
          auction_id: lot.auctionId,
          bidder_id: ownerId,
          hammer_price: 1000,
          premium: 150,
          premium_gst: 27,
          pay_by: '2099-01-01T00:00:00Z',
        },
        where: ['lot_id', lot.id],
      };
    },
    update: { column: 'hammer_price', value: 1 },
  },
};

/** Whose rows a caller without a session is tested against. */
export const someoneElse = users.buyer.id;
