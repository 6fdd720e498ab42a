/**
 * What the shop's server knows about its deployment, fixed when it starts and never taken from a
 * request (behind a cache that does not key on Host, a Host-derived answer would be served to every
 * visitor):
 * - the public origin (`SIKKA_SITE_URL`), written into canonical links, og:url, the sitemap, RSS and
 *   robots.txt. Required outside local development; `pnpm start` (local) defaults it to
 *   http://localhost:<port>;
 * - `/config.json`, a file: the deployed `dist/config.json` as it is. Locally, without one, the
 *   local Supabase on :54321 of the site's host, made once at start;
 * - the API the server itself reads rows from, and the origins the page's policy allows.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@sikka/shared/supabase';
import { remoteOrigins } from './security';

/** The local Supabase's own public URL: the storage links of the demo data point at it. */
const LOCAL_API_URL = 'http://127.0.0.1:54321';

export interface Site {
  /** The public origin, e.g. https://shop.example.com (no trailing slash). */
  origin: string;
  /** The body of /config.json. */
  configJson: string;
  /** The API the page talks to and the server reads rows from, with the anon key. */
  backend: { url: string; key: string };
  /** Origins of the API (REST, storage links), for the page's policy. */
  apiUrls: string[];
  /** Origins of the remotes (the deployed remotes.json), for the page's policy. */
  remoteOrigins: string[];
}

export interface SiteOptions {
  /** The shell's build (dist/), with index.html, remotes.json and, when deployed, config.json. */
  dist: string;
  /** Local development (`pnpm start`): defaults instead of required settings. */
  local: boolean;
  /** SIKKA_SITE_URL. */
  siteUrl?: string;
  /** The port the server listens on (the local default origin's). */
  port: number;
}

/** SIKKA_SITE_URL as an origin: an http(s) URL with nothing after the host. */
function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SIKKA_SITE_URL must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new Error(`SIKKA_SITE_URL must be an origin such as https://shop.example.com, got ${JSON.stringify(value)}`);
  return url.origin;
}

/** A JSON file's text and value, or undefined when there is none. */
async function readJson(path: string): Promise<{ text: string; value: unknown } | undefined> {
  try {
    const text = await readFile(path, 'utf8');
    return { text, value: JSON.parse(text) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}

export async function loadSite({ dist, local, siteUrl, port }: SiteOptions): Promise<Site> {
  if (!siteUrl && !local)
    throw new Error('SIKKA_SITE_URL is required: the public origin of the shop, e.g. https://shop.example.com');
  const origin = parseSiteUrl(siteUrl || `http://localhost:${port}`);
  const deployed = await readJson(join(dist, 'config.json'));
  if (!deployed && !local) throw new Error(`${join(dist, 'config.json')} is missing: deploy one naming the API (README, Deploy)`);
  const config: RuntimeConfig = deployed ? parseRuntimeConfig(deployed.value) : defaultRuntimeConfig(new URL(origin).hostname);
  return {
    origin,
    // The deployed file as it is (its bytes, its business details); locally, the default written once.
    configJson: deployed?.text ?? `${JSON.stringify(config)}\n`,
    // The server reads the local API on loopback, whatever host name the pages use for it.
    backend: { url: deployed ? config.supabaseUrl : LOCAL_API_URL, key: config.supabaseAnonKey },
    apiUrls: deployed ? [config.supabaseUrl] : [config.supabaseUrl, LOCAL_API_URL],
    remoteOrigins: remoteOrigins((await readJson(join(dist, 'remotes.json')))?.value),
  };
}
