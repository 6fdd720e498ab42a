import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageTarget, uploadRelease } from '../../scripts/release-storage.mjs';
import { releasePaths } from '../../shell/server/releases/store.ts';
import { shop, unique } from './support/clients.ts';

// Issue 48: a release published to Supabase Storage (SIKKA_RELEASES_BUCKET) is served from the bucket's
// public URL with the types a browser needs, and Storage itself refuses to replace a published version.

function releaseFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'sikka-release-'));
  mkdirSync(join(folder, 'static', 'js'), { recursive: true });
  mkdirSync(join(folder, 'server'));
  writeFileSync(join(folder, 'mf-manifest.json'), '{"id":"catalog"}\n');
  writeFileSync(join(folder, 'remoteEntry.js'), 'var catalog = {};\n');
  writeFileSync(join(folder, 'static', 'js', 'page.1a2b.js'), 'export const page = 1;\n');
  writeFileSync(join(folder, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
  return folder;
}

describe('a release in Supabase Storage', () => {
  /** The upload's target, and where the shop's server reads releases from under the same settings. */
  const target = () => {
    const env = {
      SIKKA_RELEASES_BUCKET: unique('releases').toLowerCase(),
      SUPABASE_URL: `${shop().url}/`,
      SUPABASE_SERVICE_ROLE_KEY: shop().serviceRoleKey,
    };
    return { ...storageTarget(env)!, publicUrl: releasePaths(tmpdir(), env).url };
  };

  it('is uploaded whole under <remote>/<version>/ and served publicly, where the shop reads it, with its types', async () => {
    const bucket = target();
    expect(bucket.publicUrl).toBe(`${shop().url}/storage/v1/object/public/${bucket.bucket}/`);
    const count = await uploadRelease({ target: bucket, folder: releaseFolder(), prefix: 'catalog/1.2.0+20261129.0810/' });
    expect(count).toBe(4);
    const script = await fetch(`${bucket.publicUrl}catalog/1.2.0+20261129.0810/static/js/page.1a2b.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe('export const page = 1;\n');
    const manifest = await fetch(`${bucket.publicUrl}catalog/1.2.0+20261129.0810/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'catalog' });
  });

  it('is never replaced: publishing the same version again is refused by Storage', async () => {
    const bucket = target();
    await uploadRelease({ target: bucket, folder: releaseFolder(), prefix: 'catalog/2.0.0/' });
    const changed = releaseFolder();
    writeFileSync(join(changed, 'remoteEntry.js'), 'var catalog = { changed: true };\n');
    await expect(uploadRelease({ target: bucket, folder: changed, prefix: 'catalog/2.0.0/' })).rejects.toThrow(
      /Storage refused catalog\/2\.0\.0\/.+: (400|409)/,
    );
    expect(await (await fetch(`${bucket.publicUrl}catalog/2.0.0/remoteEntry.js`)).text()).toBe('var catalog = {};\n');
  });

  it('needs the API and the service key beside the bucket', () => {
    expect(storageTarget({})).toBeNull();
    expect(() => storageTarget({ SIKKA_RELEASES_BUCKET: 'releases' })).toThrow(
      'SIKKA_RELEASES_BUCKET is set: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set too',
    );
  });
});
