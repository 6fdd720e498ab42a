/**
 * The one place that says how every app of the platform is built and federated. Each package's
 * rsbuild.config.ts calls `federatedApp` with what makes it different (name, port, exposes) and
 * passes its own plugin factories in: this file imports nothing but Node built-ins, because it sits
 * outside every package and so cannot resolve their node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One page template for the shell and the remotes' standalone pages (language, viewport, meta). */
const HTML_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

/** The one default remote list (shell/public); remotes copy it so that, run alone, they find each other. */
const REMOTE_LIST = fileURLToPath(new URL('../shell/public/remotes.json', import.meta.url));

/** @sikka/shared's package.json "exports" (entry → file), read once for every use below. */
const SHARED_EXPORTS = (
  JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> }
).exports;

/**
 * Entries of @sikka/shared that are not runtime modules to share (a stylesheet, types, a dev entry), and
 * what the browser never runs: router/fixed (the server's StaticRouter, the tests' MemoryRouter) and
 * session/fixed (a session frozen in one state: the server's render, stories, tests).
 */
const NOT_SHARED = new Set(['./styles.css', './database.types', './standalone', './router/fixed', './session/fixed']);

/**
 * Each subpath entry of @sikka/shared (its package.json "exports") is a singleton of its own, so a
 * page downloads only the entries it imports: the catalog's home page never fetches the markdown
 * renderer, the promo schemas or the admin's domain code.
 */
export function sharedEntries(): string[] {
  return Object.keys(SHARED_EXPORTS)
    .filter((entry) => !NOT_SHARED.has(entry))
    .map((entry) => `@sikka/shared/${entry.slice(2)}`);
}

/**
 * A chunk per shared entry, by the folder its export lives in (package.json "exports"); ui takes the
 * rest of components/ and lib/, but not the folders of entries of their own under components/ (the
 * camera, the image editor), which would otherwise arrive with every copy of the design system, nor
 * the radix halves of its overlays.
 */
function sharedEntryChunks(): Record<string, RegExp> {
  const src = (path: string) => new RegExp(`[\\/]shared[\\/]src[\\/]${path}`);
  const pattern = (folder: string) => folder.split('/').join('[\\/]');
  const chunks: Record<string, RegExp> = {};
  const ownFolders: string[] = [];
  for (const entry of sharedEntries()) {
    const name = entry.slice('@sikka/shared/'.length);
    if (name === 'ui') continue;
    const folder = SHARED_EXPORTS[`./${name}`]!.replace(/^\.\/src\//, '').replace(/\/[^/]+$/, '');
    if (folder.startsWith('components/')) ownFolders.push(folder.slice('components/'.length));
    chunks[`sikka-${name.replace('/', '-')}`] = src(`${pattern(folder)}[\\/]`);
  }
  const exceptOwn = ownFolders.length ? `(?!components[\\/](${ownFolders.join('|')})[\\/])` : '';
  // The radix halves of the overlays (components/*/Radix*.tsx), which the design system fetches on
  // demand (shared/src/lib/onDemand.ts), in a chunk of their own: in ui's, every page preloaded them.
  const onDemand = 'components[\\/][^\\/]+[\\/]Radix';
  chunks['sikka-ui'] = src(`${exceptOwn}(?!${onDemand})(ui\\.ts|components|lib)[\\/]?`);
  chunks['sikka-ui-overlays'] = src(onDemand);
  return chunks;
}

/**
 * The singletons of ARCHITECTURE rule 3: one copy each for the shell and every remote. react-router is
 * not one of its own: a shared package arrives whole, so the apps import it through
 * @sikka/shared/router, a shared entry that bundles only the names they use.
 */
const SINGLETONS = ['react', 'react-dom', ...sharedEntries()];

interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
}

export interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  shared: Record<string, SharedSingleton>;
  manifest: boolean;
  dts: false;
  shareStrategy: 'loaded-first';
  experiments: { externalRuntime?: true; provideExternalRuntime?: true; optimization?: { target: 'web' } };
}

/** Where a build runs: the browser, or Node (the shop's server renders pages from it). */
export type BuildTarget = 'web' | 'node';

