import type pg from 'pg';

// Orders for the statement-import tests and bench, written straight into the tables (thousands at once):
// each on a listing of its own, received and unpaid, placed now; `submitted` of them carry a UTR.

export interface SeededOrder {
  id: string;
  reference: string;
  total: number;
  utr: string | null;
}

/**
 * `count` open orders of the totals `firstTotal`, `firstTotal + 1`, … ; the first `submitted` carry the
 * 12-digit UTR `utrPrefix` + their number. `tag` keeps the listings' slugs apart between runs.
 */
export async function seedOrders(
  db: pg.Pool,
  {
    tag,
    count,
    firstTotal,
    submitted = 0,
    utrPrefix = '7',
  }: { tag: string; count: number; firstTotal: number; submitted?: number; utrPrefix?: string },
): Promise<SeededOrder[]> {
  const { rows } = await db.query<SeededOrder>(
    `with pieces as (
       insert into public.collectibles (type, name, slug, price, status)
       select 'coin', 'Statement coin ' || n, $1 || '-' || n, $2::bigint - 50 + n - 1, null from generate_series(1, $3::int) n
       returning id, price, slug
     ),
     placed as (
       insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode, status,
                                              payment_status, utr, payment_reference_method, payment_submitted_at)
       select p.id, 'Statement Buyer ' || n, '9' || lpad(n::text, 9, '0'), '1 MG Road', 'Kochi', 'Kerala', '682001', 'received',
              case when n <= $4 then 'submitted' else 'unpaid' end,
              case when n <= $4 then $5 || lpad(n::text, 12 - length($5), '0') end,
              case when n <= $4 then 'upi' end,
              case when n <= $4 then now() end
         from pieces p, lateral (select substring(p.slug from '[0-9]+$')::int as n) k
       returning id, total, utr
     )
     select id, left(id::text, 8) as reference, total::int as total, utr from placed order by total`,
    [`${tag}-${Date.now().toString(36)}`, firstTotal, count, submitted, utrPrefix],
  );
  return rows;
}

/** A credit line as the dialog's parser sends it. */
export interface CreditLine {
  line: number;
  date: string;
  narration: string;
  utr: string | null;
  amount: string;
}

/** Today's date on an Indian clock, as the parser writes a statement's dates. */
export const indianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

let prefixes = 0;
/** A UTR prefix no earlier run used (6 digits: room for 6-digit order numbers). */
export const seededPrefix = () => `8${String(Date.now() % 1e4).padStart(4, '0')}${prefixes++ % 10}`;
