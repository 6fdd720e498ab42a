/**
 * The federation runtime keeps each manifest request, by URL, for the life of the page, and lets go of
 * it only when the request throws: an error answer, or a request that never ends, was all Try again
 * got, even once the remote was back. So the request it sees throws on any answer that is no manifest,
 * and a load that gives up on its remote (RemoteTimeoutError) abandons it.
 */

class ManifestError extends Error {
  constructor(url: string, problem: string) {
    super(`${url}: ${problem}`);
    this.name = 'ManifestError';
  }
}

/** The runtime refuses a manifest without these (RUNTIME-013). */
const REQUIRED_FIELDS = ['metaData', 'exposes', 'shared'] as const;

/** Per remote, the controller of its manifest requests in flight. */
const controllers = new Map<string, AbortController>();

export function abandonManifestRequests(remote: string, reason: Error): void {
  controllers.get(remote)?.abort(reason);
  controllers.delete(remote);
}

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
 * Fetches a remote's manifest with `request` (which may retry) and answers only with a manifest:
 * anything else, or `abandonManifestRequests(remote)` first, rejects.
 */
export function fetchManifest(
  url: string,
  init: RequestInit,
  remote: string | undefined,
  request: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const controller = (remote !== undefined && controllers.get(remote)) || new AbortController();
  if (remote !== undefined) controllers.set(remote, controller);
  const { signal } = controller;
  return new Promise<Response>((resolve, reject) => {
    // Rejects on abandonment even where `request` ignores the signal.
    const abandon = () => reject(signal.reason);
    signal.addEventListener('abort', abandon, { once: true });
    request(url, { ...init, signal })
      .then((response) => checkedManifest(url, response))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abandon));
  });
}
