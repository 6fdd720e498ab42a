import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLotStates, fetchServerNow, type LotState, subscribeToLots } from '../api/auctions';
import { clockOffset } from './clock';

/** The newer of two states of one lot (a refetch and a Realtime update may cross). */
export function newerLot<T extends LotState>(current: T, incoming: LotState): T {
  if (Date.parse(incoming.updated_at) < Date.parse(current.updated_at)) return current;
  return { ...current, ...incoming };
}

/** Replaces the lots in `lots` by their newer states from `rows` (a lot not in `lots` is not added). */
export function mergeLots<T extends LotState>(lots: readonly T[], rows: readonly LotState[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lots.map((lot) => {
    const row = byId.get(lot.id);
    return row ? newerLot(lot, row) : lot;
  });
}

export interface LiveLots<T> {
  lots: T[];
  /** Server − browser clock (ms), once the browser has read the server's clock; null until then. */
  offset: number | null;
  /** Reads the rows and the clock again (after a bid of one's own, too). */
  refresh(): Promise<void>;
}

/**
 * Lots kept live (issue 47): every accepted bid updates its lot's row, which Realtime brings within a
 * second. Realtime replays nothing missed, so the rows are read again whenever the channel is joined
 * (first, and after a reconnect), when the tab comes back from the background, and when the browser is
 * back online; each read also sets the server's clock.
 */
export function useLiveLots<T extends LotState>(
  filter: { lotId: string } | { auctionId: string },
  initial: readonly T[],
): LiveLots<T> {
  const [lots, setLots] = useState<T[]>(() => [...initial]);
  const [offset, setOffset] = useState<number | null>(null);
  const key = 'lotId' in filter ? `lot:${filter.lotId}` : `auction:${filter.auctionId}`;
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const refresh = useCallback(async () => {
    try {
      const sentAt = Date.now();
      const [rows, serverNow] = await Promise.all([fetchLotStates(filterRef.current), fetchServerNow()]);
      setOffset(clockOffset(serverNow, Date.now(), sentAt));
      setLots((current) => mergeLots(current, rows));
    } catch (error) {
      // The page keeps what it shows; the next join, focus or bid reads again.
      console.warn('[sikka] could not refresh the lots', error);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the filter; the channel is per filter
  useEffect(() => {
    const leave = subscribeToLots(
      filterRef.current,
      (row) => setLots((current) => mergeLots(current, [row])),
      () => void refresh(),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onOnline = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    void refresh();
    return () => {
      leave();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [key, refresh]);

  return { lots, offset, refresh };
}
