import { PAGE_DATA_ID } from '@sikka/shared/federation';

/**
 * Reads started ahead of the page that needs them (while the shell is still loading its code), each
 * used once: the page takes the read if it was started, else reads afresh, and a later visit always
 * reads again, so it never shows an old copy. A failed read is forgotten.
 */
export function prefetcher<Key, Value>(read: (key: Key) => Promise<Value>, keyOf: (key: Key) => string) {
  const started = new Map<string, Promise<Value>>();
  return {
    /** Starts the read unless it already runs; answers it when this call started it. */
    start(key: Key): Promise<Value> | undefined {
      const id = keyOf(key);
      if (started.has(id)) return undefined;
      const value = read(key);
      value.catch(() => started.delete(id));
      started.set(id, value);
      return value;
    },
    take(key: Key): Promise<Value> {
      const id = keyOf(key);
      const value = started.get(id);
      started.delete(id);
      return value ?? read(key);
    },
  };
}

/**
 * Whether this is a browser page that the shop's server did not render (a static host's, client-rendered):
 * only then does a page's module start its read as it loads; a server-rendered page has its data already.
 */
export function renderedInBrowser(): boolean {
  return typeof document !== 'undefined' && !document.getElementById(PAGE_DATA_ID);
}
