import { expect, test } from './support/test';

/** How the production servers serve the builds (ARCHITECTURE rule 3), checked over real HTTP. */
test.describe('static serving of the shell and the remotes', () => {
  test('manifests, remote entries and pages are revalidated; hashed chunks are cached for a year', async ({ request }) => {
    const manifest = await request.get('http://localhost:3004/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(manifest.headers()['content-type']).toContain('application/json');

    const entry = await request.get('http://localhost:3004/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-type']).toContain('text/javascript');

    const { metaData, exposes } = (await manifest.json()) as {
      metaData: { publicPath: string };
      exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    expect(metaData.publicPath).toBe('http://localhost:3004/');
    const chunk = exposes.find((expose) => expose.name === 'BlogListPage')!.assets.js.sync[0]!;
    const hashed = await request.get(`http://localhost:3004/${chunk}`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['access-control-allow-origin']).toBe('*');

    for (const path of ['/', '/remotes.json']) {
      expect((await request.get(`http://localhost:3000${path}`)).headers()['cache-control']).toBe('no-cache');
    }
  });

  test('deep links are rendered pages, an unknown post an HTML 404; missing assets are 404', async ({ request }) => {
    const deepLink = await request.get('http://localhost:3000/blog/the-1911-pig-rupee');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');
    // The server renders the page (issue 30), so an address that names nothing says so with its status.
    const unknown = await request.get('http://localhost:3000/blog/some-post');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('text/html');
    expect(await unknown.text()).toContain('Blog post not found');
    expect((await request.get('http://localhost:3000/static/js/missing.0123456789.js')).status()).toBe(404);
    // A malformed escape is a missing file, not a crash: the server keeps answering.
    expect((await request.get('http://localhost:3000/static/%E0%A4%A.js')).status()).toBe(404);
    expect((await request.get('http://localhost:3000/')).status()).toBe(200);
  });

  test('text assets are gzipped for browsers that accept it', async ({ request }) => {
    const gz = await request.get('http://localhost:3001/remoteEntry.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get('http://localhost:3001/remoteEntry.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['content-length']).toBe(String((await plain.body()).length));
  });
});
