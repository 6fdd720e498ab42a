import { fetchShopFacts } from '@sikka/shared/domain/settings';
import type { PageModule } from '@sikka/shared/federation';
import { readCache } from './readCache';

/**
 * How long a loader's answer serves the renders of the same address (its inputs: the path's params and
 * the query its route reads, pageAddress), and as long again while the next read is made, so no render
 * waits for it: renders the page cache does not answer (SIKKA_PAGE_CACHE_MS=0, a render of an address
 * under way) read a listing's row twice a second, not once each, and it is at most a second old. Every
 * server read is anonymous; a `private` route's (one person's order) is read for each request. A failed
 * read is not kept.
 */
export const LOADER_READ_MS = 500;

const loaderReads = new WeakMap<NonNullable<PageModule['loader']>, (inputs: string) => Promise<unknown>>();
/** `loader`'s answer for these inputs: the read in flight or kept, else a new one. */
export function sharedRead(loader: NonNullable<PageModule['loader']>, params: Record<string, string | undefined>, url: URL) {
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

/** The frame's seller details, kept as a loader's answer is: no render waits for their next read. */
export const sharedShopFacts = readCache((_facts: 'facts') => fetchShopFacts(), {
  ttlMs: LOADER_READ_MS,
  staleMs: LOADER_READ_MS,
});
