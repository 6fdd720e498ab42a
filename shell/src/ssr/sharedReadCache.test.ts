import { describe, expect, it } from 'vitest';
import { sharedReadCache } from './sharedReadCache';

describe('sharedReadCache', () => {
  it('serves one read for the time given, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const cached = sharedReadCache(
      async () => ++reads,
      60_000,
      () => clock,
    );
    expect(await cached()).toBe(1);
    clock = 60_000;
    expect(await cached()).toBe(1);
    clock = 60_001;
    expect(await cached()).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let reads = 0;
    const cached = sharedReadCache(
      async () => {
        reads += 1;
        if (reads === 1) throw new Error('backend down');
        return 'details';
      },
      60_000,
      () => 0,
    );
    await expect(cached()).rejects.toThrow('backend down');
    expect(await cached()).toBe('details');
  });
});
