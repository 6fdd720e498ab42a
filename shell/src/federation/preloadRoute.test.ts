import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './preloadRoute';
import { forgetRemoteModules, loadedRemoteComponent } from '@sikka/shared/federation';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const page = { default: () => null };

describe('preloadRoute', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    forgetRemoteModules();
  });

  it('loads the remote page of the address, so it is ready for the first render', async () => {
    loadRemote.mockResolvedValue(page);
    await preloadRoute('/blog');
    expect(loadRemote).toHaveBeenCalledWith('blog/BlogListPage');
    expect(loadedRemoteComponent('blog/BlogListPage')).toBe(page.default);
  });

  it('loads nothing for a page of the shell', async () => {
    await preloadRoute('/return-policy');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('stops waiting for a remote that does not answer in time', async () => {
    loadRemote.mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    await preloadRoute('/sell', 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(loadedRemoteComponent('sell/SellPage')).toBeUndefined();
  });

  it('resolves, without throwing, when the remote fails to load', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest failed'));
    await expect(preloadRoute('/sell')).resolves.toBeUndefined();
    expect(loadedRemoteComponent('sell/SellPage')).toBeUndefined();
  });
});