export interface FederatedAppOptions<Plugin> {
  /** Federation name, also the remote's public name in `remotes.json` ('catalog', 'admin', …). */
  name: string;
  port: number;
  /** Env variable holding the absolute public URL the app is deployed at (asset prefix). */
  publicUrlEnv: string;
  /** Remotes only: module name → source file. The shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The package.json `dependencies`, so the shared versions follow what the package declares. */
  dependencies: Record<string, string>;
  title: string;
  /** Plugins of the whole app (React). */
  plugins: Plugin[];
  /** The federation plugin for these options, in the named Rsbuild environment, for the browser or Node. */
  federation: (federation: FederationOptions, environment: string, target: BuildTarget) => Plugin;
  /** A remote the server never renders (the back office, the checkout dialog): no Node build. */
  clientOnly?: boolean;
  /** The shell only: its server entry (the render function shell/server calls), built for Node. */
  serverEntry?: string;
}

/**
 * The radix packages only overlays use (dialogs, menus, the select list, toasts: focus trap, scroll
 * lock, positioning), in chunks named `lib-overlay-*`: the design system fetches them when an overlay
 * first opens or is first on the page (shared/src/lib/onDemand.ts) or with @sikka/shared/menu, so the
 * shell's page does not preload them. One chunk per part, so that the home page's Select does not
 * bring the dialog's or the toasts' code along; the radix internals every overlay shares (context,
 * controlled state, presence) go with the layers. What the always-loaded components use (Slot,
 * VisuallyHidden and the primitives under them) stays out.
 */
const nodeModules = (packages: string) => new RegExp(`[\\/]node_modules[\\/](${packages})[\\/]`);
const OVERLAY_CHUNKS: Record<string, RegExp> = {
  'lib-overlay-layers': nodeModules(
    '@radix-ui[\\/](primitive|react-(dismissable-layer|portal|focus-scope|focus-guards|use-escape-keydown|collection|context|id|presence|use-controllable-state|use-effect-event|use-layout-effect))|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es',
  ),
  'lib-overlay-popper': nodeModules('@radix-ui[\\/](react-(popper|arrow|use-rect)|rect)|@floating-ui'),
  'lib-overlay-dialog': nodeModules('@radix-ui[\\/]react-(dialog|alert-dialog)'),
  'lib-overlay-menu': nodeModules('@radix-ui[\\/]react-(dropdown-menu|menu|roving-focus)'),
  'lib-overlay-select': nodeModules('@radix-ui[\\/](react-select|number)'),
  'lib-overlay-toast': nodeModules('@radix-ui[\\/]react-toast'),
};
/** Chunks a first view never needs, so the shell's page does not preload them. */
const NOT_PRELOADED = [
  /lib-zod/,
  /lib-forms/,
  /lib-overlay-/,
  /[/](sign-in|set-password|account-menu|guest-orders|dialog|alert-dialog|toasts|select|supabase-client|realtime-client|postgrest|policies)\./,
  // The after-sale's and the accounts' rules (issues 46, 51): the back office, the checkout's dealer fields
  // and a buyer's return, never a visitor's first view. The spec's error texts and the Settings screen's
  // rules likewise (issue 52): a page that can show a refusal loads them with its own chunks, before it
  // renders, so a text never shows late; in the startup chunk they were 7.7 kB gzip of every first load.
  /sikka-(domain-orders|domain-accounts|domain-returns|domain-gstin|domain-errors|domain-settingsRules|domain-staffInvites|csv|menu|reason-dialog|zod|forms|ui-overlays)/,
];

/**
 * The shell's page: the entries of @sikka/shared its first view needs, as one chunk instead of one
 * each. A page that preloads some twenty files waits on the browser's six connections per host (HTTP/1.1)
 * before its first own request (the runtime config, the remote list) gets its turn; the remotes keep
 * one chunk per entry, so that each fetches only what it imports that the shell does not provide.
 */
function startupMerged(chunks: Record<string, RegExp>): Record<string, RegExp> {
  const merged: Record<string, RegExp> = {};
  const startup: string[] = [];
  for (const [name, test] of Object.entries(chunks)) {
    if (NOT_PRELOADED.some((pattern) => pattern.test(`/${name}.js`))) merged[name] = test;
    else startup.push(test.source);
  }
  if (startup.length) merged['sikka-startup'] = new RegExp(startup.map((source) => `(?:${source})`).join('|'));
  merged['lib-startup'] = nodeModules(
    'react|scheduler|@radix-ui[\\/]react-(primitive|slot|compose-refs|use-is-hydrated|visually-hidden)|lucide-react',
  );
  return merged;
}

interface PageTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
}

