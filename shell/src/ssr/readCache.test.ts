import { describe, expect, it } from 'vitest';
import { readCache } from './readCache';

describe('readCache', () => {
  it('serves one read per key for the time given, then reads again', async () => {
    let clock = 0;
    const reads: string[] = [];
    const cached = readCache(
      async (key: string) => {
        reads.push(key);
        return `${key} #${reads.length}`;
      },
      { ttlMs: 60_000, now: () => clock },
    );
    expect(await cached('a')).toBe('a #1');
    expect(await cached('b')).toBe('b #2');
    clock = 60_000;
    expect(await cached('a')).toBe('a #1');
    clock = 60_001;
    expect(await cached('a')).toBe('a #3');
    expect(reads).toEqual(['a', 'b', 'a']);
  });

  it('keeps a read for good without a time, and shares one read in flight', async () => {
    let reads = 0;
    const cached = readCache(async (_key: string) => ++reads, { now: () => Number.MAX_SAFE_INTEGER });
    const [first, second] = await Promise.all([cached('sheet.css'), cached('sheet.css')]);
    expect([first, second, await cached('sheet.css')]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed read', async () => {
    let reads = 0;
    const cached = readCache<void, string>(async () => {
      reads += 1;
      if (reads === 1) throw new Error('backend down');
      return 'details';
    });
    await expect(cached()).rejects.toThrow('backend down');
    expect(await cached()).toBe('details');
    expect(await cached()).toBe('details');
    expect(reads).toBe(2);
  });

  it('puts out the oldest key when it holds the most it may', async () => {
    const reads: number[] = [];
    const cached = readCache(
      async (key: number) => {
        reads.push(key);
        return key;
      },
      { maxKeys: 2 },
    );
    await cached(1);
    await cached(2);
    await cached(1);
    await cached(3); // puts out 1, the oldest read
    await cached(2);
    await cached(1);
    expect(reads).toEqual([1, 2, 3, 1]);
  });

  it('with staleMs, serves the last good read while the next is made, and never a failed one', async () => {
    let clock = 0;
    let reads = 0;
    let failNext = false;
    const cached = readCache(
      async (_key: string) => {
        reads++;
        if (failNext) throw new Error('down');
        return `read ${reads}`;
      },
      { ttlMs: 100, staleMs: 100, now: () => clock },
    );
    expect(await cached('facts')).toBe('read 1');
    clock = 150;
    // Stale: served at once; one read under way, shared.
    expect(await cached('facts')).toBe('read 1');
    expect(await cached('facts')).toBe('read 2');
    expect(reads).toBe(2);
    clock = 300;
    failNext = true;
    // A failed renewal leaves the last good read serving until its end (the next request tries again,
    // one read at a time), then a new read is waited for.
    expect(await cached('facts')).toBe('read 2');
    await Promise.resolve();
    expect(await cached('facts')).toBe('read 2');
    expect(reads).toBe(4);
    clock = 400;
    failNext = false;
    expect(await cached('facts')).toBe('read 5');
  });
});
