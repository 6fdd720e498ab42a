import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from './contracts';
import { abandonManifestRequests } from './manifestFetch';

/** A remote module that renders: its default export is a component. */
export interface ComponentModule<Props = object> {
  default: ComponentType<Props>;
}

/**
 * How long a remote may take before it counts as failed (ARCHITECTURE rule 3). A server or CDN edge
 * that accepts the connection and never answers would otherwise leave its area spinning for good.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export class RemoteTimeoutError extends Error {
  constructor(id: RemoteModuleId, ms: number) {
    super(`Remote module "${id}" did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

interface Load {
  promise: Promise<ComponentModule>;
  /** Set once the load has succeeded: a slot renders it at once instead of suspending. */
  module?: ComponentModule;
}

/** Modules of remotes, loaded or loading, by id: each is asked of the federation runtime once. */
const loads = new Map<RemoteModuleId, Load>();

async function fetchModule(id: RemoteModuleId, timeoutMs: number): Promise<ComponentModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RemoteTimeoutError(id, timeoutMs);
      // The runtime would keep a hung manifest request for the next try: let it go.
      abandonManifestRequests(id.slice(0, id.indexOf('/')), error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<ComponentModule>(id), timeout]);
    if (!module || typeof module.default !== 'function') throw new Error(`Remote module "${id}" has no default export to render`);
    return module;
  } finally {
    clearTimeout(timer);
  }
}

export interface LoadOptions {
  timeoutMs?: number;
}

function start(id: RemoteModuleId, timeoutMs: number): Load {
  const load: Load = { promise: fetchModule(id, timeoutMs) };
  load.promise.then(
    (module) => {
      load.module = module;
    },
    () => {}, // reported to whoever asks for it with loadRemoteModule, not here
  );
  loads.set(id, load);
  return load;
}

/**
 * Starts loading a remote module unless it is loaded or loading already (the shell does this for the
 * first address before its first render). A failure is kept for the slot that will show it.
 */
export function preloadRemoteModule(
  id: RemoteModuleId,
  { timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: LoadOptions = {},
): Promise<ComponentModule> {
  return (loads.get(id) ?? start(id, timeoutMs)).promise;
}

/**
 * The one way to load a remote's module by its public name (ARCHITECTURE rule 2): through the page's
 * federation runtime, within `timeoutMs`, once per id while it loads or after it has loaded. A failed
 * or timed-out load is handed to one caller (who shows the fallback) and then forgotten, so the next
 * ask (Try again, or coming back) loads it again; an answer that arrives after the time limit does
 * not replace the fallback already shown.
 */
export async function loadRemoteModule<Props = object>(
  id: RemoteModuleId,
  { timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: LoadOptions = {},
): Promise<ComponentModule<Props>> {
  const load = loads.get(id) ?? start(id, timeoutMs);
  try {
    return (await load.promise) as ComponentModule<Props>;
  } catch (error) {
    if (loads.get(id) === load) loads.delete(id);
    throw error;
  }
}

/** The component of a remote module that has finished loading, if it has. */
export function loadedRemoteComponent<Props = object>(id: RemoteModuleId): ComponentType<Props> | undefined {
  return loads.get(id)?.module?.default as ComponentType<Props> | undefined;
}

/**
 * Forgets the loaded modules (of `remote` only, when named): tests start from a page that has loaded
 * nothing, and the shop's server forgets a remote whose version it switches (issue 48).
 */
export function forgetRemoteModules(remote?: string): void {
  for (const id of [...loads.keys()]) if (remote === undefined || id.startsWith(`${remote}/`)) loads.delete(id);
}
