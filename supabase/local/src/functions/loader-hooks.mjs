// Node module hooks (run in Node's loader thread, hence plain JS) that let Edge Function files written for
// Deno load unchanged: `npm:` and esm.sh imports resolve to installed npm packages, the edge-runtime type
// import becomes an empty module, and Deno std's old `serve()` maps onto the Deno.serve shim.

const EMPTY_MODULE = 'data:text/javascript,export{}';
const STD_HTTP_SERVER =
  'data:text/javascript,' +
  encodeURIComponent(
    'export function serve(handler, options) { return globalThis.Deno.serve(options && typeof options === "object" ? options : {}, handler); }',
  );

let fallbackParent;
/** The module that imports function entry files; whatever it resolves to a local file is a function source. */
let loaderURL;
/** Function source files seen so far (no query): their local imports are function sources too. */
const functionSources = new Set();

export function initialize(data) {
  fallbackParent = data?.fallbackParent;
  loaderURL = data?.loaderURL;
}

/** `@scope/name@1.2.3/sub/path` or `name@^2/sub` → the bare specifier Node resolves (`@scope/name/sub/path`). */
function bareName(spec) {
  const match = /^(@[^/@]+\/[^/@]+|[^/@][^/@]*)(?:@[^/]*)?(\/.*)?$/.exec(spec);
  return match ? match[1] + (match[2] ?? '') : null;
}

/** An esm.sh / jsDelivr URL → the npm package it serves, when it names one. */
function cdnPackage(specifier) {
  const match = /^https?:\/\/(?:esm\.sh|cdn\.jsdelivr\.net\/npm|cdn\.skypack\.dev|unpkg\.com)\/(.+)$/.exec(specifier);
  if (!match) return null;
  const path = match[1].split('?')[0].replace(/^(?:v\d+|stable)\//, '');
  return bareName(path);
}

async function resolveBare(name, context, nextResolve) {
  try {
    return await nextResolve(name, context);
  } catch (err) {
    if (!fallbackParent) throw err;
    // Not installed next to the function: use the packages this server itself depends on.
    return nextResolve(name, { ...context, parentURL: fallbackParent });
  }
}

export async function resolve(specifier, context, nextResolve) {
  if (/^jsr:@supabase\/functions-js(@[^/]*)?\/edge-runtime\.d\.ts$/.test(specifier)) {
    return { url: EMPTY_MODULE, shortCircuit: true };
  }
  if (/^https:\/\/deno\.land\/std(@[^/]+)?\/http\/server\.ts$/.test(specifier)) {
    return { url: STD_HTTP_SERVER, shortCircuit: true };
  }
  if (specifier.startsWith('npm:')) {
    const name = bareName(specifier.slice(4).replace(/^\//, ''));
    if (name) return resolveBare(name, context, nextResolve);
  }
  if (specifier.startsWith('jsr:')) {
    // JSR packages are published to npm as @jsr/scope__name.
    const name = bareName(specifier.slice(4).replace(/^\//, ''));
    const jsr = name && /^@([^/]+)\/([^/]+)(\/.*)?$/.exec(name);
    if (jsr) return resolveBare(`@jsr/${jsr[1]}__${jsr[2]}${jsr[3] ?? ''}`, context, nextResolve);
  }
  const cdn = cdnPackage(specifier);
  if (cdn) return resolveBare(cdn, context, nextResolve);
  const resolved = await nextResolve(specifier, context);
  if (!isFunctionSource(context.parentURL, resolved.url)) return resolved;
  functionSources.add(withoutQuery(resolved.url));
  return { ...resolved, format: 'module' };
}

const withoutQuery = (url) => url.split('?')[0];

/**
 * Deno treats every file as an ES module; Node would treat a .ts file outside a "type": "module" package as
 * CommonJS (and then skip these hooks for its imports). Files a function loads from its own tree are ESM.
 */
function isFunctionSource(parentURL, url) {
  const parent = withoutQuery(parentURL ?? '');
  const fromFunction = parent === loaderURL || functionSources.has(parent);
  return (
    fromFunction &&
    url.startsWith('file:') &&
    !url.includes('/node_modules/') &&
    /\.(?:[mc]?[jt]sx?)(?:\?|$)/.test(url) &&
    !/\.c[jt]s(?:\?|$)/.test(url)
  );
}
