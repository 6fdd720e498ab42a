import type pg from 'pg';

// EXPLAIN of the home search (spec §7: name or description ILIKE, newest first, a page of 12, exact count)
// as the anon role, over a catalogue grown to 20,000 listings inside a transaction that is rolled back.

export const SEARCH_ROWS = 20_000;

const growCatalogue = `
  insert into public.collectibles (type, name, slug, description, price, status, category_id, created_at)
  select case when i % 4 = 0 then 'note' else 'coin' end,
         (array['Mughal', 'British India', 'Hyderabad', 'Travancore', 'Mysore', 'Gupta', 'Kushan', 'Republic', 'Bikaner',
                'Baroda', 'Jaipur', 'Gwalior', 'Kutch'])[1 + i % 13]
           || ' ' || (array['Silver Rupee', 'Gold Mohur', 'Copper Paisa', 'Half Anna', 'Fanam', 'Dinar', 'Ten Rupee Note',
                            'Quarter Anna', 'Pagoda', 'Kasu', 'Nazarana Rupee', 'Kori', 'Chuckram', 'Drachm', 'Dam'])[1 + (i / 13) % 15]
           || ' ' || (1700 + i % 300),
         'bench-listing-' || i,
         'Condition: ' || (array['Very Fine', 'Extremely Fine', 'About Uncirculated', 'Fine'])[1 + i % 4]
           || E' with original toning.\\n\\nHistorical Context: Struck at mint ' || md5(i::text) || ' during the reign of '
           || (array['Akbar', 'Jahangir', 'Shah Jahan', 'Aurangzeb', 'Tipu Sultan', 'Queen Victoria', 'George V', 'George VI'])[1 + i % 8] || '.',
         100 + (i * 37) % 450000,
         (array['available', 'sold', 'unavailable', null])[1 + i % 4],
         (select id from public.categories order by name limit 1 offset (i % 8)),
         now() - make_interval(mins => i)
    from generate_series(1, ${SEARCH_ROWS}) i`;

export const searchSql = (term: string) => `
  select id, name, price, status from public.collectibles
   where name ilike '%${term}%' or description ilike '%${term}%'
   order by created_at desc limit 12`;
export const countSql = (term: string) =>
  `select count(*) from public.collectibles where name ilike '%${term}%' or description ilike '%${term}%'`;

async function explainAsAnon(client: pg.PoolClient, sql: string): Promise<string> {
  await client.query(`set local role anon`);
  await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`);
  await client.query('reset role');
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export interface SearchPlans {
  /** With the migration's `using (true)` select policy. */
  page: string;
  count: string;
  /** The same search under a non-trivial select policy (seq scans disabled), to show why the policy is trivially true. */
  pageWithFilteringPolicy: string;
}

export async function explainSearch(pool: pg.Pool, term: string): Promise<SearchPlans> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(growCatalogue);
    // A catalogue that grew over time has its GIN pending lists merged by autovacuum; a bulk insert has not,
    // and an unmerged list makes the index look expensive. Merge them as autovacuum would, then analyze.
    await client.query(`select gin_clean_pending_list('public.collectibles_name_trgm_idx'::regclass),
                               gin_clean_pending_list('public.collectibles_description_trgm_idx'::regclass)`);
    await client.query('analyze public.collectibles');
    const page = await explainAsAnon(client, searchSql(term));
    const count = await explainAsAnon(client, countSql(term));
    await client.query(`drop policy "Listings are public" on public.collectibles`);
    await client.query(
      `create policy "Listings except hidden" on public.collectibles for select to anon using (status is distinct from 'hidden')`,
    );
    // Seq scans switched off: the trigram indexes stay unused because the planner may not use them, not
    // because it judged them slower (a non-leakproof ILIKE cannot run ahead of a real security qual).
    await client.query('set local enable_seqscan = off');
    const pageWithFilteringPolicy = await explainAsAnon(client, searchSql(term));
    return { page, count, pageWithFilteringPolicy };
  } finally {
    await client.query('rollback');
    client.release();
  }
}
