import { useAsync } from '@sikka/shared/async';
import { fetchOpenOrder } from '@sikka/shared/domain/orders';

/** Who holds a piece that is on hold, as far as this visitor can tell. */
export type Hold = 'none' | 'mine' | 'another buyer';

/**
 * An open order holds its piece (one coin, one buyer). When the listing says it is on hold, ask
 * whether the hold is this browser's own order: then the buyer is shown their payment step, not a
 * refusal. Only the holder can read the order (RLS), so "not mine" means another buyer's.
 */
export function useHold(collectibleId: string, onHold: boolean): Hold {
  const mine = useAsync(async () => (onHold ? (await fetchOpenOrder(collectibleId)) !== null : false), [collectibleId, onHold]);
  if (!onHold) return 'none';
  if (mine.status === 'ready' && mine.data) return 'mine';
  return 'another buyer';
}
