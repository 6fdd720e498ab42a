import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shopHealth } from './health';
import { startShop } from './shop';

// /health of the shop's server reads public.system_health() through the API (PostgREST's RPC): a
// stand-in API on a free port answers as PostgREST would, well, unwell, not at all, or too late.
let api: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve())));

async function fakeApi(answer: (path: string, key: string | undefined) => { status: number; body: unknown } | 'hang') {
  api = createServer((req, res) => {
    const result = answer(req.url ?? '', req.headers.apikey as string | undefined);
    if (result === 'hang') return;
    res.writeHead(result.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}

const WELL = {
  ok: true,
  database: { ok: true },
  outbox: { ok: true, waiting: 0, waiting_too_long: 0, failed: 0, failed_last_day: 0 },
  scheduler: { ok: true, jobs: 2, failing: [], late: [] },
  checked_at: '2026-11-29T01:00:00Z',
};

describe("the shop's /health", () => {
  it('answers 200 with each check when the database says all is well, asking with the anon key', async () => {
    const url = await fakeApi((path, key) =>
      path === '/rest/v1/rpc/system_health' && key === 'anon-key' ? { status: 200, body: WELL } : { status: 404, body: {} },
    );
    const { status, body } = await shopHealth({ backend: { url, key: 'anon-key' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: { ok: true }, outbox: { ok: true }, scheduler: { ok: true, jobs: 2 } });
  });

  it('answers 503 when the outbox has failed e-mails, saying which check is unwell', async () => {
    const unwell = { ...WELL, ok: false, outbox: { ...WELL.outbox, ok: false, failed: 1, failed_last_day: 1 } };
    const url = await fakeApi(() => ({ status: 200, body: unwell }));
    const { status, body } = await shopHealth({ backend: { url, key: 'k' } });
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'unwell',
      database: { ok: true },
      outbox: { ok: false, failed_last_day: 1 },
      scheduler: { ok: true },
    });
  });

  it('answers 503 with the database unwell when the API refuses, is down or does not answer in time', async () => {
    const refusing = await fakeApi(() => ({ status: 500, body: { message: 'boom' } }));
    expect(await shopHealth({ backend: { url: refusing, key: 'k' } })).toEqual({
      status: 503,
      body: { status: 'unwell', database: { ok: false, error: 'the API answered 500' } },
    });
    const down = await shopHealth({ backend: { url: 'http://127.0.0.1:9', key: 'k' } });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ database: { ok: false } });
    await new Promise<void>((resolve) => api!.close(() => resolve()));
    const hanging = await fakeApi(() => 'hang');
    const started = performance.now();
    const slow = await shopHealth({ backend: { url: hanging, key: 'k' }, timeoutMs: 200 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(slow).toEqual({
      status: 503,
      body: { status: 'unwell', database: { ok: false, error: 'the API did not answer within 200 ms' } },
    });
    api!.closeAllConnections();
  });
});

it('is served at /health by the shop, from the deployed API, never cached', async () => {
  const url = await fakeApi(() => ({ status: 200, body: WELL }));
  const dist = mkdtempSync(join(tmpdir(), 'shop-health-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'page-files.json'), JSON.stringify({ scripts: [], preloads: [], styles: [] }));
  writeFileSync(join(dist, 'remotes.json'), '{}');
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ supabaseUrl: url, supabaseAnonKey: 'anon' }));
  const shop = await startShop({
    dist,
    port: 0,
    host: '127.0.0.1',
    local: false,
    siteUrl: 'https://shop.example.com',
    render: async () => ({ status: 200, html: '<!DOCTYPE html><html><head></head><body></body></html>' }),
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(shop.server.address() as AddressInfo).port}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 'ok', outbox: { ok: true }, scheduler: { ok: true } });
  } finally {
    await new Promise<void>((resolve) => shop.server.close(() => resolve()) && shop.server.closeAllConnections());
    rmSync(dist, { recursive: true, force: true });
  }
});
