/**
 * The rows the page writer reads (pageHead.ts): one by slug, or the newest posts, through PostgREST
 * with the anon key, kept briefly so a popular page asks the API once a minute, not once a request.
 */
import type { PostView } from './firstViewHtml';

export type Row = Record<string, unknown> & { slug: string };

export interface Backend {
  url: string;
  key: string;
}

export interface ReadOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** One row by slug through PostgREST, or null when there is none. Throws when the API does not answer well. */
export async function fetchRow(
  backend: Backend,
  kind: { table: string; select: string },
  slug: string,
  { fetchImpl = fetch, timeoutMs = 2000 }: ReadOptions = {},
): Promise<Row | null> {
  const select = encodeURIComponent(kind.select.replace(/\s+/g, ''));
  const url = `${backend.url.replace(/\/$/, '')}/rest/v1/${kind.table}?select=${select}&slug=eq.${encodeURIComponent(slug)}&limit=1`;
  const response = await fetchImpl(url, {
    headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${kind.table}: HTTP ${response.status}`);
  const rows: unknown = await response.json();
  return Array.isArray(rows) ? ((rows[0] as Row | undefined) ?? null) : null;
}

/** Results by key for `ttlMs` (failures for `failureTtlMs`); concurrent asks share one request. */
export type Outcome<Value> = { row: Value; error?: undefined } | { row?: undefined; error: unknown };

export interface BriefCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export function briefCache({ ttlMs, failureTtlMs, maxEntries = 1000, now = Date.now }: BriefCacheOptions) {
  const entries = new Map<string, { expires: number; result: Promise<Outcome<unknown>> }>();
  return <Value>(key: string, load: () => Promise<Value>): Promise<Outcome<Value>> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.result as Promise<Outcome<Value>>;
    entries.delete(key);
    const entry: { expires: number; result: Promise<Outcome<unknown>> } = {
      expires: Number.POSITIVE_INFINITY,
      result: Promise.resolve({ error: null }),
    };
    entry.result = load().then(
      (row): Outcome<unknown> => {
        entry.expires = now() + ttlMs;
        return { row };
      },
      (error: unknown): Outcome<unknown> => {
        entry.expires = now() + failureTtlMs;
        return { error };
      },
    );
    entries.set(key, entry);
    // Oldest first: a crawler walking many slugs cannot grow the cache without bound.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return entry.result as Promise<Outcome<Value>>;
  };
}

/** The newest posts for the blog list's first view, or [] when the API does not answer well. */
export async function fetchNewestPosts(
  backend: Backend,
  count: number,
  { fetchImpl = fetch, timeoutMs = 2000 }: ReadOptions = {},
): Promise<PostView[]> {
  const url = `${backend.url.replace(/\/$/, '')}/rest/v1/blog_posts?select=title,slug,excerpt,cover_image,created_at,content&order=created_at.desc&limit=${count}`;
  const response = await fetchImpl(url, {
    headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`blog_posts: HTTP ${response.status}`);
  const rows: unknown = await response.json();
  return Array.isArray(rows) ? (rows as PostView[]) : [];
}
