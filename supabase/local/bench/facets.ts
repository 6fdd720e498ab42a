/**
 * Browse with facets (issue 32) as a benchmark: the shop's real schema (supabase/migrations and seed.sql) grown
 * to 10,000 listings with catalogue fields and photos, then public.catalogue_facets_page — the page of 12, the
 * exact total and every facet's counts in one round trip — with two facets chosen, through /rest/v1/rpc as anon
 * (HTTP, what the browse page pays) and the same call run directly as anon under RLS. Prints p50/p95 and the
 * plan of the function's statement (auto_explain of the nested query, as anon).
 *
 *   pnpm --filter @sikka/supabase-local bench:facets
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../src/server.ts';
import { benchRoot, fmt, measureInterleaved } from './measure.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TIMING = { iterations: ITERATIONS, warmup: 20 };
const projectDir = fileURLToPath(new URL('../../', import.meta.url));

// Two facets per request, rotating so no single answer stays cached in a plan or a buffer.
const REQUESTS = [
  { period: 'Mughal', metal: 'silver' },
  { period: 'British India', kind: 'coin' },
  { metal: 'gold', grade_band: 'extra_fine' },
  { period: 'Princely States', metal: 'copper' },
  { kind: 'note', grade_band: 'uncirculated' },
  { metal: 'silver', year_from: 1800, year_to: 1947 },
] as const;

const growCatalogue = `
  with periods as (select array['Ancient', 'Kushan', 'Gupta', 'Sultanate', 'Mughal', 'Maratha', 'Princely States',
                                'East India Company', 'British India', 'Republic of India'] as v),
       metals as (select array['gold', 'silver', 'copper', 'bronze', 'nickel', 'cupro-nickel', 'aluminium', 'steel'] as v),
       grades as (select array['G', 'VG', 'F', 'VF', 'XF', 'AU', 'UNC', 'Proof'] as v),
       rows as (
         insert into public.collectibles (type, name, slug, description, price, status, category_id, created_at,
                                          period, metal, grade, year_ad, weight_g, diameter_mm, denomination)
         select case when i % 6 = 0 then 'note' else 'coin' end,
                'Bench ' || (array['Silver Rupee', 'Gold Mohur', 'Copper Paisa', 'Half Anna', 'Fanam', 'Dinar'])[1 + i % 6]
                  || ' ' || i,
                'bench-facet-' || i,
                'Condition: Very Fine.\\n\\nHistorical Context: struck at mint ' || md5(i::text) || '.',
                100 + (i * 37) % 450000,
                (array['available', 'sold', 'unavailable', null])[1 + i % 4],
                (select id from public.categories order by name limit 1 offset (i % 8)),
                now() - make_interval(mins => i),
                (select v from periods)[1 + i % 10],
                case when i % 6 = 0 then 'paper' else (select v from metals)[1 + (i / 10) % 8] end,
                (select v from grades)[1 + (i / 7) % 8],
                1500 + i % 520,
                round((1 + (i % 3000) / 100.0)::numeric, 2),
                15 + i % 30,
                'Rupee'
           from generate_series(1, ${ROWS}) i
         returning id)
  insert into public.collectible_images (collectible_id, image_url, "order")
  select id, 'https://example.com/' || id || '/' || n || '.jpg', n - 1 from rows, generate_series(1, 3) n`;

const { root, remove } = benchRoot('supabase-local-bench-facets');
const server = await startServer({ projectDir, port: 0, dataDir: join(root, 'data'), reset: true, log: () => {} });
const { pool } = server.ctx;
try {
  console.log(`Growing the demo catalogue by ${ROWS.toLocaleString('en')} listings (3 photos each)…`);
  await pool.query(growCatalogue);
  await pool.query('vacuum analyze');
  const total = (await pool.query<{ n: string }>('select count(*) as n from public.collectibles')).rows[0]!.n;

  const headers = { apikey: server.ctx.anonKey, 'Content-Type': 'application/json' };
  const args = (i: number) => ({ ...REQUESTS[i % REQUESTS.length], sort: 'newest', page: 1, page_size: 12 });
  const viaRest = async (i: number) => {
    const res = await fetch(`${server.url}/rest/v1/rpc/catalogue_facets_page`, {
      method: 'POST',
      headers,
      body: JSON.stringify(args(i)),
    });
    if (res.status >= 300) throw new Error(`RPC answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const asAnon = async (i: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin read only');
      await client.query('set local role anon');
      await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      await client.query(
        'select public.catalogue_facets_page(period => $1, metal => $2, kind => $3, grade_band => $4, year_from => $5, year_to => $6)',
        [
          ...['period', 'metal', 'kind', 'grade_band', 'year_from', 'year_to'].map(
            (k) => (args(i) as Record<string, unknown>)[k] ?? null,
          ),
        ],
      );
      await client.query('rollback');
    } finally {
      client.release();
    }
  };

  const sample = (await viaRest(0)) as { total: number; items: unknown[]; facets: Record<string, unknown[]> };
  console.log(
    `${total} listings. Sample (period=Mughal, metal=silver): total ${sample.total}, ${sample.items.length} items, ` +
      `${Object.entries(sample.facets)
        .map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : 'range'}`)
        .join(', ')}\n`,
  );

  const [rest, anon] = await measureInterleaved(TIMING, viaRest, asAnon);
  console.log(`${ITERATIONS} first pages with two facets each, interleaved      p50        p95`);
  console.log(`/rest/v1/rpc/catalogue_facets_page as anon (HTTP)   ${fmt(rest!)}`);
  console.log(`same call, direct, as anon (RLS)                    ${fmt(anon!)}`);
  console.log(`target: p95 ≤ 50 ms → ${rest![1] <= 50 ? 'MET' : 'NOT MET'}`);
  // Per pair of facets (HTTP), to see which choice costs most.
  for (const [r, request] of REQUESTS.entries()) {
    const [one] = await measureInterleaved(TIMING, (i) => viaRest(r + i * REQUESTS.length));
    console.log(`  ${JSON.stringify(request).padEnd(48)} ${fmt(one!)}`);
  }

  console.log(`\nPlan of the function's statement (auto_explain, as anon, period=Mughal, metal=silver):`);
  console.log((await explainAsAnon(pool)).replace(/^/gm, '  '));
} finally {
  await server.close();
  remove();
}

/** The nested statement's plan: auto_explain reports it to the client as a NOTICE. */
async function explainAsAnon(p: typeof pool): Promise<string> {
  const client = await p.connect();
  const plans: string[] = [];
  const onNotice = (notice: { message?: string }) => {
    if (notice.message?.includes('Query Text')) plans.push(notice.message);
  };
  client.on('notice', onNotice);
  try {
    await client.query(`load 'auto_explain'`);
    await client.query('begin read only');
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_analyze = on',
      'auto_explain.log_timing = off',
      `auto_explain.log_level = 'notice'`,
    ]) {
      await client.query(`set local ${setting}`);
    }
    await client.query('set local role anon');
    await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    await client.query(`select public.catalogue_facets_page(period => 'Mughal', metal => 'silver')`);
    await client.query('rollback');
  } finally {
    client.off('notice', onNotice);
    client.release();
  }
  const nested = plans.find((p) => p.includes('with filtered as')) ?? plans[0] ?? '(no plan reported)';
  return nested.replace(/Query Text:[\s\S]*?\n(?=\S)/, '');
}
