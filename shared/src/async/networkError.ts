/**
 * A request that never reached the server (offline, DNS, refused): worth saying so, and retrying.
 * Here rather than only in domain/errors, whose spec texts a visitor's first load does not carry
 * (issue 52): a page's "check your connection" hint needs this test alone.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'TypeError' ||
    name === 'AuthRetryableFetchError' ||
    (typeof message === 'string' && /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(message))
  );
}
