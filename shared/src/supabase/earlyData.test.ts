import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page script's read of a listing (shell earlyStartup.ts) stands in for the page's own: the same
// URL, once, while fresh, and only for a visitor who would have read with the anon key too.
const session = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('@supabase/supabase-js', () => ({
  createClient: () => ({
    auth: {
      getSession: async () => ({ data: { session: session.token ? { access_token: session.token } : null }, error: null }),
    },
  }),
}));

const { configureSupabase } = await import('./client');
const { EARLY_DATA_FRESH_MS, EARLY_DATA_KEY, earlyQueryUrl } = await import('./earlyData');
const { fetchCollectibleBySlug, fetchCollectibleSummary } = await import('../domain/collectibles/api');
const { LISTING_BY_SLUG_QUERY } = await import('../domain/collectibles/queries');
const { fetchBlogPostBySlug } = await import('../domain/blogPosts/api');
const { BLOG_POST_BY_SLUG_QUERY } = await import('../domain/blogPosts/queries');

const API = 'http://127.0.0.1:54321';
const ROW = { id: 'c1', slug: 'kushan-vasudeva-gold-dinar', name: 'Kushan Vasudeva I Gold Dinar', images: [], category: null };
const network = vi.fn(async () => Response.json([{ ...ROW, name: 'from the network' }]));
const early = () => (globalThis as Record<string, unknown>)[EARLY_DATA_KEY] as Record<string, unknown>;

/** What the page script leaves for `slug`: its response (a row), made `age` ms ago. */
function readAhead(slug: string, { age = 0, response = Promise.resolve(Response.json([ROW])) } = {}) {
  (globalThis as Record<string, unknown>)[EARLY_DATA_KEY] = {
    [earlyQueryUrl(API, LISTING_BY_SLUG_QUERY, slug)]: { response, at: performance.now() - age },
  };
}

configureSupabase({ supabaseUrl: API, supabaseAnonKey: 'anon-key' });

beforeEach(() => {
  vi.stubGlobal('fetch', network);
  network.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  session.token = null;
  delete (globalThis as Record<string, unknown>)[EARLY_DATA_KEY];
});

describe('earlyQueryUrl', () => {
  it.each(['kushan-vasudeva-gold-dinar', 'akbar rupee & co', 'सिक्का', 'a{slug}b'])(
    'writes the URL postgrest-js requests for fetchCollectibleBySlug(%j)',
    async (slug) => {
      await fetchCollectibleBySlug(slug);
      const [url] = network.mock.calls.at(-1) as unknown as [string];
      expect(earlyQueryUrl(`${API}/`, LISTING_BY_SLUG_QUERY, slug)).toBe(url);
    },
  );
  it('writes the URL postgrest-js requests for fetchBlogPostBySlug', async () => {
    await fetchBlogPostBySlug('the-rupee-through-time');
    const [url] = network.mock.calls.at(-1) as unknown as [string];
    expect(earlyQueryUrl(API, BLOG_POST_BY_SLUG_QUERY, 'the-rupee-through-time')).toBe(url);
  });
});

describe('the data client, given the page script’s read', () => {
  it('answers the listing page’s read from it, once; the next read asks the API', async () => {
    readAhead(ROW.slug);
    await expect(fetchCollectibleBySlug(ROW.slug)).resolves.toEqual(ROW);
    expect(network).not.toHaveBeenCalled();
    expect(early()).toEqual({});
    await expect(fetchCollectibleBySlug(ROW.slug)).resolves.toMatchObject({ name: 'from the network' });
    expect(network).toHaveBeenCalledOnce();
  });

  it('asks the API when the read is no longer fresh, or failed', async () => {
    readAhead(ROW.slug, { age: EARLY_DATA_FRESH_MS + 1 });
    await expect(fetchCollectibleBySlug(ROW.slug)).resolves.toMatchObject({ name: 'from the network' });
    readAhead(ROW.slug, { response: Promise.reject(new TypeError('Failed to fetch')) });
    await expect(fetchCollectibleBySlug(ROW.slug)).resolves.toMatchObject({ name: 'from the network' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('is not used for another request, nor for another slug', async () => {
    readAhead(ROW.slug);
    await fetchCollectibleSummary('c0000000-0000-4000-8000-000000000001');
    await fetchCollectibleBySlug('another-coin');
    expect(network).toHaveBeenCalledTimes(2);
    expect(Object.keys(early())).toHaveLength(1);
  });

  it('is not used for a signed-in visitor, who reads with their own token', async () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"…"}');
    session.token = 'user-token';
    readAhead(ROW.slug);
    await expect(fetchCollectibleBySlug(ROW.slug)).resolves.toMatchObject({ name: 'from the network' });
    const [, init] = network.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer user-token');
  });
});
