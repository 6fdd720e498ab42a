import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expectAccessibleAndFits } from './support/a11y';
import { ANON_KEY, DEMO_ADMIN, DEMO_BUYER, SUPABASE_URL, signInAs } from './support/session';
import { mainHeading } from './support/shell';
import { type Browser, expect, test } from './support/test';

/**
 * A remote's team ships alone (issue 48), end to end: catalog 1.0.0 and 2.0.0 (its hero heading says
 * so: a visible change) published with `pnpm release:publish`, promoted, canaried, rolled back and tried
 * by a member of staff with the release commands, while the shop's server (shell/server/main.ts, as
 * `pnpm start` runs it, with the shared stack's other remotes and backend) picks each change up from
 * its registry without a restart. The server and its releases folder are this file's own (port 3031, a
 * temporary folder): the shared stack's registry is never touched, so the other specs keep seeing the
 * shop as built.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The remotes the shop loads (its deployed list): each has a release row in the System panel. */
const REMOTE_COUNT = Object.keys(JSON.parse(readFileSync(join(ROOT, 'shell', 'public', 'remotes.json'), 'utf8'))).length;
const PORT = 3031;
const BASE = `http://localhost:${PORT}`;
const V1_HEADING = 'Rare Indian Coins & Banknotes';
const V2_HEADING = 'Rare Indian Coins & Banknotes · Release 2';
const HTML_V2 = 'Rare Indian Coins &amp; Banknotes<!-- --> · Release 2';

let releases: string;
let source: string;
let server: ChildProcess | undefined;
let serverLog = '';

const env = () => ({
  ...process.env,
  SIKKA_RELEASES_DIR: releases,
  SIKKA_RELEASES_URL: `${BASE}/releases/`,
  SIKKA_RELEASE_BY: 'e2e releases',
});

/** `pnpm release:<command> …` (scripts/release.mjs): its exit code and output. */
function release(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/release.mjs', ...args], { cwd: ROOT, env: env(), timeout: 240_000 }, (error, out, err) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out, err }),
    );
  });
}

async function ok(...args: string[]) {
  const result = await release(...args);
  expect(result.code, `release ${args.join(' ')}: ${result.err}`).toBe(0);
  return result.out;
}

/**
 * A registry change that the next test must find in service: the command, then the server's next read of the
 * registry (it looks every 2 s: /health's `releases.readAt`). Without the wait, the staff test's first page
 * could still be assigned the 30 % canary and pin v2 to its visit.
 */
