import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './preloadRoute';

// The federation helpers of @sikka/shared are this unit's boundary: each test decides what loading does.
const preloadRemoteModule = vi.hoisted(() => vi.fn());
vi.mock('@sikka/shared/federation', async (original) => ({
  ...(await original<typeof import('@sikka/shared/federation')>()),
  preloadRemoteModule,
}));

describe('preloadRoute', () => {
  beforeEach(() => {
    preloadRemoteModule.mockReset();
  });

  it('loads the remote page of the address, within what is left of the 8 s since the page started', async () => {
    preloadRemoteModule.mockResolvedValue({ default: () => null });
    await preloadRoute('/blog');
    expect(preloadRemoteModule).toHaveBeenCalledWith(
      'blog/BlogListPage',
      expect.objectContaining({ timeoutMs: expect.any(Number) }),
    );
    const { timeoutMs } = preloadRemoteModule.mock.calls[0]![1] as { timeoutMs: number };
    expect(timeoutMs).toBeGreaterThanOrEqual(2000);
    expect(timeoutMs).toBeLessThanOrEqual(8000);
  });

  it('loads nothing for a page of the shell', async () => {
    await preloadRoute('/return-policy');
    expect(preloadRemoteModule).not.toHaveBeenCalled();
  });

  it('stops waiting for a remote that does not answer in time', async () => {
    preloadRemoteModule.mockReturnValue(new Promise(() => {}));
    vi.useFakeTimers();
    try {
      let done = false;
      void preloadRoute('/sell', 50).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves, without throwing, when the remote fails to load', async () => {
    preloadRemoteModule.mockRejectedValue(new Error('RUNTIME-003 manifest failed'));
    await expect(preloadRoute('/sell')).resolves.toBeUndefined();
  });
});
