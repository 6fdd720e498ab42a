/**
 * The registry file and the releases folder (`releases/` at the repository's root unless
 * SIKKA_RELEASES_DIR says otherwise): `<dir>/registry.json` and `<dir>/<remote>/<version>/` holding each
 * published version (the browser build with its mf-manifest.json, `server/` the server build, and
 * `release.json`, what was published when by whom). A change is written whole to a new file and renamed
 * over the old one: a reader never sees half a registry.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { EMPTY_REGISTRY, formatRegistry, parseRegistry, type Registry } from './registry';

export interface ReleasePaths {
  dir: string;
  registry: string;
  /** The public URL the releases folder is served at (SIKKA_RELEASES_URL), ending in '/'. */
  url: string;
}

/**
 * Where releases live, from the environment; `root` is the repository's. Their public URL: SIKKA_RELEASES_URL,
 * else the Storage bucket's (SIKKA_RELEASES_BUCKET on SUPABASE_URL: scripts/release-storage.mjs uploads
 * there), else the site's /releases/ (served by `pnpm start`).
 */
export function releasePaths(root: string, env: NodeJS.ProcessEnv = process.env): ReleasePaths {
  const dir = resolve(root, env.SIKKA_RELEASES_DIR || 'releases');
  const bucket =
    env.SIKKA_RELEASES_BUCKET && env.SUPABASE_URL
      ? `${env.SUPABASE_URL.replace(/\/+$/, '')}/storage/v1/object/public/${env.SIKKA_RELEASES_BUCKET}/`
      : undefined;
  const url = (env.SIKKA_RELEASES_URL || bucket || `${env.SIKKA_SITE_URL || 'http://localhost:3000'}/releases/`).replace(
    /\/?$/,
    '/',
  );
  return { dir, registry: resolve(root, env.SIKKA_RELEASE_REGISTRY || join(dir, 'registry.json')), url };
}

/** The registry in the file; none yet: the empty one. An unreadable file throws (ReleaseError). */
export async function readRegistryFile(path: string): Promise<Registry> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_REGISTRY;
    throw error;
  }
  return parseRegistry(text);
}

export async function writeRegistryFile(path: string, registry: Registry): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, formatRegistry(registry));
  await rename(temporary, path);
}

/** Reads, changes and writes the registry: `change` throws to refuse (nothing is written). */
export async function updateRegistryFile(
  path: string,
  change: (registry: Registry) => Registry | Promise<Registry>,
): Promise<Registry> {
  const next = await change(await readRegistryFile(path));
  await writeRegistryFile(path, next);
  return next;
}