async function changeRegistry(...args: string[]) {
  const asked = Date.now();
  await ok(...args);
  await expect
    .poll(
      async () => {
        const health = (await (await fetch(`${BASE}/health`)).json()) as { releases?: { readAt?: string } };
        return Date.parse(health.releases?.readAt ?? '') >= asked;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(true);
}

/** The server's HTML of / for a visitor with these cookies (none: a fresh visitor). */
async function home(cookie = ''): Promise<{ html: string; cookies: string[] }> {
  const response = await fetch(`${BASE}/`, { headers: cookie ? { Cookie: cookie } : {} });
  return { html: await response.text(), cookies: response.headers.getSetCookie() };
}

const isV2 = (html: string) => html.includes(HTML_V2);

/** A new visitor's browser: the heading it shows once hydrated, and the catalog code it loaded. */
async function browserHeading(browser: Browser, setup?: (page: import('@playwright/test').Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const catalogCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/releases/catalog/')) catalogCode.push(request.url());
  });
  await setup?.(page);
  await page.goto(`${BASE}/`);
  // Hydrated: the browser has run the catalog's code it loaded (a version other than the server's would
  // have drawn its own heading over the server's).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  return { context, page, catalogCode };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  releases = mkdtempSync(join(tmpdir(), 'sikka-e2e-releases-'));
  // Version 2's source: a copy of the catalog beside the original (the same depth: its build settings
  // are found as ../tooling), its hero heading changed.
  source = join(ROOT, '.release-e2e-catalog');
  rmSync(source, { recursive: true, force: true });
  cpSync(join(ROOT, 'catalog-mfe'), source, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
  });
  symlinkSync(join(ROOT, 'catalog-mfe', 'node_modules'), join(source, 'node_modules'));
  const hero = join(source, 'src', 'components', 'Hero', 'Hero.tsx');
  writeFileSync(hero, readFileSync(hero, 'utf8').replace('{HERO_COPY.title}', '{HERO_COPY.title} · Release 2'));

  await ok('publish', 'catalog', '--version', '1.0.0');
  await ok('publish', 'catalog', '--version', '2.0.0', '--source', source);
  await ok('promote', 'catalog', '1.0.0');

  server = spawn(join(ROOT, 'shell', 'node_modules', '.bin', 'tsx'), ['shell/server/main.ts', '--local'], {
    cwd: ROOT,
    env: { ...env(), PORT: String(PORT), HOST: '127.0.0.1', SIKKA_PAGE_CACHE_MS: '0', SIKKA_CANARY_MIN_PAGES: '10' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (serverLog += chunk));
  server.stderr!.on('data', (chunk) => (serverLog += chunk));
  await expect.poll(async () => (await fetch(`${BASE}/robots.txt`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(releases, { recursive: true, force: true });
  rmSync(source, { recursive: true, force: true });
});

test('a published version is never replaced, and the live version serves', async () => {
  const again = await release('publish', 'catalog', '--version', '2.0.0');
  expect(again.code).toBe(1);
  expect(again.err).toContain('catalog 2.0.0 is published already: a version is never replaced, publish a new one');
  const { html, cookies } = await home();
  expect(html).toContain('Rare Indian Coins &amp; Banknotes');
  expect(isV2(html)).toBe(false);
  expect(html).toContain(`${BASE}/releases/catalog/1.0.0/mf-manifest.json`);
  expect(cookies.join()).toContain('sikka_visit=catalog%3D1.0.0');
  const status = await ok('status', 'catalog');
  expect(status).toContain('catalog: live 1.0.0');
  expect(status).toMatch(/promote\s+1\.0\.0\s+by e2e releases/);
});

test("promoted, the server and a new visitor's browser show v2 within 10 s; a visit under way keeps v1; rolled back, v1 again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A visitor in the middle of a visit (a checkout, say) before the promotion.
  const during = await browserHeading(browser);
  await expect(mainHeading(during.page)).toHaveText(V1_HEADING);

  await ok('promote', 'catalog', '2.0.0');
  const promoted = Date.now();
  await expect.poll(async () => isV2((await home()).html), { timeout: 10_000, intervals: [250] }).toBe(true);
  console.log(`promotion reached the server's pages in ${Date.now() - promoted} ms`);

  const fresh = await browserHeading(browser);
  await expect(mainHeading(fresh.page)).toHaveText(V2_HEADING);
  expect(fresh.catalogCode.some((url) => url.includes('/releases/catalog/2.0.0/'))).toBe(true);
  expect(fresh.catalogCode.some((url) => url.includes('/releases/catalog/1.0.0/'))).toBe(false);
  await fresh.context.close();

  // The visit under way is not switched mid-flow: its next page is still v1.
  await during.page.reload();
  await expect(mainHeading(during.page)).toHaveText(V1_HEADING);
  await during.context.close();

  await ok('rollback', 'catalog');
  const rolledBack = Date.now();
  await expect.poll(async () => isV2((await home()).html), { timeout: 10_000, intervals: [250] }).toBe(false);
  console.log(`rollback reached the server's pages in ${Date.now() - rolledBack} ms`);
  const after = await browserHeading(browser);
  await expect(mainHeading(after.page)).toHaveText(V1_HEADING);
  await after.context.close();
  // Nothing before 1.0.0: a second rollback is refused with its reason.
  const none = await release('rollback', 'catalog');
  expect(none.code).toBe(1);
  expect(none.err).toContain('catalog has no previous version to roll back to (1.0.0 is the first live version)');
});

test('a canary of 30 %: of 200 new visitors between 20 % and 40 % get v2, each always the same, on the server and in the browser', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await ok('promote', 'catalog', '2.0.0', '--canary', '30');
  const visitor = async (cookie = '') => {
    const response = await fetch(`${BASE}/remotes.json`, { headers: cookie ? { Cookie: cookie } : {} });
    const list = (await response.json()) as Record<string, string>;
    const id = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('sikka_visitor='))
      ?.split(';')[0];
    return { v2: list.catalog!.includes('/2.0.0/'), id };
  };
  // The registry reaches the server within its poll: wait until a canary visitor id is handed out.
  await expect.poll(async () => (await visitor()).id !== undefined, { timeout: 10_000 }).toBe(true);

  const visitors = [];
  for (let i = 0; i < 200; i++) visitors.push(await visitor());
  const share = visitors.filter((v) => v.v2).length / visitors.length;
  console.log(`canary 30 %: ${(share * 100).toFixed(1)} % of 200 new visitors got v2`);
  expect(share).toBeGreaterThanOrEqual(0.2);
  expect(share).toBeLessThanOrEqual(0.4);
  // Each comes back to the same version (a later visit: the visitor's cookie only).
  for (const v of visitors) expect((await visitor(v.id)).v2, v.id).toBe(v.v2);
  // The server renders each the version it assigned.
  const inCanary = visitors.find((v) => v.v2)!;
  const outside = visitors.find((v) => !v.v2)!;
  expect(isV2((await home(inCanary.id)).html)).toBe(true);
  expect(isV2((await home(outside.id)).html)).toBe(false);
  // And their browsers load that version.
  for (const [v, heading] of [
    [inCanary, V2_HEADING],
    [outside, V1_HEADING],
  ] as const) {
    const [name, value] = v.id!.split('=');
    const seen = await browserHeading(browser, (page) => page.context().addCookies([{ name: name!, value: value!, url: BASE }]));
    await expect(mainHeading(seen.page)).toHaveText(heading);
    expect(seen.catalogCode.every((url) => url.includes(heading === V2_HEADING ? '/2.0.0/' : '/1.0.0/'))).toBe(true);
    await seen.context.close();
  }
  await changeRegistry('promote', 'catalog', '2.0.0', '--canary', '0');
});

test('a member of staff tries v2 in their own browser only; visitors cannot, nor can anyone name a remote that does not exist', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await browser.newContext();
  const page = await staff.newPage();
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`${BASE}/admin/system`);
  const form = page.getByRole('form', { name: 'Try a version in this browser' });
  await form.getByLabel('Remote').selectOption('catalog');
  await form.getByLabel('Version').selectOption('2.0.0');
  await form.getByRole('button', { name: 'Try in this browser' }).click();
  await expect(form.getByRole('status')).toHaveText(/This browser now loads catalog 2\.0\.0 on its next page/);
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole('list', { name: 'Releases per remote' }).getByText('Live', { exact: true })).toHaveCount(
    REMOTE_COUNT,
  );
  await expectAccessibleAndFits(page, 390, '/tmp/i48-system-releases-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/i48-system-releases-1280.png', fullPage: true });
  await page.goto(`${BASE}/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(mainHeading(page)).toHaveText(V2_HEADING);

  // Everyone else still gets the live version.
  const visitor = await browserHeading(browser);
  await expect(mainHeading(visitor.page)).toHaveText(V1_HEADING);
  await visitor.context.close();
  expect(isV2((await home()).html)).toBe(false);

  // A visitor cannot make an override: no token, a buyer's token, or a cookie of their own making.
  const post = (body: object, token?: string) =>
    fetch(`${BASE}/releases/override`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const anonymous = await post({ remote: 'catalog', version: '2.0.0' });
  expect(anonymous.status).toBe(403);
  expect(await anonymous.json()).toEqual({ error: 'Only a signed-in member of staff can do this.' });
  const client = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const buyer = (await client.auth.signInWithPassword(DEMO_BUYER)).data.session!.access_token;
  expect((await post({ remote: 'catalog', version: '2.0.0' }, buyer)).status).toBe(403);
  const forged = Buffer.from(
    JSON.stringify({ versions: { catalog: '2.0.0' }, role: 'owner', exp: Date.now() + 3_600_000 }),
  ).toString('base64url');
  expect(isV2((await home(`sikka_override=${forged}.bm90LXNpZ25lZA`)).html)).toBe(false);

  const admin = (await client.auth.signInWithPassword(DEMO_ADMIN)).data.session!.access_token;
  const nope = await post({ remote: 'auctionz', version: '1.0.0' }, admin);
  expect(nope.status).toBe(400);
  expect((await nope.json()).error).toMatch(
    /^There is no remote named 'auctionz' \(remotes: catalog, checkout, sell, blog, admin/,
  );
  const unpublished = await post({ remote: 'catalog', version: '7.0.0' }, admin);
  expect((await unpublished.json()).error).toBe('catalog 7.0.0 was never published.');

  // Stop trying: the staff member's browser is back on the live version.
  await page.goto(`${BASE}/admin/system`);
  await page.getByRole('form', { name: 'Try a version in this browser' }).getByRole('button', { name: 'Stop trying' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This browser loads what visitors get again.' })).toBeVisible();
  await page.goto(`${BASE}/`);
  await expect(mainHeading(page)).toHaveText(V1_HEADING);
  await staff.close();
});

test('an incompatible candidate is refused by the gate with what broke, and the live version keeps serving', async () => {
  test.setTimeout(120_000);
  /** A published version made by hand from 2.0.0's files (its generated types too), its manifest changed by `change`. */
  function crafted(
    version: string,
    change: (manifest: { exposes: { name: string }[]; shared: { name: string; requiredVersion: string | null }[] }) => void,
  ) {
    const folder = join(releases, 'catalog', version);
    cpSync(join(releases, 'catalog', '2.0.0'), folder, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'));
    change(manifest);
    writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    const registryFile = join(releases, 'registry.json');
    const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
    registry.remotes.catalog.published[version] = {
      manifest: `${BASE}/releases/catalog/${version}/mf-manifest.json`,
      at: new Date().toISOString(),
      by: 'e2e',
    };
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  }
  crafted('9.0.0', (manifest) => {
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'HomePage');
  });
  crafted('9.1.0', (manifest) => {
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
  });
  const missing = await release('promote', 'catalog', '9.0.0');
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('catalog 9.0.0 is refused by the compatibility gate; 1.0.0 keeps serving');
  expect(missing.err).toContain(
    "exposes: catalog does not expose HomePage, which the shell's route table loads (catalog/HomePage)",
  );
  const react20 = await release('promote', 'catalog', '9.1.0', '--canary', '10');
  expect(react20.code).toBe(1);
  expect(react20.err).toContain('singletons: the shell: react 19.3.1 breaks the requiredVersion ^20.0.0 of remote "catalog"');
  // A listing page that wants its slug as a prop (the shell renders pages with none): its generated
  // declarations, published with it, say so, and the contract check names the page and the prop.
  crafted('9.2.0', () => {});
  const types = join(releases, 'catalog', '9.2.0', 'types');
  const listingTypes = join(types, JSON.parse(readFileSync(join(types, 'contract.json'), 'utf8')).exposes.ListingPage);
  const declared = readFileSync(listingTypes, 'utf8');
  expect(declared).toContain('export default function ListingPage(): ');
  writeFileSync(
    listingTypes,
    declared.replace('export default function ListingPage(): ', 'export default function ListingPage(props: { slug: string }): '),
  );
  const contract = await release('promote', 'catalog', '9.2.0');
  expect(contract.code).toBe(1);
  expect(contract.err).toContain('catalog 9.2.0 is refused by the compatibility gate; 1.0.0 keeps serving');
  expect(contract.err).toMatch(
    /contract: catalog\/ListingPage: its default export is not a component the shell can render with the props it passes .*Property 'slug' is missing in type 'Record<never, never>' but required in type '\{ slug: string; \}'/,
  );
  expect(contract.err).not.toContain('contract: catalog/HomePage');
  expect(await ok('status', 'catalog')).toContain('catalog: live 1.0.0');
  const { html } = await home();
  expect(html).toContain(`${BASE}/releases/catalog/1.0.0/mf-manifest.json`);
  expect(isV2(html)).toBe(false);

  // The other bad input, each with its message.
  for (const [args, message] of [
    [['promote', 'catalog', '3.0.0'], 'catalog 3.0.0 was never published (published: 1.0.0, 2.0.0, 9.0.0, 9.1.0, 9.2.0)'],
    [['promote', 'catalog', 'v2'], "'v2' is not a version: use semver"],
    [['promote', 'catalog', '2.0.0', '--canary', '150'], "a canary share is a percentage from 0 to 100, not '150'"],
    [['rollback', 'blog'], 'blog has no releases: there is nothing to roll back'],
    [['promote', 'auctionz', '1.0.0'], "there is no remote named 'auctionz'"],
  ] as const) {
    const refused = await release(...args);
    expect(refused.code, args.join(' ')).toBe(1);
    expect(refused.err).toContain(message);
  }
});

test('a registry edited into invalid JSON: the last good one keeps serving, and the server says so', async () => {
  const registryFile = join(releases, 'registry.json');
  const good = readFileSync(registryFile, 'utf8');
  try {
    writeFileSync(registryFile, good.slice(0, good.length / 2));
    await expect
      .poll(async () => ((await (await fetch(`${BASE}/health`)).json()) as { releases?: { ok: boolean } }).releases?.ok, {
        timeout: 10_000,
      })
      .toBe(false);
    const health = await fetch(`${BASE}/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { releases: { error: string } }).releases.error).toMatch(/^the registry is not valid JSON/);
    expect(serverLog).toMatch(/still serving the last good registry/);
    const { html } = await home();
    expect(html).toContain(`${BASE}/releases/catalog/1.0.0/mf-manifest.json`);
  } finally {
    writeFileSync(registryFile, good);
  }
  await expect
    .poll(async () => ((await (await fetch(`${BASE}/health`)).json()) as { releases?: { ok: boolean } }).releases?.ok, {
      timeout: 10_000,
    })
    .toBe(true);
});

