import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db } from './support/clients.ts';
import { explainSearch, SEARCH_ROWS, type SearchPlans } from './support/search-plan.ts';

// The home search must stay fast as the catalogue grows: as anon, under RLS, its ILIKE must use the trigram
// indexes. (Plans recorded in EXPLAIN.md; regenerate with `pnpm explain:search`.)

let plans: SearchPlans;
beforeAll(async () => {
  plans = await explainSearch(db(), 'travancore pagoda');
}, 120_000);

describe(`home search over ${SEARCH_ROWS} listings, as anon`, () => {
  it('finds listings by name or description, case-insensitively, through the API', async () => {
    const { data, count, error } = await anonClient()
      .from('collectibles')
      .select('slug', { count: 'exact' })
      .or('name.ilike.%PIG%,description.ilike.%LOOKED LIKE A PIG%');
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(data?.map((l) => l.slug)).toContain('1911-george-v-pig-rupee');
  });

  it('uses both trigram indexes for a page of results and for the exact count', async () => {
    for (const plan of [plans.page, plans.count]) {
      expect(plan).toContain('Bitmap Index Scan on collectibles_name_trgm_idx');
      expect(plan).toContain('Bitmap Index Scan on collectibles_description_trgm_idx');
      expect(plan).not.toContain('Seq Scan');
    }
  });

  it('would lose the indexes under a filtering select policy (why the public policy is `using (true)`)', async () => {
    expect(plans.pageWithFilteringPolicy).not.toContain('trgm_idx');
  });

  it('leaves the demo catalogue as it was', async () => {
    const { rows } = await db().query<{ n: number }>(
      `select count(*)::int as n from public.collectibles where slug like 'bench-listing-%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
