/**
 * The shop's search page as a benchmark: 100,000 listings, a page of 12 matching an ILIKE over name and
 * description in one category, newest first, with count=exact — through /rest/v1 as anon, against the
 * very SQL /rest/v1 generates, run directly on the same database (as the superuser, and as anon in a
 * transaction like the API's). Then EXPLAIN of the anon query under a trivially-true public policy and
 * under a restrictive one, to show when the trigram indexes can be used.
 *
 *   pnpm --filter @sikka/supabase-local bench
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addFilters, parseQuery } from '../src/rest/parse/query.ts';
import { planRead } from '../src/rest/plan.ts';
import { loadSchemaCache, type SchemaCache } from '../src/rest/schema.ts';
import { Sql, readStatement } from '../src/rest/sql.ts';
import { startServer } from '../src/server.ts';
import { runAsRole } from '../src/transaction.ts';
import { LISTINGS_MIGRATION, SEARCH_TERMS } from './listings.ts';
import { benchRoot, fmt, measureInterleaved } from './measure.ts';

const ROWS = 100_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const TIMING = { iterations: ITERATIONS, warmup: 30 };
const ANON_TX = { readOnly: true, searchPath: ['public', 'extensions'] };

const { root, remove } = benchRoot('supabase-local-bench');
const projectDir = join(root, 'project');
mkdirSync(join(projectDir, 'migrations'), { recursive: true });
writeFileSync(join(projectDir, 'config.toml'), 'project_id = "bench"\n[api]\nmax_rows = 1000\n');
writeFileSync(join(projectDir, 'migrations', '20240101000000_listings.sql'), LISTINGS_MIGRATION);

const server = await startServer({ projectDir, port: 0, dataDir: join(root, 'data'), log: () => {} });
const { pool } = server.ctx;
try {
  console.log(`Generating ${ROWS.toLocaleString('en')} listings…`);
  await pool.query('select public.generate_listings($1)', [ROWS]);
  // As autovacuum would: merges the GIN pending lists and gathers statistics, so plans are realistic.
  await pool.query('vacuum analyze');
  const cache = await loadSchemaCache(pool, ['public']);

  const path = (term: string, category: number, table = 'listings') =>
    `/rest/v1/${table}?select=id,name,price,created_at&or=(name.ilike.*${term}*,description.ilike.*${term}*)` +
    `&category_id=eq.${category}&order=created_at.desc&limit=12`;
  const request = (i: number) => path(SEARCH_TERMS[i % SEARCH_TERMS.length]!, (i % 8) + 1);
  const headers = { apikey: server.ctx.anonKey, Prefer: 'count=exact' };

  const viaRest = async (i: number) => {
    const res = await fetch(`${server.url}${request(i)}`, { headers });
    if (res.status >= 300) throw new Error(`REST answered ${res.status}: ${await res.text()}`);
    await res.text();
  };
  const asSuperuser = async (i: number) => {
    const { text, params } = generatedSql(cache, request(i));
    await pool.query(text, params);
  };
  const asAnon = async (i: number) => {
    const { text, params } = generatedSql(cache, request(i));
    await runAsRole(pool, { role: 'anon' }, (client) => client.query(text, params), ANON_TX);
  };

  const viaRpc = async (i: number) => {
    const term = SEARCH_TERMS[i % SEARCH_TERMS.length]!;
    const res = await fetch(`${server.url}/rest/v1/rpc/search_listings?term=${term}&category=${(i % 8) + 1}`, { headers });
    if (res.status >= 300) throw new Error(`RPC answered ${res.status}: ${await res.text()}`);
    await res.text();
  };

  const sample = await fetch(`${server.url}${path('mohur', 3)}`, { headers });
  console.log(
    `Sample: ${sample.status}, Content-Range ${sample.headers.get('content-range')}, ${(await sample.json()).length} rows`,
  );
  console.log(`SQL: ${generatedSql(cache, path('mohur', 3)).text}\n`);

  const [rest, superuser, anon, rpc] = await measureInterleaved(TIMING, viaRest, asSuperuser, asAnon, viaRpc);
  console.log(`${ITERATIONS} searches each, interleaved      p50        p95`);
  console.log(`/rest/v1 as anon (HTTP)           ${fmt(rest)}`);
  console.log(`same SQL, direct, as postgres     ${fmt(superuser)}`);
  console.log(`same SQL, direct, as anon (RLS)   ${fmt(anon)}`);
  console.log(`/rest/v1/rpc/search_listings      ${fmt(rpc)}   (SECURITY DEFINER, for comparison)`);
  console.log(`ratio /rest/v1 : direct postgres  ${ratio(rest, superuser)}`);
  console.log(`ratio /rest/v1 : direct anon      ${ratio(rest, anon)}`);
  console.log(`ratio rpc : direct postgres       ${ratio(rpc, superuser)}`);

  // A rare term (part of a lot code), where the trigram indexes are the best plan when they may be used.
  for (const table of ['listings', 'guarded_listings']) {
    const { text, params } = generatedSql(cache, path('a1b2', 3, table), table);
    const plan = await runAsRole(
      pool,
      { role: 'anon' },
      async (client) => {
        const { rows } = await client.query(`explain (analyze, costs off, timing off, summary off) ${text}`, params);
        return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      },
      ANON_TX,
    );
    const policy = table === 'listings' ? 'using (true)' : 'using (active)';
    console.log(`\nEXPLAIN ANALYZE as anon, ${table} with policy ${policy}:`);
    console.log(plan.replace(/^/gm, '  '));
    console.log(`→ trigram index ${/_trgm/.test(plan) ? 'USED' : 'NOT used'}`);
  }
} finally {
  await server.close();
  remove();
}

/** Exactly the statement /rest/v1 builds for `path` (same parser, planner and SQL builder). */
function generatedSql(cache: SchemaCache, path: string, table = 'listings'): { text: string; params: unknown[] } {
  const tree = parseQuery(new URL(`http://bench${path}`).searchParams);
  addFilters(tree, tree.unreserved);
  const relation = cache.relations.get(`public.${table}`)!;
  const node = planRead(cache, tree, { name: table, relation, columns: relation.columns });
  const sql = new Sql();
  const text = readStatement(sql, node, {
    from: `"public"."${table}" AS "t0"`,
    count: {},
    singular: false,
    stripNulls: false,
    rootFilters: true,
  });
  return { text, params: sql.params };
}

function ratio(a: number[], b: number[]): string {
  return `${(a[0]! / b[0]!).toFixed(2)}x     ${(a[1]! / b[1]!).toFixed(2)}x`;
}
