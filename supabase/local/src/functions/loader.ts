import { register as registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { register as registerTsx, type NamespacedUnregister } from 'tsx/esm/api';
import { installDenoGlobals, setLoadingScope, type FetchHandler, type FunctionScope } from './deno.ts';

let tsx: NamespacedUnregister | undefined;

/** Once per process: the Deno globals, the npm:/jsr:/esm.sh resolution hooks, and tsx for TypeScript. */
function setUp(): NamespacedUnregister {
  if (tsx) return tsx;
  installDenoGlobals();
  registerHooks('./loader-hooks.mjs', {
    parentURL: import.meta.url,
    data: { fallbackParent: new URL('../../package.json', import.meta.url).href, loaderURL: import.meta.url },
  });
  tsx = registerTsx({ namespace: 'supabase-functions' });
  return tsx;
}

let queue: Promise<unknown> = Promise.resolve();
let generation = 0;

/**
 * Evaluates a function's entry file and returns the handler it registered with Deno.serve (or its
 * `export default { fetch }`). Loads run one at a time so Deno.serve knows which function is calling it.
 */
export function loadFunction(file: string, scope: FunctionScope): Promise<FetchHandler> {
  const run = async (): Promise<FetchHandler> => {
    const api = setUp();
    let captured: FetchHandler | undefined;
    const loadScope: FunctionScope = { ...scope, capture: (handler) => (captured ??= handler) };
    setLoadingScope(loadScope);
    try {
      // A fresh URL per load: two servers in one process (tests) each get their own module instance.
      const url = `${pathToFileURL(file).href}?instance=${++generation}`;
      const mod = (await api.import(url, import.meta.url)) as { default?: { fetch?: unknown } };
      const fetchExport = mod.default?.fetch;
      if (!captured && typeof fetchExport === 'function') captured = fetchExport.bind(mod.default) as FetchHandler;
    } finally {
      setLoadingScope(undefined);
    }
    if (!captured) throw new Error(`${file} did not call Deno.serve()`);
    return captured;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
