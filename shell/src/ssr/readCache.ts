export interface ReadCacheOptions {
  /** How long one read serves (default: for good, as for a hashed file). */
  ttlMs?: number;
  /** At this many keys a new one puts out the oldest (the server never grows without bound). */
  maxKeys?: number;
  now?: () => number;
}

/**
 * The server's copy of reads that are the same for every visitor (the footer's legal details, a
 * remote's manifest, a hashed stylesheet, a page's gzip): one read per key serves every render for `ttlMs`, then the
 * next render reads again. Renders that ask at once share the read in flight; a failed read is not
 * kept, so the next render tries again.
 */
export function readCache<K, T>(
  read: (key: K) => Promise<T>,
  { ttlMs = Number.POSITIVE_INFINITY, maxKeys = 200, now = Date.now }: ReadCacheOptions = {},
): (key: K) => Promise<T> {
  const entries = new Map<K, { at: number; value: Promise<T> }>();
  return (key) => {
    const cached = entries.get(key);
    if (cached && now() - cached.at <= ttlMs) return cached.value;
    const entry = { at: now(), value: read(key) };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as K);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
