/** Where the signed-in bidder stands on a lot, as the lot page says it. */
export type Standing = 'winning' | 'outbid' | 'won' | 'lost' | null;

/**
 * From the lot's live leader and the bidder's own handle (issue 47; the contract: winning = the leader's
 * handle is mine; outbid = I bid on the lot and the leader is someone else). Null for a visitor or a
 * bidder who has not bid on the lot. Once the lot is closed, winning becomes won (if it sold) and outbid lost.
 * `sold` is whether the closed lot sells (lotSells), null while it is open.
 */
export function standingOf(
  lot: { leader_handle: string | null; sold: boolean | null; closed: boolean },
  me: { handle: string | null; hasBid: boolean },
): Standing {
  if (!me.handle) return null;
  const leading = lot.leader_handle === me.handle;
  if (!leading && !me.hasBid) return null;
  if (!lot.closed) return leading ? 'winning' : 'outbid';
  return leading && lot.sold !== false ? 'won' : 'lost';
}

/**
 * Whether a lot sells, once closed: as the database settled it, or, in the seconds between the closing
 * instant and the settling job, as it will (a leading bid and the reserve met, when there is one).
 */
export function lotSells(
  phase: LotPhase,
  lot: { leader_handle: string | null; has_reserve: boolean; reserve_met: boolean | null },
): boolean | null {
  if (phase === 'sold') return true;
  if (phase === 'unsold' || phase === 'cancelled') return false;
  if (phase !== 'closed') return null;
  return lot.leader_handle !== null && (!lot.has_reserve || lot.reserve_met === true);
}

export const STANDING_TEXT: Record<Exclude<Standing, null>, string> = {
  winning: 'You are winning',
  outbid: 'You have been outbid',
  won: 'You won this lot',
  lost: 'You did not win this lot',
};

/** What a lot's state is called on its page and in lists. */
export type LotPhase = 'upcoming' | 'open' | 'closed' | 'sold' | 'unsold' | 'cancelled';

/**
 * A lot's phase at the server's `now`: cancelled/sold/unsold once settled; before that, closed from its
 * closing instant by the server's clock (the settling job may not have run yet), upcoming before the
 * auction starts.
 */
export function lotPhase(lot: { status: string; closes_at: string }, auctionStartsAt: string, now: number): LotPhase {
  if (lot.status === 'cancelled' || lot.status === 'sold' || lot.status === 'unsold') return lot.status;
  if (Date.parse(lot.closes_at) <= now) return 'closed';
  if (Date.parse(auctionStartsAt) > now) return 'upcoming';
  return 'open';
}

/**
 * The reserve, never its amount (issue 47): 'Reserve not met' while the leading maximum is below it,
 * 'Reserve met' once reached, nothing when the lot has no reserve.
 */
export function reserveText(lot: { has_reserve: boolean; reserve_met: boolean | null }): string | null {
  if (!lot.has_reserve) return null;
  return lot.reserve_met ? 'Reserve met' : 'Reserve not met';
}
