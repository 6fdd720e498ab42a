import { useEffect, useRef } from 'react';

/** How long a burst of changes (a seller's three images, a bulk status change) is gathered into one read. */
export const LIVE_REFRESH_DELAY_MS = 150;

/** Subscribes to a table's changes; returns the unsubscribe. */
export type LiveSource<Change> = (handlers: { onChange(change: Change): void; onReconnect(): void }) => () => void;

/**
 * Keeps a list live (spec §4 "Live updates", §7): a realtime change asks for a fresh read, gathered
 * over LIVE_REFRESH_DELAY_MS so a burst costs one request. Realtime never replays what happened while
 * the socket was down or the tab asleep, so a rejoin and the tab becoming visible read again too.
 * `wants(change)` drops changes this screen already shows (a delete it made itself).
 */
export function useLiveRefresh<Change>(subscribe: LiveSource<Change>, refresh: () => void, wants: (change: Change) => boolean) {
  const latest = useRef({ refresh, wants });
  latest.current = { refresh, wants };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.refresh(), LIVE_REFRESH_DELAY_MS);
    };
    const unsubscribe = subscribe({
      onChange: (change) => {
        if (latest.current.wants(change)) schedule();
      },
      onReconnect: schedule,
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [subscribe]);
}
