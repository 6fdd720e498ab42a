/**
 * Publishing a release to Supabase Storage (issue 48), the production target beside the local folder:
 * with SIKKA_RELEASES_BUCKET (a bucket name), SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set,
 * `pnpm release:publish` uploads the version's folder to `<bucket>/<remote>/<version>/…` after building
 * it, and the release is built for the bucket's public URL (SIKKA_RELEASES_URL's default then; a CDN in
 * front of the bucket can be named there instead). Each file is uploaded without upsert, so Storage
 * itself refuses to replace a published file: a version stays immutable wherever it is served from.
 * The bucket is made public on first use. The local folder is kept: the gate reads it at promote.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** The types the browser needs to run what it downloads (module scripts, the manifest). */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
export const contentTypeOf = (file) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The Storage target from the environment, or null (the local folder alone). */
export function storageTarget(env = process.env) {
  if (!env.SIKKA_RELEASES_BUCKET) return null;
  const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`SIKKA_RELEASES_BUCKET is set: ${missing.join(' and ')} must be set too`);
  // Its public URL is the shop's to know: shell/server/releases/store.ts, releasePaths.
  return { api: env.SUPABASE_URL.replace(/\/+$/, ''), bucket: env.SIKKA_RELEASES_BUCKET, key: env.SUPABASE_SERVICE_ROLE_KEY };
}

function* filesOf(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

async function answerText(response) {
  const text = await response.text();
  try {
    return JSON.parse(text).message ?? text;
  } catch {
    return text;
  }
}

/** Makes the bucket (public) unless it exists. */
export async function ensureBucket(target, fetchImpl = fetch) {
  const headers = { Authorization: `Bearer ${target.key}`, apikey: target.key };
  const found = await fetchImpl(`${target.api}/storage/v1/bucket/${encodeURIComponent(target.bucket)}`, { headers });
  if (found.ok) return;
  const made = await fetchImpl(`${target.api}/storage/v1/bucket`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: target.bucket, name: target.bucket, public: true }),
  });
  if (!made.ok) throw new Error(`the bucket ${target.bucket} could not be made: ${made.status} ${await answerText(made)}`);
}

/**
 * Uploads every file of `folder` under `prefix` (e.g. 'catalog/1.2.0/'), a few at a time; the first
 * refusal stops it with what Storage said (409: the version was published there already). Returns the
 * count of files uploaded.
 */
export async function uploadRelease({ target, folder, prefix, fetchImpl = fetch, parallel = 6 }) {
  await ensureBucket(target, fetchImpl);
  const files = [...filesOf(folder)];
  let next = 0;
  const upload = async () => {
    while (next < files.length) {
      const file = files[next++];
      const name = `${prefix}${relative(folder, file).split(sep).join('/')}`;
      const response = await fetchImpl(
        `${target.api}/storage/v1/object/${encodeURIComponent(target.bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${target.key}`,
            apikey: target.key,
            'Content-Type': contentTypeOf(file),
            'Cache-Control': 'max-age=31536000, immutable',
            'x-upsert': 'false',
          },
          body: readFileSync(file),
        },
      );
      if (!response.ok) {
        next = files.length;
        throw new Error(`Storage refused ${name}: ${response.status} ${await answerText(response)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, upload));
  return files.length;
}
