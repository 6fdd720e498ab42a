import { AsyncLocalStorage } from 'node:async_hooks';
import WebSocket from 'ws';

/** A Fetch handler as Edge Functions define it. */
export type FetchHandler = (request: Request, info: ServeInfo) => Response | Promise<Response>;

export interface ServeInfo {
  remoteAddr: { transport: 'tcp'; hostname: string; port: number };
  completed: Promise<void>;
}

/** What one server instance gives the functions it runs: its environment, and where Deno.serve reports. */
export interface FunctionScope {
  env: Map<string, string>;
  /** Set while a function module is being evaluated; receives the handler it passes to Deno.serve. */
  capture?: (handler: FetchHandler) => void;
}

/** The scope of the request (or module load) running now; several servers may share one process in tests. */
export const scopeStorage = new AsyncLocalStorage<FunctionScope>();
/** Module evaluation does not always keep the async context, so loads (serialised) also set this. */
let loadingScope: FunctionScope | undefined;
let lastScope: FunctionScope | undefined;

export function setLoadingScope(scope: FunctionScope | undefined): void {
  loadingScope = scope;
  if (scope) lastScope = scope;
}

function currentScope(): FunctionScope | undefined {
  return scopeStorage.getStore() ?? loadingScope ?? lastScope;
}

type ServeOptions = { handler?: FetchHandler; port?: number; hostname?: string; onListen?: (addr: unknown) => void };

/** Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ handler, ...options }). */
function serve(first: FetchHandler | ServeOptions, second?: FetchHandler) {
  const handler = typeof first === 'function' ? first : typeof second === 'function' ? second : first.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve: a handler function is required');
  if (!loadingScope?.capture) throw new Error('Deno.serve may only be called while the function module loads');
  loadingScope.capture(handler);
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    finished,
    addr: { transport: 'tcp', hostname: '0.0.0.0', port: 8000 },
    shutdown: async () => finish(),
    ref() {},
    unref() {},
  };
}

function envOf(): Map<string, string> {
  return currentScope()?.env ?? new Map();
}

const env = {
  get(key: string): string | undefined {
    return envOf().get(key) ?? process.env[key];
  },
  set(key: string, value: string): void {
    envOf().set(key, String(value));
  },
  delete(key: string): void {
    envOf().delete(key);
  },
  has(key: string): boolean {
    return envOf().has(key) || key in process.env;
  },
  toObject(): Record<string, string> {
    const merged: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined) merged[key] = value;
    for (const [key, value] of envOf()) merged[key] = value;
    return merged;
  },
};

/**
 * Installs the globals Edge Functions rely on (once per process): `Deno`, `EdgeRuntime`, and on Node 20 a
 * `WebSocket` (Deno has one natively; supabase-js refuses to start in an edge runtime without it).
 */
export function installDenoGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  if (typeof g.WebSocket === 'undefined') g.WebSocket = WebSocket;
  if (!g.Deno) g.Deno = { serve, env, version: { deno: '2.1.4', v8: process.versions.v8, typescript: '5.6' } };
  if (!g.EdgeRuntime) {
    g.EdgeRuntime = {
      waitUntil(promise: Promise<unknown>) {
        Promise.resolve(promise).catch((err: unknown) => console.error('[functions] waitUntil task failed:', err));
      },
    };
  }
}
