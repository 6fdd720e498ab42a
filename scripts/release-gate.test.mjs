// node --test scripts/release-gate.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runtimeSatisfy } from './check-singletons.mjs';
import { CONTRACT_FILE, contractProblems, generateContractTypes, remoteExposes } from './release-contract.mjs';
import {
  exposeProblems,
  gate,
  loadServerBuild,
  renderProblems,
  serverProblems,
  serverRenderedPaths,
  sharedProblems,
} from './release-gate.mjs';
import { APPS } from './apps.mjs';
import { importTypeScript, ROOT } from './run.mjs';

const shared = (name, version, requiredVersion = null, singleton = true) => ({
  id: `x:${name}`,
  name,
  version,
  singleton,
  requiredVersion,
});
const SHELL = {
  shared: [shared('react', '19.3.1', '^19.3.1'), shared('react-dom', '19.3.1', '^19.3.1'), shared('@sikka/shared/ui', '0.1.0')],
};
const GOOD = {
  exposes: [{ name: 'HomePage' }, { name: 'ListingPage' }, { name: 'VerifyPage' }],
  shared: [shared('react', '19.3.1', '^19.3.1'), shared('react-dom', '19.3.1', '^19.3.1'), shared('@sikka/shared/ui', '0.1.0')],
};
const NEEDED = ['HomePage', 'ListingPage', 'VerifyPage'];

/** A server build's remoteEntry.js: a federation container whose modules `modules` describes. */
const container = (modules) => `
module.exports = {
  init: async () => {},
  get: async (name) => {
    const modules = ${JSON.stringify(modules)};
    const module = modules[name.slice(2)];
    if (!module) throw new Error('Module ' + name + ' does not exist in container.');
    return () => ({ ...(module.component ? { default: function Page() {} } : {}), ...(module.loader ? { loader: async () => ({}) } : {}) });
  },
};`;

let root;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'gate-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function candidate(name, manifest, serverEntry) {
  const folder = join(root, name);
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  if (serverEntry) writeFileSync(join(folder, 'server', 'remoteEntry.js'), serverEntry);
  return folder;
}

