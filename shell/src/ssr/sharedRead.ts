import { fetchShopFacts } from '@sikka/shared/domain/settings';
import type { PageLoader, PageLoaderResult } from '@sikka/shared/federation';
import { readCache } from './readCache';

/**
 * How long a loader's answer serves the renders of the same inputs (the path's params and the query its
 * route reads), and as long again while the next read is made, so no render waits for it: renders the
 * page cache does not answer read a listing twice a second, not once each, at most a second old. Every
 * server read is anonymous; a `private` route's is read for each request (render.tsx).
 */
export const LOADER_READ_MS = 500;

type Read = (inputs: string) => Promise<PageLoaderResult<unknown>>;
const loaderReads = new WeakMap<PageLoader<unknown>, Read>();

/** `loader`'s answer for these inputs: the read in flight or kept, else a new one. */
export function sharedRead(loader: PageLoader<unknown>, params: Record<string, string | undefined>, url: URL) {
  let read = loaderReads.get(loader);
  if (!read) {
    read = readCache(
      (inputs: string) => {
        const [href, given] = JSON.parse(inputs) as [string, Record<string, string | undefined>];
        return loader({ params: given, url: new URL(href) });
      },
      { ttlMs: LOADER_READ_MS, staleMs: LOADER_READ_MS },
    );
    loaderReads.set(loader, read);
  }
  return read(JSON.stringify([url.href, params]));
}

/** The frame's seller details, kept as a loader's answer is. */
export const sharedShopFacts = readCache((_facts: 'facts') => fetchShopFacts(), {
  ttlMs: LOADER_READ_MS,
  staleMs: LOADER_READ_MS,
});
