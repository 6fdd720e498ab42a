import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_RETRY, retryPlugin } from './retry';

/**
 * Where the remotes live is deployment data, not code: `/remotes.json` of the page's own origin
 * ({ "catalog": "https://cdn.example/catalog/mf-manifest.json", … }). The one default copy is
 * shell/public/remotes.json; each remote's build copies it, so a remote running alone finds the
 * others (e.g. the catalog finds the checkout) the same way the shell does.
 */
export const REMOTE_LIST_FILE = '/remotes.json';

const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

/** Parses remotes.json; relative entries resolve against the page's origin (same-host deploys). */
export function parseRemoteList(json: unknown, base: string): RemoteEntry[] {
  // By hand, not zod: this runs before the first render of every page (see runtimeConfig.ts).
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
 * Registers the retry plugin and every remote of remotes.json with this page's federation runtime.
 * `except` leaves out the app itself (a standalone remote does not load itself). If the list cannot
 * be read the app still starts: every remote area then shows its fallback.
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