describe('the release gate', () => {
  it('names each module the shell loads that the manifest does not expose', () => {
    assert.deepEqual(exposeProblems('catalog', GOOD, NEEDED), []);
    const missing = { ...GOOD, exposes: GOOD.exposes.filter((e) => e.name !== 'HomePage') };
    assert.deepEqual(exposeProblems('catalog', missing, NEEDED), [
      "exposes: catalog does not expose HomePage, which the shell's route table loads (catalog/HomePage)",
    ]);
  });

  it('refuses a singleton range the shell cannot serve, and a singleton shared as none', async () => {
    const satisfy = await runtimeSatisfy();
    assert.deepEqual(sharedProblems('catalog', GOOD, SHELL, satisfy), []);
    // A newer patch the shell's copy still satisfies passes (the ranges are what count).
    const patch = { ...GOOD, shared: [shared('react', '19.3.2', '^19.3.1'), ...GOOD.shared.slice(1)] };
    assert.deepEqual(sharedProblems('catalog', patch, SHELL, satisfy), []);
    const react20 = { ...GOOD, shared: [shared('react', '20.0.0', '^20.0.0'), ...GOOD.shared.slice(1)] };
    const problems = sharedProblems('catalog', react20, SHELL, satisfy);
    assert.ok(
      problems.includes('singletons: the shell: react 19.3.1 breaks the requiredVersion ^20.0.0 of remote "catalog"'),
      problems.join('\n'),
    );
    const notSingleton = { ...GOOD, shared: [shared('react', '19.3.1', '^19.3.1', false), ...GOOD.shared.slice(1)] };
    assert.deepEqual(sharedProblems('catalog', notSingleton, SHELL, satisfy), [
      'singletons: remote "catalog": shares react as no singleton (two copies on one page)',
    ]);
  });

  it('loads a server build in Node and names a module that is missing, renders nothing or lost its loader', async () => {
    const good = candidate(
      'server-good',
      GOOD,
      container({
        HomePage: { component: true, loader: true },
        ListingPage: { component: true, loader: true },
        VerifyPage: { component: true },
      }),
    );
    const result = await loadServerBuild(join(good, 'server', 'remoteEntry.js'), NEEDED);
    assert.deepEqual(result.report.HomePage, { component: true, loader: true });
    assert.deepEqual(serverProblems('catalog', result, result.report), []);

    const bad = candidate('server-bad', GOOD, container({ HomePage: { component: false }, ListingPage: { component: true } }));
    const badResult = await loadServerBuild(join(bad, 'server', 'remoteEntry.js'), NEEDED);
    assert.deepEqual(serverProblems('catalog', badResult, result.report), [
      'server build: catalog/HomePage exports no component to render (its default export)',
      "server build: catalog/ListingPage lost its loader (the live version's page reads its data with one)",
      'server build: catalog/VerifyPage does not load in Node: Module ./VerifyPage does not exist in container.',
    ]);

    const broken = candidate('server-broken', GOOD, 'throw new Error("needs window");');
    const brokenResult = await loadServerBuild(join(broken, 'server', 'remoteEntry.js'), NEEDED);
    assert.match(
      serverProblems('catalog', brokenResult)[0],
      /^server build: catalog's server\/remoteEntry.js does not load in Node: .*needs window/,
    );
  });

  it('puts the checks together against the shell build, and refuses a candidate without the server build the live one has', async () => {
    const shellDist = join(root, 'shell-dist');
    mkdirSync(shellDist, { recursive: true });
    writeFileSync(join(shellDist, 'mf-manifest.json'), JSON.stringify(SHELL));
    const entry = container({ HomePage: { component: true }, ListingPage: { component: true }, VerifyPage: { component: true } });
    const live = candidate('live', GOOD, entry);
    const ok = candidate('ok', GOOD, entry);
    declarations(join(ok, 'types'), 'catalog', CATALOG_TYPES);
    assert.deepEqual(
      await gate({
        remote: 'catalog',
        folder: ok,
        shellDist,
        liveFolder: live,
        needed: NEEDED,
        render: false,
      }),
      [],
    );
    const problems = await gate({
      remote: 'catalog',
      folder: candidate('no-server', GOOD),
      shellDist,
      liveFolder: live,
      needed: NEEDED,
    });
    assert.deepEqual(problems, [
      `contract: catalog has no generated types (${join(root, 'no-server', 'types', CONTRACT_FILE)}): pnpm release:publish and the remote's ci generate them`,
      'server build: catalog has no server/remoteEntry.js (the live version has one)',
    ]);
    const broken = join(root, 'not-json');
    mkdirSync(broken);
    writeFileSync(join(broken, 'mf-manifest.json'), '{');
    assert.match(
      (await gate({ remote: 'catalog', folder: broken, shellDist, needed: NEEDED }))[0],
      /mf-manifest.json is not JSON/,
    );
  });

  it("renders the pages the server serves from the remote, each of the route table's, and names a page that is not whole", async () => {
    assert.deepEqual(await serverRenderedPaths('catalog'), ['/', '/collections', '/verify', '/verify/gate-check', '/gate-check']);
    assert.deepEqual(await serverRenderedPaths('admin'), []);
    const report = {
      '/': { status: 200, incomplete: false, logged: [] },
      '/gate-check': { status: 404, incomplete: false, logged: [] },
      '/verify': {
        status: 503,
        incomplete: true,
        logged: ['[ssr] catalog/VerifyPage: no data (boom); the page shows its loading state'],
      },
      '/collections': { error: 'renderPage exploded', logged: [] },
    };
    assert.deepEqual(
      renderProblems('catalog', { report }),
      [
        '/verify rendered 503 with a part left to the browser ([ssr] catalog/VerifyPage: no data (boom); the page shows its loading state)',
        '/collections did not render: renderPage exploded',
      ].map((line) => `pages: ${line}`),
    );
    assert.deepEqual(renderProblems('catalog', { error: 'it did not finish within 120000 ms' }), [
      "pages: catalog's pages could not be rendered: it did not finish within 120000 ms",
    ]);
  });
});

/** A page as the shell expects it: a component of no props, and a loader of the page contract. */
const PAGE_WITH_LOADER = `import type { PageLoader } from '@sikka/shared/federation';
export interface HomePageData { titles: string[] }
export declare const loader: PageLoader<HomePageData>;
export default function HomePage(): import('react').JSX.Element;
`;
const PAGE = (name) => `export default function ${name}(): import('react').JSX.Element;\n`;
const CATALOG_TYPES = {
  HomePage: PAGE_WITH_LOADER,
  ListingPage: PAGE('ListingPage'),
  VerifyPage: PAGE('VerifyPage'),
};

