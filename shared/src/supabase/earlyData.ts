/**
 * A page's data, asked for ahead of the app. The shell's first, inline script (shell
 * src/startup/earlyStartup.ts) knows the page being opened; when it is one that reads one row by
 * its address (a listing), it makes that page's query itself, with the anon key, as soon as the
 * runtime config has arrived: the row then downloads while the JavaScript does, instead of after it.
 * The one data client (client.ts, getSupabase) answers the page's identical request from it: once,
 * while fresh, and only for a request it would have made with the anon key too (a visitor signed in
 * reads with their own token, and may see more).
 *
 * No imports: the shell's build reads this module in Node, and `earlyQueryUrl` is serialized into
 * the page.
 */

/** Where the page script leaves its data requests (a window property). */
export const EARLY_DATA_KEY = '__sikkaEarlyData';

/** How long a row read ahead may stand in for the page's own read. */
export const EARLY_DATA_FRESH_MS = 10_000;

/**
 * One PostgREST query, as the page's data-access function makes it: the table and its search
 * parameters in order, `{slug}` standing for the address's last segment. A unit test of each
 * function holds it to the request postgrest-js builds.
 */
export interface EarlyQuery {
  table: string;
  params: readonly (readonly [string, string])[];
}

export type EarlyData = Record<string, { response: Promise<Response>; at: number }>;

/** The query's URL at `supabaseUrl` for `slug`. Self-contained: serialized into the page script. */
export function earlyQueryUrl(supabaseUrl: string, query: EarlyQuery, slug: string): string {
  const url = new URL(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/${query.table}`);
  for (const [name, value] of query.params) url.searchParams.append(name, value.split('{slug}').join(slug));
  return url.href;
}

/** The response the page script has for `url`, once (later reads fetch), if it is still fresh. */
export function takeEarlyData(url: string, now = performance.now()): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_DATA_KEY] as EarlyData | undefined;
  const entry = early?.[url];
  if (!entry) return undefined;
  delete early[url];
  return now - entry.at <= EARLY_DATA_FRESH_MS ? entry.response : undefined;
}
