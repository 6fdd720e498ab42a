import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSupabase } from '@sikka/shared/supabase';
import { fetchNewestFirstPage } from './newestFirstPage';
import { fetchPromoCodePage, promoCodeSearchFilter } from './promoCodes/admin';
import { fetchSellerSubmissionPage, submissionSearchFilter } from './sellerSubmissions/admin';

configureSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' });

/** Answers every request with `rows` and a Content-Range naming `total`; keeps the requests. */
function restServer(rows: unknown[], total: number) {
  const requests: { url: URL; prefer: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: new URL(String(input)), prefer: new Headers(init?.headers).get('Prefer') });
    return new Response(JSON.stringify(rows), {
      headers: { 'Content-Type': 'application/json', 'Content-Range': `0-${rows.length - 1}/${total}` },
    });
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchNewestFirstPage (spec §7 "read all, newest first")', () => {
  it('reads one page, newest first with ties by id, searched by the filter, and counts the matches', async () => {
    const requests = restServer([{ id: 'b' }, { id: 'a' }], 27);
    const page = await fetchNewestFirstPage('promo_codes', { filter: 'code.ilike.*DIWALI*', page: 3, pageSize: 12 });
    expect(page).toEqual({ rows: [{ id: 'b' }, { id: 'a' }], count: 27 });
    const [{ url, prefer }] = requests as [{ url: URL; prefer: string | null }];
    expect(url.pathname).toBe('/rest/v1/promo_codes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: '*',
      or: '(code.ilike.*DIWALI*)',
      order: 'created_at.desc,id.desc',
      offset: '24',
      limit: '12',
    });
    expect(prefer).toContain('count=exact');
  });

  it('reads every row without a filter', async () => {
    const requests = restServer([], 0);
    expect(await fetchNewestFirstPage('seller_submissions', { filter: null, page: 1, pageSize: 12 })).toEqual({
      rows: [],
      count: 0,
    });
    expect(requests[0]!.url.searchParams.has('or')).toBe(false);
  });

  it('is the read behind the promo code and seller submission lists, each with its own search rule', async () => {
    const requests = restServer([], 0);
    await fetchPromoCodePage({ query: '25%', page: 1 });
    await fetchSellerSubmissionPage({ query: 'Ravi', page: 2 });
    expect(requests.map(({ url }) => [url.pathname, url.searchParams.get('or'), url.searchParams.get('offset')])).toEqual([
      ['/rest/v1/promo_codes', `(${promoCodeSearchFilter('25%')})`, '0'],
      ['/rest/v1/seller_submissions', `(${submissionSearchFilter('Ravi')})`, '12'],
    ]);
  });
});
