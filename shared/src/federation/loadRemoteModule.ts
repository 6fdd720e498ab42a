import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from './contracts';
import { abandonManifestRequests } from './manifestFetch';

/** A remote module that renders: its default export is a component. */
export interface ComponentModule<Props = object> {
  default: ComponentType<Props>;
}

/** ARCHITECTURE rule 3: an edge that accepts the connection and never answers must not spin for good. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export class RemoteTimeoutError extends Error {
  constructor(id: RemoteModuleId, ms: number) {
    super(`Remote module "${id}" did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

interface Load {
  promise: Promise<ComponentModule>;
  /** Set once loaded: a slot renders it at once instead of suspending. */
  module?: ComponentModule;
}

/** Each id is asked of the federation runtime once while it loads or after it has loaded. */
const loads = new Map<RemoteModuleId, Load>();

async function fetchModule(id: RemoteModuleId, timeoutMs: number): Promise<ComponentModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RemoteTimeoutError(id, timeoutMs);
      // The runtime would keep a hung manifest request for the next try.
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
  load.promise.then((module) => (load.module = module)).catch(() => {}); // the failure is loadRemoteModule's caller's
  loads.set(id, load);
  return load;
}

/** Starts loading unless loaded or loading (the shell's first address); a failure waits for its slot. */
export function preloadRemoteModule(
  id: RemoteModuleId,
  { timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: LoadOptions = {},
): Promise<ComponentModule> {
  return (loads.get(id) ?? start(id, timeoutMs)).promise;
}

/**
 * The one way to load a remote's module (ARCHITECTURE rule 2). A failed or timed-out load is handed to
 * one caller (who shows the fallback), then forgotten, so Try again loads anew; an answer after the time
 * limit does not replace the fallback shown.
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

export function loadedRemoteComponent<Props = object>(id: RemoteModuleId): ComponentType<Props> | undefined {
  return loads.get(id)?.module?.default as ComponentType<Props> | undefined;
}

/** Forgets loaded modules (of `remote` only, when named): tests, and the server switching a remote's version. */
export function forgetRemoteModules(remote?: string): void {
  for (const id of [...loads.keys()]) if (remote === undefined || id.startsWith(`${remote}/`)) loads.delete(id);
}
