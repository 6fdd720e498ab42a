import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemotePageProps } from '@sikka/shared';

export interface PageModule {
  default: ComponentType<RemotePageProps>;
}

interface Load {
  promise: Promise<PageModule>;
  /** Set once the load has succeeded: RemoteArea renders it at once instead of suspending. */
  module?: PageModule;
}

/** Page modules of remotes, loaded or loading, by module id: each is asked of the federation runtime once. */
const loads = new Map<RemoteModuleId, Load>();

async function loadPageModule(id: RemoteModuleId): Promise<PageModule> {
  const module = await loadRemote<PageModule>(id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote module "${id}" has no default export to render`);
  }
  return module;
}

/** Starts loading a remote page unless it is loaded or loading already; settles when that load does. */
export function preloadRemotePage(id: RemoteModuleId): Promise<PageModule> {
  const known = loads.get(id);
  if (known) return known.promise;
  const load: Load = { promise: loadPageModule(id) };
  load.promise.then(
    (module) => {
      load.module = module;
    },
    () => {}, // reported by the page that asks for it (remotePage), not here
  );
  loads.set(id, load);
  return load.promise;
}

/**
 * The page module for a RemoteArea: the load under way (or done), else a new one. A failed load is
 * handed to one page, which shows the fallback, and then forgotten, so the next ask (Try again, or
 * coming back to the route) loads the remote again.
 */
export async function remotePage(id: RemoteModuleId): Promise<PageModule> {
  const promise = preloadRemotePage(id);
  try {
    return await promise;
  } catch (error) {
    if (loads.get(id)?.promise === promise) loads.delete(id);
    throw error;
  }
}

/** The page component of a remote that has finished loading, if it has. */
export function loadedRemotePage(id: RemoteModuleId): ComponentType<RemotePageProps> | undefined {
  return loads.get(id)?.module?.default;
}

/** Tests: start from a shell that has loaded nothing. */
export function forgetRemotePages(): void {
  loads.clear();
}
