import { describe, expect, it } from 'vitest';
import { REMOTE_PRELOAD_ATTRIBUTE, serverPreloadsPlugin } from './serverPreloads';

type Hook = NonNullable<ReturnType<typeof serverPreloadsPlugin>['beforePreloadRemote']>;
type PreloadOps = Parameters<Hook>[0]['preloadOps'];

/** A page whose head holds the server's preloads, one marked with each of `remotes`. */
function pageWith(...remotes: string[]) {
  const links = remotes.map((remote) => ({
    getAttribute: (name: string) => (name === REMOTE_PRELOAD_ATTRIBUTE ? remote : null),
  }));
  return {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('link[rel="preload"][data-remote]');
      return links as unknown as NodeListOf<Element>;
    },
  };
}

const op = (nameOrAlias: string) => ({ nameOrAlias, exposes: ['./Page'], resourceCategory: 'sync' as const });

/** What the runtime would still preload after the plugin's hook. */
function afterHook(plugin: ReturnType<typeof serverPreloadsPlugin>, ...remotes: string[]): string[] {
  const preloadOps = remotes.map(op) as PreloadOps;
  void plugin.beforePreloadRemote?.({ preloadOps, options: {} as never, origin: {} as never });
  return preloadOps.map((preload) => preload.nameOrAlias);
}

describe('serverPreloadsPlugin', () => {
  it("skips the runtime's preload of the remote whose page the server preloaded, the first time only", () => {
    const plugin = serverPreloadsPlugin(pageWith('catalog', 'catalog'));
    expect(afterHook(plugin, 'catalog')).toEqual([]);
    // A later load of the same remote (another page, a navigation): the runtime preloads as before.
    expect(afterHook(plugin, 'catalog')).toEqual(['catalog']);
  });

  it('keeps the preloads of other remotes', () => {
    const plugin = serverPreloadsPlugin(pageWith('blog'));
    expect(afterHook(plugin, 'checkout', 'blog', 'sell')).toEqual(['checkout', 'sell']);
  });

  it('changes nothing on a page the server did not render (a static host)', () => {
    const plugin = serverPreloadsPlugin(pageWith());
    expect(afterHook(plugin, 'catalog')).toEqual(['catalog']);
  });
});
