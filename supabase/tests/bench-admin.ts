// `pnpm bench:admin`: the back office's list calls at shop scale (issue 15 item 6). Seeds a throwaway
// supabase-local with 10,000 orders, 2,000 users and 5,000 listings on top of the demo data, signs in
// as the demo admin and times, through the HTTP API as the browser calls it, each screen's first page
// and a search: p50 and p95 of RUNS calls after a warm-up.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../shared/src/database.types.ts';
import { users as demo } from './seed/people.ts';
import { startShopServer } from './support/server.ts';

const USERS = 2_000;
const LISTINGS = 5_000;
const ORDERS = 10_000;
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
                                       promo_code, discount_percent, shipping_charge, status, created_at)
select buyers.ids[1 + (n * 13) % array_length(buyers.ids, 1)],
       pieces.ids[1 + (n * 31) % array_length(pieces.ids, 1)],
       (array['Asha', 'Ravi', 'Meera', 'Arjun', 'Kavya', 'Rohan'])[1 + n % 6] || ' ' || (array['Rao', 'Iyer', 'Nair', 'Reddy', 'Menon'])[1 + n % 5] || ' ' || n,
       (9100000000 + n)::text, n || ' MG Road', case when n % 2 = 0 then 'Flat ' || n % 50 end,
       (array['Bengaluru', 'Chennai', 'Kochi', 'Hyderabad', 'Vijayawada'])[1 + n % 5],
       (array['Karnataka', 'Tamil Nadu', 'Kerala', 'Telangana', 'Andhra Pradesh'])[1 + n % 5],
       (560000 + n % 999)::text, case when n % 10 = 0 then 'WELCOME10' end, case when n % 10 = 0 then 10 else 0 end, 50,
       (array['received', 'fulfilled', 'cancelled'])[1 + n % 3], now() - (n || ' minutes')::interval
  from generate_series(1, ${ORDERS}) n, buyers, pieces;
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
    const counts = await server.pool.query<{ orders: number; users: number; listings: number }>(
      'select (select count(*)::int from public.delivery_addresses) as orders, (select count(*)::int from public.profiles) as users, (select count(*)::int from public.collectibles) as listings',
    );
    console.log(`seeded in ${Math.round(performance.now() - seedStart)} ms:`, counts.rows[0]);

    const admin = createClient<Database>(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signIn = await admin.auth.signInWithPassword({ email: demo.admin.email, password: demo.admin.password });
    if (signIn.error) throw signIn.error;

    const cases: [string, () => PromiseLike<{ error: unknown; data: unknown }>][] = [
      ['Orders: first page', () => admin.rpc('admin_orders_page', { search: '', page: 1, page_size: 12 })],
      ['Orders: search "meera"', () => admin.rpc('admin_orders_page', { search: 'meera', page: 1, page_size: 12 })],
      ['Orders: search phone "91000042"', () => admin.rpc('admin_orders_page', { search: '91000042', page: 1, page_size: 12 })],
      [
        'Orders: status fulfilled, page 50',
        () => admin.rpc('admin_orders_page', { search: '', status: 'fulfilled', page: 50, page_size: 12 }),
      ],
      ['Collectibles: first page', () => admin.rpc('admin_collectibles_page', { search: '', page: 1, page_size: 12 })],
      ['Collectibles: search "kushan"', () => admin.rpc('admin_collectibles_page', { search: 'kushan', page: 1, page_size: 12 })],
      [
        'Collectibles: search price "7919"',
        () => admin.rpc('admin_collectibles_page', { search: '7919', page: 1, page_size: 12 }),
      ],
      ['Users: first page', () => admin.rpc('admin_users_page', { search: '', page: 1, page_size: 12 })],
      ['Users: search phone "9000000481"', () => admin.rpc('admin_users_page', { search: '9000000481', page: 1, page_size: 12 })],
      ['Users: search by order "Kavya"', () => admin.rpc('admin_users_page', { search: 'Kavya', page: 1, page_size: 12 })],
    ];

    console.log(`\n${RUNS} calls each (after ${WARMUP} warm-up), through the HTTP API as the admin:\n`);
    console.log(`${'call'.padEnd(38)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
    for (const [name, call] of cases) {
      let total = 0;
      for (let i = 0; i < WARMUP; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const { data, error } = await call();
        times.push(performance.now() - start);
        if (error) throw error;
        total = (data as { total: number }).total;
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
