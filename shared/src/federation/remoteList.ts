import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { z } from 'zod';
import { REMOTE_LIST_FILE } from '../startup/startupFetch';
import { DEFAULT_RETRY, retryPlugin } from './retry';

/**
 * Where the remotes live is deployment data, not code: the shell reads `/remotes.json` from its own
 * origin at start ({ "catalog": "https://cdn.example/catalog/mf-manifest.json", … }). The default
 * file in shell/public points at the five local ports; a deployment replaces it without rebuilding.
 */
export const REMOTES_URL = REMOTE_LIST_FILE;

const remoteListSchema = z.record(z.string().regex(/^[a-z][a-z0-9_-]*$/), z.string().min(1));

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

/** Parses remotes.json; relative entries resolve against the shell's origin (same-host deploys). */
export function parseRemoteList(json: unknown, base: string): RemoteEntry[] {
  const list = remoteListSchema.parse(json);
  return Object.entries(list).map(([name, entry]) => ({ name, entry: new URL(entry, base).href }));
}

export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const url = new URL(REMOTES_URL, window.location.origin).href;
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parseRemoteList(await response.json(), url);
}

/**
 * Registers the retry plugin and every remote of remotes.json. If the list itself cannot be read the
 * shell still starts: every remote area then shows its fallback, header, footer and policy pages work.
 */
export async function registerRemotesFromList(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  registerPlugins([retryPlugin(DEFAULT_RETRY, fetchImpl)]);
  try {
    const remotes = await fetchRemoteList(fetchImpl);
    registerRemotes(remotes);
    return remotes;
  } catch (error) {
    console.error('[sikka] could not read the remote list; remote areas will show their fallback', error);
    return [];
  }
}