/**
 * The page's script preloads at low priority. The page is painted from its HTML (styles inline,
 * scripts deferred): its scripts are for hydration, and at the browser's default (high) priority
 * some 170 kB of them took the first paint's bandwidth on a slow link. Lighthouse's simulation counts
 * a high-priority script that finishes before the first paint as blocking it (FCP 2.2 s instead of
 * 0.9 s on a phone profile), whatever the page does with it. The images the first view shows keep
 * their high priority. shell/server writes the remote page's preloads the same way.
 */
function lowPriorityScriptPreloads<Tag extends PageTag>(tags: Tag[]): Tag[] {
  return tags.map((tag) =>
    tag.tag === 'link' && tag.attrs?.rel === 'preload' && tag.attrs.as === 'script'
      ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'low' } }
      : tag,
  );
}

/** The file beside the shell's index.html that lists its page's files (pageFilesFile). */
const PAGE_FILES = 'page-files.json';

/** What page-files.json holds: the files the build puts in the shell's index.html, by their part. */
export interface ShellPageFiles {
  /** Its scripts, in their order. */
  scripts: string[];
  /** Its script preloads, in their order. */
  preloads: string[];
  /** Its stylesheets (the build preloads them; its code applies them). */
  styles: string[];
  icon?: { href: string; type?: string };
}

interface PageFilesPlugin {
  name: string;
  setup(api: {
    modifyHTMLTags(
      hook: (
        tags: { headTags: PageTag[]; bodyTags: PageTag[] },
        context: {
          compilation: { emitAsset(name: string, source: unknown): void };
          compiler: { webpack: { sources: { RawSource: new (text: string) => unknown } } };
        },
      ) => { headTags: PageTag[]; bodyTags: PageTag[] },
    ): void;
  }): void;
}

/**
 * Writes the files the build puts in the shell's index.html (its scripts, script and style preloads,
 * icon) beside it, as data: the shop's server makes its React document from them (shell/src/ssr/Document.tsx)
 * rather than taking the built HTML apart.
 */
function pageFilesFile(): PageFilesPlugin {
  return {
    name: 'sikka:page-files',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, compiler }) => {
        const all = [...tags.headTags, ...tags.bodyTags];
        const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
        const links = (rel: string, as?: string) =>
          all.filter((tag) => tag.tag === 'link' && tag.attrs?.rel === rel && tag.attrs.as === as && text(tag.attrs.href));
        const icon = links('icon')[0]?.attrs;
        const files: ShellPageFiles = {
          scripts: all.flatMap((tag) => (tag.tag === 'script' && text(tag.attrs?.src) ? [tag.attrs!.src as string] : [])),
          preloads: links('preload', 'script').map((tag) => tag.attrs!.href as string),
          styles: links('preload', 'style').map((tag) => tag.attrs!.href as string),
          ...(icon && { icon: { href: icon.href as string, ...(text(icon.type) && { type: icon.type as string }) } }),
        };
        compilation.emitAsset(PAGE_FILES, new compiler.webpack.sources.RawSource(JSON.stringify(files, null, 2)));
        return tags;
      });
    },
  };
}

/**
 * Rspack's federation plugin finds its runtime with Node's `require.resolve`, so every page and
 * remoteEntry.js got the CommonJS builds of the @module-federation/* runtime packages, which nothing
 * can tree-shake. Pointing each of them (by name, and by the file the plugin resolved) at the same
 * package's ES module build lets the bundler drop what a browser never runs (the Node.js loaders,
 * manifest helpers, error texts): about 5 kB gzip off every remoteEntry.js. All of them or none: one
 * package left in CommonJS would bring a second copy of what it shares with the others. Resolved
 * from the app being built (rsbuild runs in its folder); if anything is not where expected, nothing
 * changes.
 */
const RUNTIME_PACKAGES = [
  'webpack-bundler-runtime',
  'inject-external-runtime-core-plugin',
  'runtime',
  'runtime-core',
  'sdk',
  'error-codes',
];

export function esmFederationRuntime(packageDir = process.cwd()): Record<string, string> {
  try {
    const from = (path: string) => createRequire(path);
    const plugin = from(join(packageDir, 'package.json')).resolve('@module-federation/rsbuild-plugin');
    const rspackPlugin = from(plugin).resolve('@module-federation/rspack');
    const runtimeTools = from(rspackPlugin).resolve('@module-federation/runtime-tools');
    const aliases: Record<string, string> = {};
    for (const name of RUNTIME_PACKAGES) {
      const cjs = from(name.startsWith('inject') ? rspackPlugin : runtimeTools).resolve(`@module-federation/${name}`);
      const root = cjs.slice(0, cjs.lastIndexOf(`@module-federation/${name}/`) + `@module-federation/${name}`.length);
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      const entry = manifest.exports?.['.']?.import;
      const esm = typeof entry === 'string' ? entry : entry?.default;
      if (typeof esm !== 'string') return {};
      aliases[`@module-federation/${name}$`] = join(root, esm);
      aliases[`${cjs}$`] = join(root, esm);
    }
    return aliases;
  } catch {
    return {};
  }
}