/** A candidate's generated types, made by hand: `modules` maps each exposed module to its .d.ts. */
function declarations(typesDir, remote, modules) {
  const exposes = {};
  for (const [name, text] of Object.entries(modules)) {
    const file = `${remote}-mfe/src/pages/${name}.d.ts`;
    mkdirSync(dirname(join(typesDir, file)), { recursive: true });
    writeFileSync(join(typesDir, file), text);
    exposes[name] = file;
  }
  writeFileSync(join(typesDir, CONTRACT_FILE), JSON.stringify({ remote, exposes, shared: null }));
  return typesDir;
}

let typesRoot;
const types = (name, remote, modules) => declarations(join(typesRoot, name), remote, modules);

describe("the gate's contract check", () => {
  before(() => {
    typesRoot = mkdtempSync(join(tmpdir(), 'gate-types-'));
  });
  after(() => rmSync(typesRoot, { recursive: true, force: true }));

  it("reads each remote's exposes from its rsbuild.config.ts: every module the shell loads", async () => {
    const { REMOTE_MODULES } = await importTypeScript('shared/src/federation/contracts.ts');
    for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) {
      const exposes = remoteExposes(join(ROOT, app.dir));
      assert.deepEqual(Object.keys(exposes).sort(), [...REMOTE_MODULES[app.name]].sort(), app.name);
      for (const file of Object.values(exposes)) assert.ok(existsSync(join(ROOT, app.dir, file)), file);
    }
  });

  it("passes a candidate whose pages render with no props and whose loaders are the page contract's", async () => {
    const typesDir = types('good', 'catalog', CATALOG_TYPES);
    assert.deepEqual(await contractProblems({ remote: 'catalog', typesDir, needed: NEEDED }), []);
  });

  it('refuses a page that requires a prop the shell does not pass, and a loader of another shape, naming each', async () => {
    const typesDir = types('bad-pages', 'catalog', {
      ...CATALOG_TYPES,
      // The listing's slug as a prop: the shell renders the page with none (it reads the route's parameters).
      ListingPage: "export default function ListingPage(props: { slug: string }): import('react').JSX.Element;\n",
      // A loader that answers its data alone: the shell reads { status, data }.
      HomePage: `export declare function loader(context: { params: Record<string, string | undefined>; url: URL }): Promise<{ data: string[] }>;
export default function HomePage(): import('react').JSX.Element;
`,
    });
    const problems = await contractProblems({ remote: 'catalog', typesDir, needed: NEEDED });
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(
      problems[0],
      /^contract: catalog\/HomePage: its loader is not the page contract's .*Property 'status' is missing in type '\{ data: string\[\]; \}'/,
    );
    assert.match(
      problems[1],
      /^contract: catalog\/ListingPage: its default export is not a component the shell can render with the props it passes .*Property 'slug' is missing in type 'Record<never, never>' but required in type '\{ slug: string; \}'/,
    );
    // A loader whose answer's status is not one the shell serves (200 or 404).
    const teapot = types('teapot', 'catalog', {
      ...CATALOG_TYPES,
      HomePage: `export declare function loader(context: { params: Record<string, string | undefined>; url: URL }): Promise<{ status: 418; data: null }>;
export default function HomePage(): import('react').JSX.Element;
`,
    });
    const [status] = await contractProblems({ remote: 'catalog', typesDir: teapot, needed: NEEDED });
    assert.match(status, /^contract: catalog\/HomePage: its loader .*Type '418' is not assignable to type '200 \| 404'/);
  });

  it('holds checkout/CheckoutDialog to CheckoutDialogProps: all of them taken, each of its type', async () => {
    const checkout = (dialog) =>
      types(`checkout-${Object.keys(dialog)[0]}`, 'checkout', {
        CheckoutDialog: Object.values(dialog)[0],
        OrderPage: PAGE('OrderPage'),
        MyOrdersPage: PAGE('MyOrdersPage'),
      });
    const needed = ['CheckoutDialog', 'OrderPage', 'MyOrdersPage'];
    const good = checkout({
      good: `import type { CheckoutDialogProps } from '@sikka/shared/federation';
export default function CheckoutDialog({ collectibleId, open, onOpenChange }: CheckoutDialogProps): import('react').JSX.Element;
`,
    });
    assert.deepEqual(await contractProblems({ remote: 'checkout', typesDir: good, needed }), []);

    const noClose = checkout({
      noClose: `export default function CheckoutDialog(props: { collectibleId: string; open: boolean }): import('react').JSX.Element;\n`,
    });
    assert.deepEqual(
      (await contractProblems({ remote: 'checkout', typesDir: noClose, needed })).map((line) =>
        line.replace(/(leave out a prop it is passed).*(Property 'onOpenChange' is missing).*/, '$1 … $2'),
      ),
      [
        "contract: checkout/CheckoutDialog: its component's props leave out a prop it is passed … Property 'onOpenChange' is missing",
      ],
    );

    const wrongType = checkout({
      wrongType: `export default function CheckoutDialog(props: { collectibleId: number; open: boolean; onOpenChange(open: boolean): void }): import('react').JSX.Element;\n`,
    });
    const [idType] = await contractProblems({ remote: 'checkout', typesDir: wrongType, needed });
    assert.match(
      idType,
      /^contract: checkout\/CheckoutDialog: its default export is not a component .*Types of property 'collectibleId' are incompatible\. Type 'string' is not assignable to type 'number'\./,
    );
  });

  it('refuses a candidate without generated types, without declarations of a module the shell loads, or whose declarations import what is not there', async () => {
    const none = join(typesRoot, 'none');
    mkdirSync(none);
    assert.deepEqual(await contractProblems({ remote: 'catalog', typesDir: none, needed: NEEDED }), [
      `contract: catalog has no generated types (${join(none, CONTRACT_FILE)}): pnpm release:publish and the remote's ci generate them`,
    ]);
    const { VerifyPage, ...rest } = CATALOG_TYPES;
    const partial = types('partial', 'catalog', rest);
    assert.deepEqual(await contractProblems({ remote: 'catalog', typesDir: partial, needed: NEEDED }), [
      "contract: catalog/VerifyPage has no declarations among the candidate's generated types",
    ]);
    // Declarations that import what cannot be found: their types would be `any`, which passes anything.
    const unresolved = types('unresolved', 'catalog', {
      ...CATALOG_TYPES,
      VerifyPage: `import type { VerifyProps } from '@sikka/shared/verify';
export default function VerifyPage(props: VerifyProps): import('react').JSX.Element;
`,
    });
    assert.deepEqual(await contractProblems({ remote: 'catalog', typesDir: unresolved, needed: NEEDED }), [
      "contract: catalog/VerifyPage: its declarations cannot be judged: Cannot find module '@sikka/shared/verify' or its corresponding type declarations.",
    ]);
    const broken = join(typesRoot, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, CONTRACT_FILE), '{');
    assert.match(
      (await contractProblems({ remote: 'catalog', typesDir: broken, needed: NEEDED }))[0],
      /contract.json is not JSON/,
    );
  });

  it("generates a remote's declarations from its source, with the @sikka/shared it was built with, and judges by that shared", async () => {
    const typesDir = join(typesRoot, 'blog');
    const needed = ['BlogListPage', 'BlogPostPage'];
    const contract = await generateContractTypes({ remote: 'blog', sourceDir: join(ROOT, 'blog-mfe'), outDir: typesDir });
    assert.deepEqual(contract.exposes, {
      BlogListPage: 'blog-mfe/src/pages/BlogListPage.d.ts',
      BlogPostPage: 'blog-mfe/src/pages/BlogPostPage.d.ts',
    });
    assert.equal(contract.shared, 'shared');
    assert.match(readFileSync(join(typesDir, contract.exposes.BlogPostPage), 'utf8'), /export declare const loader: PageLoader</);
    const sharedPackage = JSON.parse(readFileSync(join(typesDir, 'shared', 'package.json'), 'utf8'));
    assert.equal(sharedPackage.exports['./federation'], './src/federation/index.d.ts');
    assert.deepEqual(await contractProblems({ remote: 'blog', typesDir, needed }), []);

    // The same pages built against a shared whose loaders could answer 500: judged by the shared they
    // were built with (their PageLoader), not by this checkout's.
    const pageData = join(typesDir, 'shared', 'src', 'federation', 'pageData.d.ts');
    const declared = readFileSync(pageData, 'utf8');
    assert.match(declared, /status: 200 \| 404;/);
    writeFileSync(pageData, declared.replace('status: 200 | 404;', 'status: 200 | 404 | 500;'));
    const problems = await contractProblems({ remote: 'blog', typesDir, needed });
    assert.deepEqual(
      problems.map((line) =>
        line.replace(/^(contract: blog\/\w+: its loader).*(Type '500' is not assignable to type '200 \| 404')\.?$/, '$1 … $2'),
      ),
      needed.map((name) => `contract: blog/${name}: its loader … Type '500' is not assignable to type '200 | 404'`),
    );
  });
});
