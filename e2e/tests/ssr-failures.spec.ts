import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { ANON_KEY } from './support/session';
import { REMOTE_UNAVAILABLE } from './support/shell';

/**
 * Failures stay local (issue 30): the shop's server renders a page whose remote is down or hung, or
 * whose backend is down, within its time limit (3 s), answering 200 with the rest of the shop around
 * that area; the browser then tries again. Each test runs a server of its own (shell/server/main.ts,
 * as deployed) over a copy of the shell's build whose remotes.json or config.json names what is broken.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Each test starts a shop server of its own (tsx compiles it: up to 30 s on a loaded machine) and asks
// it for pages whose parts fail slowly (each up to the render limit): the default 30 s did not cover
// both on two busy cores (issue 50's loaded runs).
test.describe.configure({ timeout: 120_000 });
const REMOTES = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  sell: 'http://localhost:3003/mf-manifest.json',
  blog: 'http://localhost:3004/mf-manifest.json',
  admin: 'http://localhost:3005/mf-manifest.json',
  auction: 'http://localhost:3006/mf-manifest.json',
};
const LISTING = '/kushan-vasudeva-gold-dinar';

/** A port that accepts connections and never answers (a hung server or CDN edge). */
async function hungPort() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as { port: number }).port,
    stop() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** A port nothing listens on (a server that is down). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** The shop's server over a copy of the shell's build with these remotes and, if given, this config.json. */
async function shopWith(port: number, remotes: Record<string, string>, config?: object) {
  const folder = mkdtempSync(join(tmpdir(), 'sikka-ssr-failures-'));
  cpSync(join(ROOT, 'shell', 'dist'), join(folder, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'shell', 'dist-server'), join(folder, 'dist-server'));
  writeFileSync(join(folder, 'dist', 'remotes.json'), JSON.stringify(remotes));
  if (config) writeFileSync(join(folder, 'dist', 'config.json'), JSON.stringify(config));
  const child: ChildProcess = spawn(join(ROOT, 'shell', 'node_modules', '.bin', 'tsx'), ['shell/server/main.ts', '--local'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIKKA_SHELL_DIST: join(folder, 'dist'),
      SIKKA_PAGE_CACHE_MS: '0',
    },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  await expect.poll(async () => (await fetch(`${base}/robots.txt`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  return {
    base,
    stop() {
      child.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * One page as the server answers it; how long it took is printed, not asserted (issue 50: a loaded machine
 * is slower, not wrong). A hung remote or API never answers, so an answer at all is the render limit at work.
 */
async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url);
  const html = await response.text();
  console.log(`${new URL(url).pathname}: ${response.status} in ${Date.now() - started} ms (render limit 3000 ms)`);
  return { status: response.status, html };
}

test('a remote that is down: its pages answer 503 at once with the shop around them, and the browser shows the fallback', async ({
  page,
}) => {
  const shop = await shopWith(3021, { ...REMOTES, catalog: `http://localhost:${await closedPort()}/mf-manifest.json` });
  try {
    // Its loader is the remote's too: the server cannot tell the listing from an unknown slug (issue 50).
    const listing = await timed(`${shop.base}${LISTING}`);
    expect(listing.status).toBe(503);
    expect(listing.html).toContain('Sikka home');
    expect(listing.html).not.toContain('Kushan Vasudeva I Gold Dinar');
    // Another remote's page is whole.
    const blog = await timed(`${shop.base}/blog`);
    expect(blog.status).toBe(200);
    expect(blog.html).toContain('Numismatic Insights');

    await page.goto(`${shop.base}${LISTING}`);
    await expect(page.getByRole('alert').filter({ hasText: REMOTE_UNAVAILABLE })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sikka home' })).toBeVisible();
  } finally {
    shop.stop();
  }
});

test('a remote that hangs: the page answers 503 within the render limit, the area left to the browser', async () => {
  const hung = await hungPort();
  const shop = await shopWith(3022, { ...REMOTES, blog: `http://localhost:${hung.port}/mf-manifest.json` });
  try {
    const blog = await timed(`${shop.base}/blog`);
    expect(blog.status).toBe(503);
    expect(blog.html).toContain('Sikka home');
    expect(blog.html).not.toContain('Read more');
    // The other remotes' pages do not wait for it.
    const home = await timed(`${shop.base}/`);
    expect(home.status).toBe(200);
    expect(home.html).toContain('Rare Indian Coins &amp; Banknotes');
  } finally {
    shop.stop();
    hung.stop();
  }
});

test('the backend down: pages answer with their loading or error state (503 where their data is missing), never a blank page or a 500', async () => {
  const api = `http://localhost:${await closedPort()}`;
  const shop = await shopWith(3023, REMOTES, { supabaseUrl: api, supabaseAnonKey: ANON_KEY });
  try {
    // A page whose loader could not read its data is not 'found' (200) nor unknown (404): 503 (issue 50).
    // A page that exists whatever its data (the route table's `streamed`: the home page, the blog) is 200
    // with its error or loading state, whether its data failed at once or was slow (issue 52).
    for (const [path, status] of [
      ['/', 200],
      [LISTING, 503],
      ['/blog', 200],
      ['/blog/the-1911-pig-rupee', 503],
      ['/sell', 200],
    ] as const) {
      const answer = await timed(`${shop.base}${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.html, path).toContain('Sikka home');
      expect(answer.html, path).toContain('<main');
    }
  } finally {
    shop.stop();
  }
});
