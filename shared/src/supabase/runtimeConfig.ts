/** The Supabase CLI's well-known local anon key (public by design; a real deployment sets its own). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * By hand, not zod: this runs before every page's first render, and zod would add ~23 kB for two fields.
 * The shop's facts are settings in the database; a `business` object left in an older file is ignored.
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('config.json is not an object');
  const { supabaseUrl, supabaseAnonKey } = json as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || !/^https?:\/\/\S+$/.test(supabaseUrl))
    throw new Error('supabaseUrl must be an http(s) URL');
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') throw new Error('supabaseAnonKey is required');
  return { supabaseUrl, supabaseAnonKey };
}

/** The embedded Supabase (supabase/local) on :54321 of the host serving the page. */
export function defaultRuntimeConfig(hostname = globalThis.location?.hostname ?? 'localhost'): RuntimeConfig {
  return { supabaseUrl: `http://${hostname}:54321`, supabaseAnonKey: LOCAL_ANON_KEY };
}

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Reads `/config.json` of the page's origin, so one build runs against any backend; a missing or
 * malformed file falls back to the local default (logged). Fetched once for the shell and a standalone remote.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= (async () => {
    const url = new URL('/config.json', globalThis.location?.origin ?? 'http://localhost').href;
    try {
      const response = await fetchImpl(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseRuntimeConfig(await response.json());
    } catch (error) {
      console.info(`[sikka] ${url} not usable (${String(error)}); using the local Supabase default`);
      return defaultRuntimeConfig();
    }
  })();
  return pending;
}

/** Forgets the cached config (tests). */
export function resetRuntimeConfig(): void {
  pending = undefined;
}
