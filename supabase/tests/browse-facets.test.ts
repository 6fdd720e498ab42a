import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, unique, type ShopClient } from './support/clients.ts';

// Issue 32, browse with facets: what the home page's one call (catalogue_facets_page) answers, checked
// against plain reads through the API, as anon.

type FacetName = 'category' | 'period' | 'metal' | 'kind' | 'grade_band';
interface FacetPage {
  total: number;
  items: { id: string }[];
  facets: Record<FacetName, { value: string; count: number }[]> & { year: { min: number | null; max: number | null } };
}

let admin: ShopClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function facetsPage(args: Record<string, string | number>): Promise<FacetPage> {
  const { data, error } = await anonClient().rpc('catalogue_facets_page', args);
  expect(error).toBeNull();
  return data as unknown as FacetPage;
}

const COLUMN = { category: 'category_id', period: 'period', metal: 'metal', kind: 'type', grade_band: 'grade_band' } as const;

describe('catalogue_facets_page with a search and a price range', () => {
  it('counts every facet value, and bounds the years, as plain reads of the same filters do', async () => {
    const narrowed = { search: 'rupee', min_price: 500, max_price: 500_000 };
    const page = await facetsPage({ ...narrowed, page_size: 100 });
    const plain = () =>
      anonClient()
        .from('collectibles')
        .select('id, year_ad', { count: 'exact' })
        .or('name.ilike.*rupee*,description.ilike.*rupee*')
        .gte('price', narrowed.min_price)
        .lte('price', narrowed.max_price);
    const all = await plain();
    expect(all.error).toBeNull();
    expect(page.total).toBe(all.count);
    expect(page.total).toBeGreaterThan(0);
    for (const facet of Object.keys(COLUMN) as FacetName[]) {
      expect(page.facets[facet].length, facet).toBeGreaterThan(0);
      for (const { value, count } of page.facets[facet]) {
        const { count: expected } = await plain().eq(COLUMN[facet], value);
        expect(count, `${facet}=${value}`).toBe(expected);
      }
    }
    const years = (all.data ?? []).map((row) => row.year_ad).filter((year): year is number => year !== null);
    expect(page.facets.year).toEqual({ min: Math.min(...years), max: Math.max(...years) });
  });
});

describe('a search by catalogue number', () => {
  it('finds a listing measured against a reference type of that number, however the number is written', async () => {
    const number = String(80000 + Math.floor(Math.random() * 9999));
    const type = await admin
      .from('reference_types')
      .insert({ system: 'KM', number, title: `Facet search type ${number}`, metal: 'silver' })
      .select('id')
      .single();
    expect(type.error).toBeNull();
    const listing = await admin
      .from('collectibles')
      .insert({
        type: 'coin',
        name: 'Reference type search coin',
        slug: unique('facet-type').toLowerCase(),
        description: 'Condition: fine',
        price: 100,
        reference_type_id: type.data!.id,
      })
      .select('id')
      .single();
    expect(listing.error).toBeNull();
    for (const search of [`KM ${number}`, `KM#${number}`, `km-${number}`]) {
      const found = await facetsPage({ search });
      expect(
        found.items.map((item) => item.id),
        search,
      ).toEqual([listing.data!.id]);
      expect(found.total).toBe(1);
    }
  });
});
