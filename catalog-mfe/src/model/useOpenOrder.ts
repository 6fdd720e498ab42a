import { useAsync } from '@sikka/shared/async';

/**
 * The orders entry (with zod and the delivery schema) is fetched only for a piece on hold: most
 * listings are not, and their first load should not carry it.
 */
async function isOwnOpenOrder(collectibleId: string): Promise<boolean> {
  const { fetchOpenOrder } = await import('@sikka/shared/domain/orders');
  return (await fetchOpenOrder(collectibleId)) !== null;
}

/** Who holds a piece that is on hold, as far as this visitor can tell ('checking' while asking). */
export type Hold = 'none' | 'checking' | 'mine' | 'another buyer';

/**
 * An open order holds its piece (one coin, one buyer). When the listing says it is on hold, ask
 * whether the hold is this browser's own order: then the buyer is shown their payment step, not a
 * refusal. Only the holder can read the order (RLS), so "not mine" means another buyer's.
 * `visitor` is the session's user id (null signed out, undefined while the session is not known yet):
 * the question is asked again when it changes, so a buyer who signs in on the page sees their own hold.
 */
export function useHold(collectibleId: string, onHold: boolean, visitor: string | null | undefined): Hold {
  const known = visitor !== undefined;
  const mine = useAsync(async () => (onHold && known ? isOwnOpenOrder(collectibleId) : false), [collectibleId, onHold, visitor]);
  if (!onHold) return 'none';
  if (!known || mine.status === 'loading') return 'checking';
  // A failed read cannot show the holder their order: treat the piece as another buyer's.
  return mine.status === 'ready' && mine.data ? 'mine' : 'another buyer';
}
