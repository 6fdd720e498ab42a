import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The attribute of the preloads the shop's server writes for the remote page it rendered (its entry
 * and the page's files): `<link rel="preload" … data-remote="catalog">` (shell/server/pages.ts).
 */
export const REMOTE_PRELOAD_ATTRIBUTE = 'data-remote';

/**
 * When the page's runtime first loads a module of a remote, it reads the remote's manifest and adds
 * the module's files to the page: a `<script>` for each script and a `<link rel="stylesheet">` for
 * each stylesheet. For the remote page the server rendered, that is work already done: its scripts
 * are preloaded and its styles written into the head, and the second copy of the styles made the
 * browser style the whole page again when it arrived (~45 ms of one task at 4× CPU). So the first
 * load of a remote whose page the server preloaded skips it; later loads (another page of the same
 * remote, a client-side navigation) keep it, as do pages from a static host (no server preloads).
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
