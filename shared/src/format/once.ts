/**
 * A value made on first use, then kept. For Intl formatters: the first one a page makes costs 10-25 ms
 * on a desktop (the locale's data is loaded), which at module load would sit before the page's first
 * render although the first price or date is only shown once data has arrived.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
