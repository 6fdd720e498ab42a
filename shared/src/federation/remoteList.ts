import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_RETRY, retryPlugin } from './retry';

/**
 * Where the remotes live is deployment data, not code: `/remotes.json` of the page's origin
 * ({ "catalog": "https://cdn.example/catalog/mf-manifest.json", … }). Each remote's build copies
 * shell/public/remotes.json, so a remote running alone finds the others as the shell does.
 */
export const REMOTE_LIST_FILE = '/remotes.json';

const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

/** Relative entries resolve against `base` (same-host deploys). By hand, not zod: see runtimeConfig.ts. */
export function parseRemoteList(json: unknown, base: string): RemoteEntry[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('remotes.json must map names to URLs');
  return Object.entries(json).map(([name, entry]) => {
    if (!REMOTE_NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a remote name`);
    if (typeof entry !== 'string' || entry === '') throw new Error(`remotes.json: "${name}" has no URL`);
    return { name, entry: new URL(entry, base).href };
  });
}

export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const url = new URL(REMOTE_LIST_FILE, window.location.origin).href;
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parseRemoteList(await response.json(), url);
}

/**
 * Registers the retry plugin and the remotes of remotes.json but `except` (a standalone remote does not
 * load itself). An unreadable list still starts the app: every remote area shows its fallback.
 */
export async function registerRemotesFromList(fetchImpl: typeof fetch = fetch, except?: string): Promise<RemoteEntry[]> {
  registerPlugins([retryPlugin(DEFAULT_RETRY, fetchImpl)]);
  try {
    const remotes = (await fetchRemoteList(fetchImpl)).filter((remote) => remote.name !== except);
    registerRemotes(remotes);
    return remotes;
  } catch (error) {
    console.error('[sikka] could not read the remote list; remote areas will show their fallback', error);
    return [];
  }
}
