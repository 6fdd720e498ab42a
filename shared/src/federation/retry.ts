import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest } from './manifestFetch';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type LoadEntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

/**
 * A remote's server that hiccups (a deploy, a cold CDN edge) should not cost the visitor a page: the
 * runtime retries the manifest (`fetch` hook) and the remoteEntry script (`loadEntryError`). A remote
 * that stays down still fails quickly, to its RemoteSlot's fallback. (@module-federation/retry-plugin
 * supports only the 0.x runtime.)
 */
export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** Wait before the n-th retry is n × delayMs. */
  delayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, delayMs: 250 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries a network error or a 5xx; a 4xx (wrong URL) will not heal by itself. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retries, delayMs }: RetryOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    if (init.signal?.aborted) throw init.signal.reason; // given up on: no more attempts
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(delayMs * (attempt + 1));
  }
}

async function reloadEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  { retries, delayMs }: RetryOptions,
): Promise<RemoteEntryExports | undefined> {
  for (let attempt = 1; attempt <= retries; attempt++) {
    await wait(delayMs * attempt);
    // The runtime keeps the failed load under this key; without it the script is requested again.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch (error) {
      console.warn(`[sikka] remote "${remoteInfo.name}" entry retry ${attempt} failed`, error);
    }
  }
  return undefined;
}

/** `fetchImpl` answers the manifest requests (the shell passes its startupFetch). */
export function retryPlugin(retry: RetryOptions = DEFAULT_RETRY, fetchImpl: typeof fetch = fetch): ModuleFederationRuntimePlugin {
  return {
    name: 'sikka-retry',
    fetch(url, init, remoteInfo) {
      const request = (href: string, options: RequestInit) => fetchWithRetry(href, options, retry, fetchImpl);
      // A manifest file, rather than a script the runtime fetches as text on a server.
      return /\.json(?:[?#]|$)/.test(url) ? fetchManifest(url, init, remoteInfo?.name, request) : request(url, init);
    },
    loadEntryError(args) {
      // Typed Promise<Promise<entry> | undefined>, but the runtime awaits it: one promise is what it needs.
      return reloadEntry(args, retry) as unknown as Promise<Promise<RemoteEntryExports | undefined>>;
    },
  };
}