test('errors by version: a canary whose browsers report errors is rolled back by itself, and the System panel shows the counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ok('promote', 'catalog', '2.0.0', '--canary', '50');
  // Pages served of each version (the denominator), then the canary's browsers report failures.
  const seen = { v1: 0, v2: 0 };
  await expect
    .poll(async () => isV2((await home()).html) || isV2((await home()).html) || isV2((await home()).html), { timeout: 10_000 })
    .toBe(true);
  while (seen.v1 < 10 || seen.v2 < 10) seen[isV2((await home()).html) ? 'v2' : 'v1']++;
  for (let i = 0; i < 10; i++) {
    const report = await fetch(`${BASE}/releases/errors`, {
      method: 'POST',
      body: JSON.stringify({
        remote: 'catalog',
        version: '2.0.0',
        route: '/',
        message: 'Remote module "catalog/HomePage" did not load',
      }),
    });
    expect(report.status).toBe(204);
  }
  const bad = await fetch(`${BASE}/releases/errors`, { method: 'POST', body: '{"remote":"catalog"}' });
  expect(bad.status).toBe(400);
  await expect.poll(async () => (await ok('status', 'catalog')).includes('auto-rollback'), { timeout: 15_000 }).toBe(true);
  const status = await ok('status', 'catalog');
  expect(status).toContain('catalog: live 1.0.0\n');
  expect(status).toMatch(/auto-rollback\s+1\.0\.0 \(from 2\.0\.0\) 50 %\s+by canary watch: errors on/);

  await signInAs(page, DEMO_ADMIN);
  await page.goto(`${BASE}/admin/system`);
  const catalog = page
    .getByRole('list', { name: 'Releases per remote' })
    .getByRole('listitem')
    .filter({ hasText: /^catalog/ })
    .first();
  await expect(catalog.getByText(/^10 errors in \d+ pages/)).toBeVisible();
  await expect(catalog.getByText(/Rolled back automatically: 2\.0\.0 → 1\.0\.0/)).toBeVisible();
});
