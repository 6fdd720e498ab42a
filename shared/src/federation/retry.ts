import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest, isManifestUrl } from './manifestFetch';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type LoadEntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

/**
 * A remote's server that hiccups (a deploy, a cold CDN edge) should not cost the visitor a page, so
 * the runtime retries the two things it fetches from a remote: the manifest (through the `fetch`
 * hook, which also fails on anything that is not a manifest: manifestFetch.ts) and the remoteEntry
 * script (through `loadEntryError`). A remote that stays down still fails, quickly, and its RemoteSlot
 * shows the fallback. (@module-federation/retry-plugin exists on npm, but only for the 0.x runtime;
 * this is the small part of it we need, for the 2.x runtime we use.)
 */
export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** Wait before the n-th retry is n × delayMs. */
  delayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, delayMs: 250 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A 5xx is worth retrying; a 4xx (wrong URL) will not heal by itself. */
function isTransient(response: Response): boolean {
  return response.status >= 500;
}

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
      if (!isTransient(response) || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(delayMs * (attempt + 1));
  }
}

/** Asks for the remoteEntry script again, `retries` times, before letting the failure through. */
async function reloadEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  { retries, delayMs }: RetryOptions,
): Promise<RemoteEntryExports | undefined> {
  for (let attempt = 1; attempt <= retries; attempt++) {
    await wait(delayMs * attempt);
    // The runtime keeps the failed load under this key; drop it so the script is requested again.
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

/** `fetchImpl` answers the manifest requests: the shell passes startupFetch (see startup/earlyStartup.ts). */
export function retryPlugin(retry: RetryOptions = DEFAULT_RETRY, fetchImpl: typeof fetch = fetch): ModuleFederationRuntimePlugin {
  return {
    name: 'sikka-retry',
    fetch(url, init, remoteInfo) {
      const request = (href: string, options: RequestInit) => fetchWithRetry(href, options, retry, fetchImpl);
      return isManifestUrl(url) ? fetchManifest(url, init, remoteInfo?.name, request) : request(url, init);
    },
    loadEntryError(args) {
      // The hook is typed Promise<Promise<entry> | undefined>; the runtime awaits it, so one promise
      // of the entry is what it needs at runtime.
      return reloadEntry(args, retry) as unknown as Promise<Promise<RemoteEntryExports | undefined>>;
    },
  };
}
