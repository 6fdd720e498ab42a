import type { PostgrestClient } from '@supabase/postgrest-js';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { RuntimeConfig } from './runtimeConfig';

/** The whole supabase-js client: auth, storage, realtime and functions (`loadSupabase()`). */
export type SikkaSupabaseClient = SupabaseClient<Database>;
/** Tables and database functions (`getSupabase()`): supabase-js's `from` and `rpc`, the same builder. */
export type SikkaDataClient = PostgrestClient<Database>;

type Config = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

// Kept on globalThis, not only in this module: if federation ever loaded two copies of this package,
// two GoTrue clients would fight over the same stored session. One client per page, whatever happens.
const DATA_KEY = Symbol.for('sikka.supabase.data');
const CLIENT_KEY = Symbol.for('sikka.supabase.client');
const CONFIG_KEY = Symbol.for('sikka.supabase.config');
const LOADED_KEY = Symbol.for('sikka.supabase.loaded');
const REALTIME_KEY = Symbol.for('sikka.supabase.realtime');
type Slots = {
  [DATA_KEY]?: SikkaDataClient;
  [CLIENT_KEY]?: Promise<SikkaSupabaseClient>;
  [CONFIG_KEY]?: Config;
  [LOADED_KEY]?: Set<(client: SikkaSupabaseClient) => void>;
  [REALTIME_KEY]?: Promise<RealtimeSource>;
};
const slots = globalThis as Slots;

/**
 * The promise kept under `key`, or `load()` kept there: once per page, whoever asks first. A failed
 * fetch of the code (offline) is not kept, so the next need tries again.
 */
function once<T>(key: typeof CLIENT_KEY | typeof REALTIME_KEY, load: () => Promise<T>): Promise<T> {
  const kept = slots as Record<typeof key, Promise<T> | undefined>;
  const existing = kept[key];
  if (existing) return existing;
  const loading = load();
  kept[key] = loading;
  loading.catch(() => {
    if (kept[key] === loading) delete kept[key];
  });
  return loading;
}

function config(caller: string): Config {
  const current = slots[CONFIG_KEY];
  if (!current) throw new Error(`${caller} called before configureSupabase(): load the runtime config first`);
  return current;
}

/** Sets the backend the one client talks to. Must run before the first `getSupabase()`. */
export function configureSupabase(next: Config): void {
  const current = slots[CONFIG_KEY];
  if (
    (slots[DATA_KEY] || slots[CLIENT_KEY]) &&
    current &&
    (current.supabaseUrl !== next.supabaseUrl || current.supabaseAnonKey !== next.supabaseAnonKey)
  ) {
    console.warn('[sikka] configureSupabase called after the client was created; keeping the first configuration');
    return;
  }
  slots[CONFIG_KEY] = { supabaseUrl: next.supabaseUrl, supabaseAnonKey: next.supabaseAnonKey };
}

export function isSupabaseConfigured(): boolean {
  return slots[CONFIG_KEY] !== undefined;
}

const baseUrl = ({ supabaseUrl }: Config) => supabaseUrl.replace(/\/+$/, '');

/** Where supabase-js keeps the session (its default key, named here so both sides agree on it). */
export function authStorageKey({ supabaseUrl } = config('authStorageKey()')): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

// What GoTrue puts in a redirect back to the site (an implicit grant or its error); a PKCE code is
// only acted on with a stored code verifier, which mayHaveSession finds in storage.
const AUTH_PARAMS = ['access_token', 'error', 'error_description', 'error_code'];

/**
 * Whether auth has anything to find at start: a stored session (or PKCE code verifier) under the
 * client's storage key, or a grant in the URL. When not, the visitor is signed out and the auth code
 * need not arrive until they sign in.
 */
export function mayHaveSession(): boolean {
  if (slots[CLIENT_KEY]) return true;
  // The shop's server renders for visitors: it reads with the anon key and holds no session.
  if (typeof window === 'undefined') return false;
  const key = authStorageKey();
  try {
    for (let index = 0; index < localStorage.length; index++) if (localStorage.key(index)?.startsWith(key)) return true;
  } catch {
    return true; // storage unreadable: let supabase-js decide
  }
  const params = new URLSearchParams(`${location.search.slice(1)}&${location.hash.slice(1)}`);
  return AUTH_PARAMS.some((name) => params.has(name));
}

/**
 * The whole supabase-js client, created once on first need (a stored session, a sign-in, an upload,
 * a live update, an AI draft). Its code is not part of a page's first load: a visitor without a
 * session reads the shop through `getSupabase()` alone.
 */
export function loadSupabase(): Promise<SikkaSupabaseClient> {
  return once(CLIENT_KEY, () => {
    const settings = config('loadSupabase()');
    return import(/* webpackChunkName: "supabase-client" */ '@supabase/supabase-js').then(({ createClient }) => {
      const client = createClient<Database>(settings.supabaseUrl, settings.supabaseAnonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          storageKey: authStorageKey(settings),
        },
      });
      for (const listener of slots[LOADED_KEY] ?? []) listener(client);
      slots[LOADED_KEY]?.clear();
      return client;
    });
  });
}

/** Calls back once the whole client exists, whoever needed it first (at once if it already does). */
export function onSupabaseLoaded(listener: (client: SikkaSupabaseClient) => void): void {
  const existing = slots[CLIENT_KEY];
  if (existing) {
    void existing.then(listener, () => onSupabaseLoaded(listener));
    return;
  }
  slots[LOADED_KEY] ??= new Set();
  slots[LOADED_KEY].add(listener);
}

