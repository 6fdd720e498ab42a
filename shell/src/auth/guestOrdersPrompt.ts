import type { SessionState } from '@sikka/shared/session';

/**
 * After a sign-in, the guest orders placed in this browser are offered to the account, never joined
 * silently (issue 50): on a shared device the last guest's order and address are not the next person's.
 */
export const GUEST_ORDERS_TITLE = 'Orders placed on this device';
export const ADD_TO_ACCOUNT = 'Add to my account';
export const NOT_MINE = 'Not mine';
export const JOIN_FAILED = 'The orders could not be added just now. Please try again.';

/** The account to ask: a signed-in person's (not a guest session's, not while the session loads), else null. */
export function accountToAsk(session: Pick<SessionState, 'status' | 'user' | 'isAnonymous'>): string | null {
  return session.status === 'ready' && session.user && !session.isAnonymous ? session.user.id : null;
}

/**
 * The kept links to forget once the database has said which are guest orders: the others are already an
 * account's (this one's or another's) or no order at all, and will never be offered again.
 */
export function tokensToForget(kept: readonly string[], offered: readonly { access_token: string }[]): string[] {
  const guest = new Set(offered.map((order) => order.access_token));
  return kept.filter((token) => !guest.has(token));
}

// A person who closes the prompt without answering is not asked again in this tab for that account;
// the links stay, so a later visit asks again.
const DISMISSED_KEY = 'sikka:guest-orders-dismissed';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const dismissedFor = (accountId: string) => tabStorage()?.getItem(DISMISSED_KEY) === accountId;

export function dismissFor(accountId: string): void {
  try {
    tabStorage()?.setItem(DISMISSED_KEY, accountId);
  } catch {
    // blocked: the prompt may ask again on the next page
  }
}
