import type { ObjectMeta } from './objects.ts';

/** Visible ASCII and spaces, at most 1 KiB: what may go into a response header as it is. */
export function isHeaderSafe(value: string): boolean {
  return value.length <= 1024 && /^[\x20-\x7e]*$/.test(value);
}

/**
 * Headers every object response carries, rendered or not: the browser must take the stored type as given
 * (nosniff) rather than guess HTML from the bytes; a cacheControl stored before it was validated falls back
 * to the default instead of failing every read of the object.
 */
export function objectHeaders(meta: NonNullable<ObjectMeta['metadata']>): Record<string, string> {
  const cacheControl = meta.cacheControl && isHeaderSafe(meta.cacheControl) ? meta.cacheControl : 'max-age=3600';
  return { 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' };
}
