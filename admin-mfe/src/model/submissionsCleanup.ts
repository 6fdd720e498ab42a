import { useEffect, useRef } from 'react';

/**
 * Runs the clean-up of seller photos no submission kept (removeUnreferencedSellerUploads) once when
 * the Seller Submissions screen opens: the admin's session is what may list and remove them, and an
 * admin opens this screen often enough to keep the folder tidy without a scheduler. Best effort: it
 * runs beside the list's read, never before it, and a failure is only logged.
 */
export function useSellerUploadsCleanup(cleanup: () => Promise<number>) {
  const ran = useRef(false);
  useEffect(() => {
    // Once per visit to the screen, even where a development StrictMode runs effects twice.
    if (ran.current) return;
    ran.current = true;
    cleanup().then(
      (removed) => {
        if (removed > 0) console.info(`[sikka] removed ${removed} seller photo(s) no submission referenced`);
      },
      (error: unknown) => console.error('[sikka] could not clean up unreferenced seller photos', error),
    );
  }, [cleanup]);
}