/** The shim that gives a remote's lucide icons the design system's icon factory (see below). */
const LUCIDE_ICON_FACTORY = fileURLToPath(new URL('../shared/src/lucide/createLucideIcon.ts', import.meta.url));

interface RspackModuleReplacement {
  new (pattern: RegExp, replace: (resolveData: { request: string; context: string }) => void): unknown;
}

/**
 * A remote's lucide icons (lucide-react/dist/esm/icons/*.mjs, each `createLucideIcon(name, node)`) made
 * with the factory of @sikka/shared/ui, the copy the shell provides, instead of a copy of lucide's
 * runtime (Icon, createLucideIcon, their helpers: 1.6 kB gzip) in every remote's chunks. Only in the
 * browser build a host loads (it always provides ui); a remote's standalone page and its Node build
 * keep their own, since there the design system's own icons come from the same files.
 */
function sharedLucideIcons(
  config: { plugins?: unknown[] },
  utils: { rspack?: { NormalModuleReplacementPlugin: RspackModuleReplacement } },
) {
  // Rsbuild always passes its rspack; a tool that only reads the config (knip) may not.
  const rspack = utils.rspack;
  if (!rspack) return;
  config.plugins ??= [];
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(/^\.\.\/createLucideIcon\.mjs$/, (resolveData) => {
      if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons$/.test(resolveData.context)) resolveData.request = LUCIDE_ICON_FACTORY;
    }),
  );
}

/** `workspace:*` is not a semver range; a workspace singleton is always the one in this repo. */
function requiredVersionOf(range: string | undefined): string | false {
  return range === undefined || range.startsWith('workspace:') ? false : range;
}

const packageOf = (name: string) => (name.startsWith('@sikka/shared/') ? '@sikka/shared' : name);

export function sharedSingletons(dependencies: Record<string, string>): Record<string, SharedSingleton> {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: requiredVersionOf(dependencies[packageOf(name)]) }]),
  );
}

