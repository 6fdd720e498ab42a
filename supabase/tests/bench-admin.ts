// `pnpm bench:admin`: the back office's list calls at shop scale (issue 15 item 6). Seeds a throwaway
// supabase-local with 10,000 orders, 2,000 users, 5,000 listings, 5,000 seller submissions and 500
// promo codes on top of the demo data, signs in as the demo admin and times, through the HTTP API as the
// browser calls it, each screen's first page and a search: p50 and p95 of RUNS calls after a warm-up.
// Some orders carry a UTR (issue 31): every 15th is a received order whose payment waits for the admin
// ('Payment to verify', 666 of the 10,000), the fulfilled ones are paid.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../shared/src/database.types.ts';
import { users as demo } from './seed/people.ts';
import { startShopServer } from './support/server.ts';

const USERS = 2_000;
const LISTINGS = 5_000;
const ORDERS = 10_000;
const SUBMISSIONS = 5_000;
const PROMO_CODES = 500;
const PAGE = 12;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;

const SEED_SQL = `
insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       case when n % 4 = 0 then null else 'bench' || n || '@sikka.local' end, '{}',
       case when n % 4 = 0 then '{}'::jsonb else jsonb_build_object('phone', (9000000000 + n * 37)::text) end,
       now() - (n || ' hours')::interval, now(), n % 4 = 0
  from generate_series(1, ${USERS}) n;

insert into public.collectibles (type, name, slug, description, price, status, category_id, created_at, user_id)
select case when n % 3 = 0 then 'note' else 'coin' end,
       (array['Mughal', 'Kushan', 'Gupta', 'Chola', 'British India', 'Republic India'])[1 + n % 6] || ' bench piece ' || n,
       'bench-piece-' || n, 'A bench listing.', 100 + (n * 7919) % 500000,
       (array['available', 'sold', 'unavailable', null])[1 + n % 4],
       (select id from public.categories order by name offset (n % 8) limit 1),
       now() - (n || ' minutes')::interval, '${demo.admin.id}'
  from generate_series(1, ${LISTINGS}) n;

insert into public.collectible_images (collectible_id, image_url, "order")
select c.id, 'https://images.example.com/' || c.slug || '.jpg', 0 from public.collectibles c where c.slug like 'bench-piece-%';

with buyers as (select array_agg(id order by id) as ids from public.profiles),
     pieces as (select array_agg(id order by id) as ids from public.collectibles where slug like 'bench-piece-%')
insert into public.delivery_addresses (user_id, collectible_id, full_name, phone, address_line1, address_line2, city, state, pincode,
                                       promo_code, discount_percent, shipping_charge, status, created_at,
                                       payment_status, utr, payment_submitted_at, paid_at)
select buyers.ids[1 + (n * 13) % array_length(buyers.ids, 1)],
       pieces.ids[1 + (n * 31) % array_length(pieces.ids, 1)],
       (array['Asha', 'Ravi', 'Meera', 'Arjun', 'Kavya', 'Rohan'])[1 + n % 6] || ' ' || (array['Rao', 'Iyer', 'Nair', 'Reddy', 'Menon'])[1 + n % 5] || ' ' || n,
       (9100000000 + n)::text, n || ' MG Road', case when n % 2 = 0 then 'Flat ' || n % 50 end,
       (array['Bengaluru', 'Chennai', 'Kochi', 'Hyderabad', 'Vijayawada'])[1 + n % 5],
       (array['Karnataka', 'Tamil Nadu', 'Kerala', 'Telangana', 'Andhra Pradesh'])[1 + n % 5],
       (560000 + n % 999)::text, case when n % 10 = 0 then 'WELCOME10' end, case when n % 10 = 0 then 10 else 0 end, 50,
       (array['received', 'fulfilled', 'cancelled'])[1 + n % 3], now() - (n || ' minutes')::interval,
       case when n % 15 = 0 then 'submitted' when n % 3 = 1 then 'paid' else 'unpaid' end,
       case when n % 15 = 0 or n % 3 = 1 then (400000000000 + n)::text end,
       case when n % 15 = 0 or n % 3 = 1 then now() - (n || ' minutes')::interval + interval '5 minutes' end,
       case when n % 3 = 1 then now() - (n || ' minutes')::interval + interval '1 hour' end
  from generate_series(1, ${ORDERS}) n, buyers, pieces;

insert into public.seller_submissions (seller_name, seller_phone, image_url, admin_notes, status, created_at)
select (array['Asha', 'Ravi', 'Meera', 'Arjun', 'Kavya', 'Rohan'])[1 + n % 6] || ' Seller ' || n,
       '+91' || (9848000000 + n * 7)::text,
       'https://images.example.com/sell-' || n || '-1.jpg',
       case when n % 3 = 0 then 'Additional images: https://images.example.com/sell-' || n || '-2.jpg' end,
       (array['pending', 'accepted', 'rejected'])[1 + n % 3], now() - (n || ' minutes')::interval
  from generate_series(1, ${SUBMISSIONS}) n;

insert into public.promo_codes (code, discount_percent, max_uses, used_count, starts_at, expires_at, is_active, created_at)
select 'BENCH' || lpad(n::text, 4, '0'), 1 + (n * 7) % 100, case when n % 3 <> 0 then 10 + n % 90 end, n % 10,
       now() - (n || ' days')::interval, case when n % 2 = 0 then now() + (n || ' days')::interval end,
       n % 4 <> 0, now() - (n || ' hours')::interval
  from generate_series(1, ${PROMO_CODES}) n;
analyze;
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  console.log('starting a throwaway supabase-local …');
  const server = await startShopServer();
  try {
    const seedStart = performance.now();
    await server.pool.query(SEED_SQL);
    const counts = await server.pool.query<Record<string, number>>(
      `select (select count(*)::int from public.delivery_addresses) as orders, (select count(*)::int from public.profiles) as users,
              (select count(*)::int from public.collectibles) as listings, (select count(*)::int from public.seller_submissions) as submissions,
              (select count(*)::int from public.promo_codes) as promo_codes,
              (select count(*)::int from public.delivery_addresses where payment_status = 'submitted') as payments_to_verify`,
    );
    console.log(`seeded in ${Math.round(performance.now() - seedStart)} ms:`, counts.rows[0]);

    const admin = createClient<Database>(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await admin.auth.signInWithPassword({ email: demo.admin.email, password: demo.admin.password });
    if (signIn.error) throw signIn.error;

    type Timed = PromiseLike<{ error: unknown; total: number }>;
    // The three list RPCs answer { rows, total }; the submissions and promo screens read a table page
    // with an exact count (shared/src/domain/sellerSubmissions/admin.ts, promoCodes/admin.ts).
    const rpcPage = (
      fn: 'admin_orders_page' | 'admin_collectibles_page' | 'admin_users_page',
      args: Record<string, unknown>,
    ): Timed =>
      admin
        .rpc(fn, { search: '', page: 1, page_size: PAGE, ...args } as never)
        .then(({ data, error }) => ({ error, total: (data as { total: number } | null)?.total ?? 0 }));
    // The same request as fetchSellerSubmissionPage / fetchPromoCodePage: `filter` is what
    // submissionSearchFilter / promoCodeSearchFilter build for the typed search.
    const tablePage = (table: 'seller_submissions' | 'promo_codes', filter: string | null): Timed => {
      let request = admin.from(table).select('*', { count: 'exact' });
      if (filter) request = request.or(filter);
      return request
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, PAGE - 1)
        .then(({ count, error }) => ({ error, total: count ?? 0 }));
    };

    const cases: [string, () => Timed][] = [
      ['Orders: first page', () => rpcPage('admin_orders_page', {})],
      ['Orders: search "meera"', () => rpcPage('admin_orders_page', { search: 'meera' })],
      ['Orders: search phone "91000042"', () => rpcPage('admin_orders_page', { search: '91000042' })],
      ['Orders: status fulfilled, page 50', () => rpcPage('admin_orders_page', { status: 'fulfilled', page: 50 })],
      ['Orders: payment to verify', () => rpcPage('admin_orders_page', { payment: 'submitted' })],
      ['Orders: payment to verify, page 40', () => rpcPage('admin_orders_page', { payment: 'submitted', page: 40 })],
      ['Orders: payment to verify count', () => rpcPage('admin_orders_page', { payment: 'submitted', page_size: 1 })],
      ['Orders: search UTR "400000004500"', () => rpcPage('admin_orders_page', { search: '400000004500' })],
      ['Collectibles: first page', () => rpcPage('admin_collectibles_page', {})],
      ['Collectibles: search "kushan"', () => rpcPage('admin_collectibles_page', { search: 'kushan' })],
      ['Collectibles: search price "7919"', () => rpcPage('admin_collectibles_page', { search: '7919' })],
      ['Users: first page', () => rpcPage('admin_users_page', {})],
      ['Users: search phone "9000000481"', () => rpcPage('admin_users_page', { search: '9000000481' })],
      ['Users: search by order "Kavya"', () => rpcPage('admin_users_page', { search: 'Kavya' })],
      ['Submissions: first page', () => tablePage('seller_submissions', null)],
      [
        'Submissions: search "kavya"',
        () => tablePage('seller_submissions', 'seller_name.ilike."*kavya*",seller_phone.ilike."*kavya*",status.ilike."*kavya*"'),
      ],
      [
        'Submissions: search "98480 123"',
        () =>
          tablePage(
            'seller_submissions',
            'seller_name.ilike."*98480 123*",seller_phone.ilike."*98480 123*",status.ilike."*98480 123*",seller_phone.ilike."*98480123*"',
          ),
      ],
      ['Promo codes: first page', () => tablePage('promo_codes', null)],
      ['Promo codes: search "bench04"', () => tablePage('promo_codes', 'code.ilike."*bench04*"')],
      ['Promo codes: search "25%"', () => tablePage('promo_codes', 'code.ilike."*25\\\\%*",discount_percent.eq.25')],
    ];

    console.log(`\n${RUNS} calls each (after ${WARMUP} warm-up), through the HTTP API as the admin:\n`);
    console.log(`${'call'.padEnd(38)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
    for (const [name, call] of cases) {
      let total = 0;
      for (let i = 0; i < WARMUP; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const answer = await call();
        times.push(performance.now() - start);
        if (answer.error) throw answer.error;
        total = answer.total;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(38)} ${String(total).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
      );
    }
    await admin.auth.signOut();
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
