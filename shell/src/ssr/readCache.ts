export interface ReadCacheOptions {
  /** How long one read serves (default: for good, as for a hashed file). */
  ttlMs?: number;
  /** Past `ttlMs`, how long more the last good read still serves while the next is made (default 0). */
  staleMs?: number;
  /** At this many keys a new one puts out the oldest (the server never grows without bound). */
  maxKeys?: number;
  now?: () => number;
}

/**
 * The server's copy of reads that are the same for every visitor (the seller's details, a remote's
 * manifest, a hashed stylesheet): one read per key serves every render for `ttlMs`, then the next render
 * reads again (with `staleMs`, no render waits: the last read serves until the next is done). Renders
 * asking at once share the read in flight; a failed read is not kept, so the next render tries again.
 */
export function readCache<K, T>(
  read: (key: K) => Promise<T>,
  { ttlMs = Number.POSITIVE_INFINITY, staleMs = 0, maxKeys = 200, now = Date.now }: ReadCacheOptions = {},
): (key: K) => Promise<T> {
  type Entry = { at: number; value: Promise<T>; settled?: true; renewing?: true };
  const entries = new Map<K, Entry>();
  const keep = (key: K, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as K);
  };
  const start = (key: K): Entry => {
    const entry: Entry = { at: now(), value: read(key) };
    entry.value.then(
      () => {
        entry.settled = true;
        if (entries.get(key) !== entry) keep(key, entry); // a renewal replaces the stale read once it answers
      },
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  };
  return (key) => {
    const cached = entries.get(key);
    const age = cached ? now() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age <= ttlMs) return cached.value;
    if (cached?.settled && age <= ttlMs + staleMs) {
      if (!cached.renewing) {
        cached.renewing = true;
        start(key).value.catch(() => (cached.renewing = undefined));
      }
      return cached.value;
    }
    const entry = start(key);
    keep(key, entry);
    return entry.value;
  };
}