export function federatedApp<Plugin>(options: FederatedAppOptions<Plugin>) {
  const isRemote = options.exposes !== undefined;
  // A remote's chunks must load from its own origin wherever the page runs, so its prefix is absolute.
  // The shell's pages are served from its own origin: root-relative keeps deep links (/blog/x) working
  // on any host and port.
  const publicUrl = process.env[options.publicUrlEnv] ?? (isRemote ? `http://localhost:${options.port}/` : '/');
  // `pnpm release:publish` builds a remote into its release's folder (SIKKA_BUILD_OUT), not over dist/.
  const distRoot = (isRemote && process.env.SIKKA_BUILD_OUT) || 'dist';
  const host: FederationOptions = {
    name: options.name,
    shared: sharedSingletons(options.dependencies),
    manifest: false,
    dts: false,
    shareStrategy: 'loaded-first',
    // Every app runs in a browser: the runtime drops its Node.js script loader (2 kB gzip per copy).
    experiments: { optimization: { target: 'web' } },
  };
  // A page (the shell's, a remote's standalone one) provides its runtime to the remotes it loads.
  const pageHost: FederationOptions = { ...host, experiments: { ...host.experiments, provideExternalRuntime: true } };
  // index.ts only does `import('./bootstrap')`: the async boundary federation needs before shared
  // singletons are used.
  const page = { index: './src/index.ts' };
  // The Node build (the shop's server renders the pages from it): the same sources and shared
  // singletons, with the federation runtime's Node loader (it fetches a remote's server chunks over
  // HTTP from where the remote is deployed). CSS Modules keep the browser build's class names (the
  // name hashes the file's path and the class, not the environment); Node gets the names only.
  const nodeHost: FederationOptions = { ...host, experiments: {} };
  const nodeBuild = (
    entry: Record<string, string | { import: string[]; html: false }>,
    federation: FederationOptions,
    prefix: string,
    root: string,
  ) => ({
    source: { entry },
    // CommonJS (the federation runtime's Node loader) in packages of "type": "module": .cjs.
    output: { target: 'node' as const, distPath: { root }, assetPrefix: prefix, filename: { js: '[name].cjs' } },
    plugins: [options.federation(federation, 'node', 'node')],
  });
  const remoteBuilds = () => ({
    // The remote as the shell loads it: remoteEntry.js, the exposed modules, mf-manifest.json, and no
    // page. Without a federation runtime of its own (~18 kB gzip on every route): it runs on the one of
    // the page that loads it (pageHost), so a remote is built with the shell's version of
    // @module-federation/* (one lockfile, one `pnpm build`).
    web: {
      source: { entry: { remote: { import: [], html: false } } },
      plugins: [
        options.federation(
          {
            ...host,
            filename: 'remoteEntry.js',
            exposes: options.exposes,
            manifest: true,
            experiments: { ...host.experiments, externalRuntime: true },
          },
          'web',
          'web',
        ),
      ],
      tools: { rspack: sharedLucideIcons },
    },
    // The same remote for the shop's server, published beside the browser build (dist/server/,
    // <public URL>/server/remoteEntry.js): a remote stays independently built and deployed.
    ...(options.clientOnly
      ? {}
      : {
          node: nodeBuild(
            { remote: { import: [], html: false } },
            { ...nodeHost, filename: 'remoteEntry.js', exposes: options.exposes },
            `${publicUrl}server/`,
            `${distRoot}/server`,
          ),
        }),
    // The remote alone (its `pnpm dev`, its dist/ on its own port): a page with a runtime of its own,
    // which loads the other remotes as the shell does.
    standalone: { source: { entry: page }, plugins: [options.federation(pageHost, 'standalone', 'web')] },
  });
  const shellBuilds = () => ({
    // The shell writes an mf-manifest.json too: nothing loads it, but it lists the versions of the
    // singletons the shell provides, which scripts/check-singletons.mjs holds the remotes' to.
    web: {
      source: { entry: page },
      plugins: [options.federation({ ...pageHost, manifest: true }, 'web', 'web'), pageFilesFile()],
    },
    // The render function of the shop's server (shell/server loads dist-server/server.js), kept out
    // of dist/ so that no visitor can download it.
    ...(options.serverEntry
      ? { node: nodeBuild({ server: options.serverEntry }, { ...nodeHost, filename: 'remoteEntry.js' }, '', 'dist-server') }
      : {}),
  });
  return {
    plugins: options.plugins,
    environments: isRemote ? remoteBuilds() : shellBuilds(),
    html: { title: options.title, template: HTML_TEMPLATE, tags: lowPriorityScriptPreloads },
    resolve: { alias: esmFederationRuntime() },
    server: {
      port: options.port,
      strictPort: true,
      // The shell (another origin) fetches manifests and chunks of every remote.
      cors: { origin: '*' },
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    // Each entry of @sikka/shared in one chunk of its own, whichever chunk group asks for it: the
    // federation runtime reaches a shared module both through the share scope (provide) and through
    // the app's own fallback (consume), and without one named chunk each path got its own copy.
    performance: {
      // The shell's page is one small entry chunk that imports the shared code at once: preload those
      // chunks from the HTML so they download with the entry chunk instead of after it has run — all
      // but the ones a first view never needs: zod and the form libraries, the sign-in form itself, the
      // orders entry only the sign-in form (guest orders) and the checkout use, and the overlays.
      ...(isRemote ? {} : { preload: { type: 'all-chunks' as const, exclude: NOT_PRELOADED } }),
      chunkSplit: {
        strategy: 'split-by-experience' as const,
        forceSplitting: {
          ...(isRemote ? sharedEntryChunks() : startupMerged(sharedEntryChunks())),
          'lib-zod': /[\\/]node_modules[\\/]zod[\\/]/,
          'lib-forms': /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
          ...OVERLAY_CHUNKS,
          // The same reason for the react-dom singleton: its provided copy and its fallback were two chunks.
          'lib-react-dom': /[\\/]node_modules[\\/]react-dom[\\/]/,
        },
      },
    },
    dev: { assetPrefix: publicUrl },
    output: {
      assetPrefix: publicUrl,
      ...(isRemote ? { copy: [{ from: REMOTE_LIST, to: 'remotes.json' }] } : {}),
      ...(distRoot !== 'dist' ? { distPath: { root: distRoot } } : {}),
    },
  };
}
