import { useCallback } from 'react';
import { useAsync } from '@sikka/shared/async';

/** The visitor's own open order of a piece, as far as the listing needs it. */
interface OwnOrder {
  hold: 'mine' | 'submitted' | 'paid';
  /** The order's page (/order/{token}). */
  path: string;
}

/**
 * The orders entry (with zod and the delivery schema) is fetched only for a piece on hold: most
 * listings are not, and their first load should not carry it.
 */
async function ownOpenOrder(collectibleId: string): Promise<OwnOrder | null> {
  const { fetchOpenOrder, orderPagePath } = await import('@sikka/shared/domain/orders');
  const order = await fetchOpenOrder(collectibleId);
  if (!order) return null;
  const status = order.payment_status;
  return { hold: status === 'paid' || status === 'submitted' ? status : 'mine', path: orderPagePath(order.access_token) };
}

/**
 * Who holds a piece that is on hold, as far as this visitor can tell ('checking' while asking): 'mine'
 * while the visitor's own order waits for its payment (or for it again, rejected), 'submitted' once its
 * reference is sent and the shop is verifying it, 'paid' once the shop confirmed it (issue 49).
 */
export type Hold = 'none' | 'checking' | 'mine' | 'submitted' | 'paid' | 'another buyer';

export interface HoldState {
  hold: Hold;
  /** The visitor's own order's page, when the hold is theirs. */
  orderPath?: string;
  /** Reads the hold again (the checkout closed: a reference may have been sent), showing the last answer meanwhile. */
  refresh(): void;
}

/**
 * An open order holds its piece (one coin, one buyer). When the listing says it is on hold, ask
 * whether the hold is this browser's own order: then the buyer is shown their payment step (or, paid,
 * that the piece is theirs), not a refusal. Only the holder can read the order (RLS), so "not mine"
 * means another buyer's. `visitor` is the session's user id (null signed out, undefined while the
 * session is not known yet): the question is asked again when it changes, so a buyer who signs in on
 * the page sees their own hold.
 */
export function useHold(collectibleId: string, onHold: boolean, visitor: string | null | undefined): HoldState {
  const known = visitor !== undefined;
  const mine = useAsync(async () => (onHold && known ? ownOpenOrder(collectibleId) : null), [collectibleId, onHold, visitor]);
  const { refetch } = mine;
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (!onHold) return { hold: 'none', refresh };
  if (!known || mine.status === 'loading') return { hold: 'checking', refresh };
  // A failed read cannot show the holder their order: treat the piece as another buyer's.
  if (mine.status !== 'ready' || !mine.data) return { hold: 'another buyer', refresh };
  return { hold: mine.data.hold, orderPath: mine.data.path, refresh };
}
