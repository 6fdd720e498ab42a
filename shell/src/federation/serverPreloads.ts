import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the preloads the shop's server writes for the remote page it rendered (Document.tsx): `data-remote="catalog"`. */
export const REMOTE_PRELOAD_ATTRIBUTE = 'data-remote';

/**
 * A remote's first module load adds the module's scripts and stylesheets to the page. For the remote page
 * the server rendered, its scripts are preloaded and its styles written in already, and the second copy of
 * the styles made the browser style the whole page again. So that first load adds nothing; later loads
 * (another page, a client navigation) and a static host's pages (no server preloads) add as usual.
 */
export function serverPreloadsPlugin(doc: Pick<Document, 'querySelectorAll'> = document): ModuleFederationRuntimePlugin {
  const preloaded = new Set(
    [...doc.querySelectorAll(`link[rel="preload"][${REMOTE_PRELOAD_ATTRIBUTE}]`)].map((link) =>
      link.getAttribute(REMOTE_PRELOAD_ATTRIBUTE),
    ),
  );
  return {
    name: 'sikka-server-preloads',
    beforePreloadRemote({ preloadOps }) {
      for (let index = preloadOps.length - 1; index >= 0; index--) {
        if (preloaded.delete(preloadOps[index]!.nameOrAlias)) preloadOps.splice(index, 1);
      }
    },
  };
}
