import { createInstance, init } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, RemoteTimeoutError } from './loadRemoteModule';
import { abandonManifestRequests, fetchManifest } from './manifestFetch';
import { retryPlugin } from './retry';

const FAST = { retries: 2, delayMs: 0 };

/** A manifest the runtime accepts (what the fields hold does not matter to these tests). */
const MANIFEST = JSON.stringify({
  id: 'catalog',
  name: 'catalog',
  metaData: {
    name: 'catalog',
    globalName: 'catalog',
    publicPath: 'http://catalog.test/',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    buildInfo: { buildVersion: '0.1.0', buildName: 'catalog' },
  },
  shared: [],
  remotes: [],
  exposes: [],
});

type Answer = { status: number; body: string } | 'hang';

/** A server whose manifest answers `answer` until it is mended; counts the manifest requests. */
function manifestServer(answer: Answer) {
  let mended = false;
  let requests = 0;
  const fetchImpl = ((_url: string, init?: RequestInit) => {
    requests += 1;
    if (mended) return Promise.resolve(new Response(MANIFEST, { status: 200 }));
    if (answer === 'hang')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    return Promise.resolve(new Response(answer.body, { status: answer.status }));
  }) as typeof fetch;
  return {
    fetchImpl,
    requests: () => requests,
    mend: () => {
      mended = true;
    },
  };
}

let runs = 0;
/** A host with the retry plugin and one remote, at an address no other test has used (the runtime keeps manifests per page). */
function host(fetchImpl: typeof fetch) {
  runs += 1;
  const entry = `http://catalog-${runs}.test/mf-manifest.json`;
  return createInstance({
    name: `host${runs}`,
    remotes: [{ name: 'catalog', entry }],
    plugins: [retryPlugin(FAST, fetchImpl)],
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // the runtime reports each failed load
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a remote whose manifest is broken', () => {
  it.each([
    ['a 404 with a JSON body', { status: 404, body: '{"message":"Not found"}' }],
    ['a 500 with a JSON body', { status: 500, body: '{"message":"Internal error"}' }],
    ['invalid JSON', { status: 200, body: '{"id":"catalog","name":' }],
    ['JSON that is not a manifest', { status: 200, body: '{"message":"moved"}' }],
  ])('answering %s fails the load, and the next load asks for the manifest again', async (_, answer) => {
    const server = manifestServer(answer);
    const federation = host(server.fetchImpl);
    await expect(federation.loadRemote('catalog/HomePage')).rejects.toThrow();
    const asked = server.requests();
    server.mend();
    // The manifest is whole again: the runtime asks for it (and goes on to the entry script, which this page never gets).
    federation.loadRemote('catalog/HomePage').catch(() => {});
    await vi.waitFor(() => expect(server.requests()).toBe(asked + 1));
  });
});

describe('a remote whose manifest never answers', () => {
  it('is let go of when its load times out, so the next load asks for the manifest again', async () => {
    const server = manifestServer('hang');
    init({
      name: 'hung-host',
      remotes: [{ name: 'catalog', entry: 'http://catalog-hung.test/mf-manifest.json' }],
      plugins: [retryPlugin(FAST, server.fetchImpl)],
    });
    await expect(loadRemoteModule('catalog/HomePage', { timeoutMs: 20 })).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(server.requests()).toBe(1);
    server.mend();
    loadRemoteModule('catalog/HomePage').catch(() => {});
    await vi.waitFor(() => expect(server.requests()).toBe(2));
  });
});

describe('fetchManifest', () => {
  const answer = (response: Response) => () => Promise.resolve(response);

  it('hands the runtime a manifest it can read', async () => {
    const response = await fetchManifest('http://x/mf-manifest.json', {}, 'catalog', answer(new Response(MANIFEST)));
    expect(JSON.parse(await response.text())).toMatchObject({ name: 'catalog' });
  });

  it('names what is wrong with an answer that is not a manifest', async () => {
    const url = 'http://x/mf-manifest.json';
    await expect(fetchManifest(url, {}, 'catalog', answer(new Response('{}', { status: 404 })))).rejects.toThrow(
      `${url}: answered HTTP 404`,
    );
    await expect(fetchManifest(url, {}, 'catalog', answer(new Response('<html>')))).rejects.toThrow(`${url}: is not JSON`);
    await expect(fetchManifest(url, {}, 'catalog', answer(new Response('{"shared":[]}')))).rejects.toThrow(
      `${url}: is not a federation manifest (no metaData, exposes)`,
    );
  });

  it('rejects, and aborts the request, when its remote is given up on; other remotes are untouched', async () => {
    const signals: AbortSignal[] = [];
    const hang = (_: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>(() => {});
    };
    const catalog = fetchManifest('http://catalog/mf-manifest.json', {}, 'catalog', hang);
    const sell = fetchManifest('http://sell/mf-manifest.json', {}, 'sell', hang);
    const reason = new Error('gave up');
    abandonManifestRequests('catalog', reason);
    await expect(catalog).rejects.toBe(reason);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    abandonManifestRequests('sell', reason);
    await expect(sell).rejects.toBe(reason);
  });
});
