/**
 * The server's copy of a read that is the same for every visitor (the footer's legal details): one read
 * serves every render for `ttlMs`, then the next render reads again; a failed read is not kept.
 */
export function sharedReadCache<T>(read: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || now() - last.at > ttlMs) {
      const value = read();
      const entry = { at: now(), value };
      last = entry;
      value.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.value;
  };
}
