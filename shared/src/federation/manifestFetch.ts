/**
 * The federation runtime keeps each remote's manifest request, by URL, for the life of the page
 * (runtime-core's SnapshotHandler) and lets go of it only when the request itself throws. An answer
 * that is an error (a 404 or 500 with a JSON body, JSON that is no manifest) or a request that never
 * ends stayed kept: 'Try again' got the same failure, or waited on the same hung request, even once the
 * remote was back. So the manifest request the runtime sees throws in each of those cases, and a load
 * that gives up on its remote (RemoteTimeoutError, see loadRemoteModule.ts) abandons the request.
 */

class ManifestError extends Error {
  constructor(url: string, problem: string) {
    super(`${url}: ${problem}`);
    this.name = 'ManifestError';
  }
}

/** The runtime refuses a manifest without these (RUNTIME-013); here they fail the request instead. */
const REQUIRED_FIELDS = ['metaData', 'exposes', 'shared'] as const;

/** Requests in flight per remote name: a load that gives up on the remote rejects them. */
const inFlight = new Map<string, Set<(reason: Error) => void>>();

/** Fails the manifest requests in flight for `remote` (its load has given up on it). */
export function abandonManifestRequests(remote: string, reason: Error): void {
  for (const abandon of inFlight.get(remote) ?? []) abandon(reason);
}

/** Keeps `abandon` for `remote` until the returned function is called. */
function track(remote: string, abandon: (reason: Error) => void): () => void {
  const requests = inFlight.get(remote) ?? new Set();
  inFlight.set(remote, requests.add(abandon));
  return () => {
    requests.delete(abandon);
    if (requests.size === 0 && inFlight.get(remote) === requests) inFlight.delete(remote);
  };
}

/** A manifest file (rather than a script the runtime fetches as text on a server). */
export const isManifestUrl = (url: string): boolean => /\.json(?:[?#]|$)/.test(url);

/** The answer as a fresh Response, if it is a manifest; else a ManifestError naming what is wrong. */
async function checkedManifest(url: string, response: Response): Promise<Response> {
  if (!response.ok) throw new ManifestError(url, `answered HTTP ${response.status}`);
  const text = await response.text();
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new ManifestError(url, 'is not JSON');
  }
  const missing = REQUIRED_FIELDS.filter((field) => typeof manifest !== 'object' || manifest === null || !(field in manifest));
  if (missing.length) throw new ManifestError(url, `is not a federation manifest (no ${missing.join(', ')})`);
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Fetches a remote's manifest with `request` (which may retry), and answers only with a manifest:
 * anything else, or `abandonManifestRequests(remote)` before the answer, rejects.
 */
export function fetchManifest(
  url: string,
  init: RequestInit,
  remote: string | undefined,
  request: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const controller = new AbortController();
  return new Promise<Response>((resolve, reject) => {
    const abandon = (reason: Error) => {
      controller.abort(reason);
      reject(reason);
    };
    const untrack = remote === undefined ? () => {} : track(remote, abandon);
    request(url, { ...init, signal: controller.signal })
      .then((response) => checkedManifest(url, response))
      .then(resolve, reject)
      .finally(untrack);
  });
}
