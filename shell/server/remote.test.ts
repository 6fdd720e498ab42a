import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'vitest';
import { serveRemote } from './remote';

/** A remote's build as rsbuild writes it: its standalone page, its entry, a hashed chunk, the shell's remotes.json. */
const PAGE =
  '<!doctype html><html><head><title>Sikka Admin</title><script defer src="http://localhost:3005/static/js/index.0123456789.js"></script></head><body><div id="root"></div></body></html>';
const REMOTES = { catalog: 'http://localhost:3001/mf-manifest.json', admin: 'http://localhost:3005/mf-manifest.json' };

let dist: string | undefined;
let server: Server | undefined;
afterEach(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()) && server!.closeAllConnections());
  if (dist) rmSync(dist, { recursive: true, force: true });
  server = dist = undefined;
});

async function serve(): Promise<string> {
  dist = mkdtempSync(join(tmpdir(), 'remote-'));
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'remotes.json'), JSON.stringify(REMOTES));
  writeFileSync(join(dist, 'remoteEntry.js'), 'var admin;');
  writeFileSync(join(dist, 'static', 'js', 'index.0123456789.js'), 'console.log(1)');
  server = await serveRemote({ root: dist, port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("a remote's own origin (issue 50)", () => {
  it('sends its standalone page, and the deep links that get it, with the shop’s security headers', async () => {
    const base = await serve();
    for (const path of ['/', '/admin/orders']) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(await response.text(), PAGE, path);
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/, path);
      assert.match(policy, /(^|; )script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3005(;|$)/, path);
      assert.match(policy, /(^|; )connect-src [^;]*http:\/\/localhost:54321/, path);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    }
  });

  it('keeps CORS open on its code, which the shop and the other remotes load', async () => {
    const base = await serve();
    for (const path of ['/remoteEntry.js', '/static/js/index.0123456789.js', '/remotes.json']) {
      const response = await fetch(`${base}${path}`, { headers: { origin: 'http://localhost:3000' } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    }
  });
});
