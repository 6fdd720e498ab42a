import { use } from 'react';

const everyPart = new Set<() => Promise<unknown>>();

/**
 * Fetches every on-demand part defined so far and waits for them: for tests, which render a dialog or a
 * toast as a page does once its code has arrived (src/test/preloadOnDemand.ts).
 */
export async function preloadOnDemand(): Promise<void> {
  await Promise.all([...everyPart].map((start) => start()));
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A module fetched the first time a component needs it (a dynamic `import()`), not with the page.
 * `read()` is for render: it suspends until the module is there, then returns it without suspending
 * again (the promise carries its result the way React's `use` reads it). A failed fetch is retried by
 * the next `read()` or `preload()`.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let promise: Tracked<T> | undefined;
  const start = (): Tracked<T> => {
    if (promise) return promise;
    const started: Tracked<T> = load();
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
        if (promise === started) promise = undefined;
      },
    );
    promise = started;
    return started;
  };
  everyPart.add(start);
  return {
    /** Starts the fetch (e.g. on hover), once. */
    preload: () => void start().catch(() => {}),
    /** In render: the module, suspending the nearest <Suspense> until it has arrived. */
    read: (): T => {
      const part = start();
      // Once it has arrived, the module itself: `use` would still count as suspending in a test's act().
      return part.status === 'fulfilled' ? (part.value as T) : use(part as Promise<T>);
    },
  };
}