/** The session's access token, without fetching the auth code when there is no session to read. */
export async function accessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const client = await loadSupabase();
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * The one data client: PostgREST with the headers supabase-js sends (the anon key, and the session's
 * token or else the key as the bearer). It is postgrest-js itself, the builder supabase-js's own
 * `from`/`rpc` return, so queries read and type the same.
 *
 * postgrest-js (5 kB gzip) is not part of a page's first load (issue 52): a page the server rendered
 * hydrates with the data it was sent and asks nothing. Its code is fetched on the first query; until it
 * has arrived, `from`, `rpc` and `schema` answer a stand-in that notes the builder's calls and makes the
 * real query when awaited (deferredBuilder). Once it is here they answer postgrest-js's own builders.
 */
export function getSupabase(): SikkaDataClient {
  const existing = slots[DATA_KEY];
  if (existing) return existing;
  const settings = config('getSupabase()');
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', settings.supabaseAnonKey);
    if (!headers.has('Authorization'))
      headers.set('Authorization', `Bearer ${(await accessToken()) ?? settings.supabaseAnonKey}`);
    return fetch(input, { ...init, headers });
  };
  let real: SikkaDataClient | undefined;
  let loading: Promise<SikkaDataClient> | undefined;
  const load = () => {
    loading ??= import(/* webpackChunkName: "postgrest" */ '@supabase/postgrest-js').then(
      ({ PostgrestClient }) => (real = new PostgrestClient<Database>(`${baseUrl(settings)}/rest/v1`, { fetch: fetchWithAuth })),
    );
    // A failed fetch of the code (offline) is not kept: the next query tries again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const start =
    (method: 'from' | 'rpc' | 'schema') =>
    (...args: unknown[]): unknown =>
      real ? (real[method] as (...a: unknown[]) => unknown)(...args) : deferredBuilder(load, [[method, args]]);
  const client = { from: start('from'), rpc: start('rpc'), schema: start('schema') } as unknown as SikkaDataClient;
  // On the shop's server the code is read from disk at once: its first render need not wait for it.
  if (typeof window === 'undefined') void load().catch(() => {});
  slots[DATA_KEY] = client;
  return client;
}

type Call = [method: PropertyKey, args: unknown[]];

/**
 * What `from(…)`, `rpc(…)` or `schema(…)` answer before postgrest-js has loaded: every method call on it
 * is noted and answers the same stand-in (postgrest-js's filters and modifiers change the builder and
 * answer it too), and awaiting it loads the client, replays the calls on it and awaits the real builder,
 * which makes the request. A builder is awaited once, as postgrest-js's is (each `then` makes a request).
 */
function deferredBuilder(load: () => Promise<SikkaDataClient>, calls: Call[]): unknown {
  const replay = (client: SikkaDataClient) =>
    calls.reduce<unknown>(
      (target, [method, args]) => (target as Record<PropertyKey, (...a: unknown[]) => unknown>)[method]!(...args),
      client,
    );
  const stand: object = new Proxy(
    {},
    {
      get(_, property) {
        if (property === 'then')
          return (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
            load()
              .then((client) => replay(client) as PromiseLike<unknown>)
              .then(onFulfilled, onRejected);
        if (typeof property === 'symbol') return undefined;
        return (...args: unknown[]) => {
          calls.push([property, args]);
          return stand;
        };
      },
    },
  );
  return stand;
}

/**
 * What a Storage REST call made without supabase-js needs, as supabase-js would send it (an upload with
 * progress, @sikka/shared/upload): the Storage URL, the anon key, and the session's token or else the key.
 */
export async function storageAuth(): Promise<{ storageUrl: string; apikey: string; bearer: string }> {
  const settings = config('storageAuth()');
  return {
    storageUrl: `${baseUrl(settings)}/storage/v1`,
    apikey: settings.supabaseAnonKey,
    bearer: (await accessToken()) ?? settings.supabaseAnonKey,
  };
}

/** A public bucket's object URL, exactly as storage-js `getPublicUrl(path)` writes it. */
export function publicObjectUrl(bucket: string, path: string): string {
  return encodeURI(`${baseUrl(config('publicObjectUrl()'))}/storage/v1/object/public/${bucket}/${path.replace(/^\/+/, '')}`);
}

/** What a live update needs of a client: supabase-js's, or realtime-js's own. */
export type RealtimeSource = Pick<SikkaSupabaseClient, 'channel' | 'removeChannel'>;

/**
 * The client live updates join through. With a session (or once the whole client exists) it is the
 * whole client, whose realtime carries the user's token. A visitor without one gets realtime-js alone
 * (about 17 kB gzip instead of supabase-js's 57), which joins with the anon key as supabase-js would.
 */
function loadRealtime(): Promise<RealtimeSource> {
  if (mayHaveSession()) return loadSupabase();
  return once(REALTIME_KEY, () => {
    const settings = config('openChannel()');
    return import(/* webpackChunkName: "realtime-client" */ '@supabase/realtime-js').then(
      ({ RealtimeClient }) =>
        new RealtimeClient(`${baseUrl(settings).replace(/^http/, 'ws')}/realtime/v1`, {
          params: { apikey: settings.supabaseAnonKey },
          accessToken: async () => settings.supabaseAnonKey,
        }) as unknown as RealtimeSource,
    );
  });
}

/**
 * A realtime channel, made once its client has loaded (`make` joins it). The answer leaves the
 * channel, or keeps it from being made when called first. Live updates are a bonus to a page that has
 * already read its data: if the client cannot load, the page goes on without them.
 */
export function openChannel(make: (client: RealtimeSource) => RealtimeChannel): () => void {
  let closed = false;
  let leave = () => {};
  loadRealtime().then(
    (client) => {
      if (closed) return;
      const channel = make(client);
      leave = () => void client.removeChannel(channel);
    },
    (error: unknown) => console.warn('[sikka] no live updates: the realtime client did not load', error),
  );
  return () => {
    closed = true;
    leave();
  };
}
