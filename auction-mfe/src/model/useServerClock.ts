import { useEffect, useState } from 'react';
import { fetchServerNow } from '../api/auctions';
import { clockOffset } from './clock';
import { useHydrated } from '@sikka/shared/federation';

/**
 * The server's time, ticking once a second: the browser's clock plus `offset` (server − browser, from
 * the last read that carried the server's clock). While the server renders and the browser hydrates that
 * render, it is `renderedAt` (the server's clock when the page's data was read): the time left in the
 * HTML and at hydration are the same, and it turns live once the page runs.
 */
export function useServerNow(renderedAt: string, offset: number | null): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!hydrated || offset === null) return Date.parse(renderedAt);
  return now + offset;
}

/** The offset of the server's clock (server − browser, ms), read once in the browser; null until then. */
export function useServerOffset(): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const sentAt = Date.now();
    fetchServerNow().then(
      (serverNow) => current && setOffset(clockOffset(serverNow, Date.now(), sentAt)),
      (error: unknown) => console.warn('[sikka] could not read the server clock', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return offset;
}
