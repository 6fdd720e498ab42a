import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResult } from '../../src/ssr/entry';
import { type Shop, startShop } from '../shop';
import { wholeDocument } from '../testing';
import { EMPTY_REGISTRY, formatRegistry, promote, recordPublished } from './registry';

/** The shop's server with releases (issue 48) over a temporary shell build and releases folder. */
const REMOTES = { catalog: 'http://catalog.cdn.example/mf-manifest.json', blog: 'http://blog.cdn.example/mf-manifest.json' };
const RELEASED = (version: string) => `http://releases.cdn.example/catalog/${version}/mf-manifest.json`;
let folder: string | undefined;
let shop: Shop | undefined;
afterEach(async () => {
  if (shop) await new Promise<void>((resolve) => shop!.server.close(() => resolve()) && shop!.server.closeAllConnections());
  if (folder) rmSync(folder, { recursive: true, force: true });
  shop = folder = undefined;
});

const rendered: RenderRequest[] = [];
async function fakeRender(request: RenderRequest): Promise<RenderResult> {
  rendered.push(request);
  return {
    status: 200,
    document: wholeDocument(
      `<!DOCTYPE html><html><head><title>A page</title></head><body>${JSON.stringify(request.deployment.remotes)}</body></html>`,
    ),
  };
}

async function serve(registry?: string) {
  folder = mkdtempSync(join(tmpdir(), 'shop-releases-'));
  const dist = join(folder, 'dist');
  const dir = join(folder, 'releases');
  mkdirSync(dist);
  mkdirSync(join(dir, 'catalog', '2.0.0'), { recursive: true });
  writeFileSync(join(dir, 'catalog', '2.0.0', 'mf-manifest.json'), '{"name":"catalog"}');
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Sikka</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'remotes.json'), `${JSON.stringify(REMOTES, null, 2)}\n`);
  writeFileSync(join(dist, 'page-files.json'), JSON.stringify({ scripts: [], preloads: [], styles: [] }));
  if (registry !== undefined) writeFileSync(join(dir, 'registry.json'), registry);
  shop = await startShop({
    dist,
    port: 0,
    host: '127.0.0.1',
    local: true,
    render: fakeRender,
    pageCacheMs: 0,
    // An API that is down: nobody is staff.
    site: { backend: { url: 'http://127.0.0.1:9', key: 'anon' } },
    releases: { dir, registry: join(dir, 'registry.json'), url: 'http://releases.cdn.example/', pollMs: 60_000 },
  });
  return { base: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`, dir };
}

const live = (version: string) =>
  formatRegistry(
    promote(
      ['1.0.0', '2.0.0'].reduce((r, v) => recordPublished(r, 'catalog', v, RELEASED(v), { by: 't' }), EMPTY_REGISTRY),
      'catalog',
      version,
      { by: 't' },
    ),
  );

describe("the shop's server with releases", () => {
  it('without a registry serves what it served before: remotes.json as deployed, no cookie', async () => {
    const { base } = await serve();
    const page = await fetch(`${base}/`);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(await page.text()).toContain(JSON.stringify(REMOTES));
    const list = await fetch(`${base}/remotes.json`);
    expect(await list.text()).toBe(`${JSON.stringify(REMOTES, null, 2)}\n`);
    expect(list.headers.get('cache-control')).toBe('no-cache');
  });

  it("renders with the live version, pins the visit, and answers the visitor's /remotes.json alike", async () => {
    const { base } = await serve(live('2.0.0'));
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain(RELEASED('2.0.0'));
    expect(page.headers.get('set-cookie')).toMatch(
      /^sikka_visit=catalog%3D2\.0\.0; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax/,
    );
    // The page's policy names the releases' origin.
    expect(page.headers.get('content-security-policy')).toContain('http://releases.cdn.example');
    // Page and list depend on the visit's cookie: no shared cache hands one visitor's to another.
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const pinned = await fetch(`${base}/remotes.json`, { headers: { Cookie: 'sikka_visit=catalog=1.0.0' } });
    expect(await pinned.json()).toEqual({ ...REMOTES, catalog: RELEASED('1.0.0') });
    expect(pinned.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it("serves a published version's files, never the registry itself", async () => {
    const { base } = await serve(live('2.0.0'));
    const manifest = await fetch(`${base}/releases/catalog/2.0.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/releases/registry.json`)).status).toBe(404);
    expect((await fetch(`${base}/releases/catalog/not-a-version/mf-manifest.json`)).status).toBe(404);
  });

  it('refuses an override to anyone the database does not call staff, and takes error reports', async () => {
    const { base } = await serve(live('1.0.0'));
    const override = await fetch(`${base}/releases/override`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-staff-token' },
      body: JSON.stringify({ remote: 'catalog', version: '2.0.0' }),
    });
    expect(override.status).toBe(403);
    expect(override.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${base}/releases/status`)).status).toBe(403);
    const report = (body: unknown) => fetch(`${base}/releases/errors`, { method: 'POST', body: JSON.stringify(body) });
    expect((await report({ remote: 'catalog', version: '1.0.0', route: '/', message: 'boom' })).status).toBe(204);
    expect((await report({ remote: 'nope', version: '1.0.0', route: '/', message: 'boom' })).status).toBe(400);
    expect(shop!.releases!.counter.of('catalog', '1.0.0').errors).toBe(1);
  });

  it('keeps serving the last good registry when the file breaks, and /health says so', async () => {
    const { base, dir } = await serve(live('2.0.0'));
    writeFileSync(join(dir, 'registry.json'), '{ "remotes": ');
    await shop!.releases!.reader.refresh();
    expect(await (await fetch(`${base}/`)).text()).toContain(RELEASED('2.0.0'));
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { releases: { ok: boolean; error: string } }).releases).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^the registry is not valid JSON/),
    });
  });
});
