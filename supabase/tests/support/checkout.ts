import type pg from 'pg';
import { unique, type ShopClient } from './clients.ts';

// Fixtures and calls shared by the promo, order and concurrency tests.

export interface PromoFixture {
  percent?: number;
  maxUses?: number | null;
  usedCount?: number;
  /** Interval expressions relative to now(), e.g. '-1 day' or '+2 days'. */
  startsIn?: string;
  expiresIn?: string | null;
  active?: boolean;
}

/** Creates a promo code with the superuser and returns the code (upper-case, unique). */
export async function createPromo(db: pg.Pool, fixture: PromoFixture = {}): Promise<string> {
  const code = unique('TEST').toUpperCase().replaceAll('-', '');
  await db.query(
    `insert into public.promo_codes (code, discount_percent, max_uses, used_count, starts_at, expires_at, is_active)
     values ($1, $2, $3, $4, now() + $5::interval, now() + $6::interval, $7)`,
    [
      code,
      fixture.percent ?? 10,
      fixture.maxUses ?? null,
      fixture.usedCount ?? 0,
      fixture.startsIn ?? '-1 day',
      fixture.expiresIn === undefined ? null : fixture.expiresIn,
      fixture.active ?? true,
    ],
  );
  return code;
}

export async function usedCount(db: pg.Pool, code: string): Promise<number> {
  return (await db.query<{ used_count: number }>('select used_count from public.promo_codes where code = $1', [code])).rows[0]!
    .used_count;
}

/** Creates an orderable listing (status null unless given) and returns its id. */
export async function createListing(db: pg.Pool, price: number, status: string | null = null): Promise<string> {
  const slug = unique('order-test').toLowerCase();
  const { rows } = await db.query<{ id: string }>(
    `insert into public.collectibles (type, name, slug, price, status) values ('coin', $1, $2, $3, $4) returning id`,
    [`Order test coin ${slug}`, slug, price, status],
  );
  return rows[0]!.id;
}

export const delivery = {
  full_name: 'Kavya Iyer',
  phone: '9876501234',
  address_line1: '22 Anna Salai',
  address_line2: '',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600002',
};

export function placeOrder(
  client: ShopClient,
  collectibleId: string,
  promoCode: string | null = null,
  overrides: Partial<typeof delivery> = {},
) {
  return client.rpc('place_order', {
    collectible_id: collectibleId,
    ...delivery,
    ...overrides,
    ...(promoCode === null ? {} : { promo_code: promoCode }),
  });
}

export async function ordersWithPromo(db: pg.Pool, code: string): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from public.delivery_addresses where promo_code = $1', [code]))
    .rows[0]!.n;
}
