// The links of orders placed in this browser, kept in localStorage so that after a sign-in the shop can
// ask whether the guest orders among them are the person's (issue 50): a guest's anonymous session may be
// gone by then. They join an account only when the person says so ('Add to my account'); 'Not mine'
// forgets them here. A token is the order's credential, so only this browser's own orders are ever offered.
const KEY = 'sikka:order-links';
/** my_orders reads at most 50 tokens; the newest are kept. */
export const MAX_GUEST_TOKENS = 50;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: My Orders shows the account's orders only
  }
}

/** The kept tokens, newest first; anything that is not a list of token-shaped strings is ignored. */
export function guestOrderTokens(): string[] {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((token): token is string => typeof token === 'string' && /^[\w-]{32}$/.test(token))
      : [];
  } catch {
    return [];
  }
}

/** Keeps a just-placed order's token (newest first, no duplicates, at most MAX_GUEST_TOKENS). */
export function rememberOrderToken(token: string): void {
  const tokens = [token, ...guestOrderTokens().filter((kept) => kept !== token)].slice(0, MAX_GUEST_TOKENS);
  try {
    storage()?.setItem(KEY, JSON.stringify(tokens));
  } catch {
    // full or blocked: the order is still in the account (or reachable by its link)
  }
}

/** Forgets these tokens in this browser: joined to an account, disowned ('Not mine'), or no guest's any more. */
export function forgetOrderTokens(tokens: readonly string[]): void {
  const gone = new Set(tokens);
  const kept = guestOrderTokens();
  if (!kept.some((token) => gone.has(token))) return;
  try {
    storage()?.setItem(KEY, JSON.stringify(kept.filter((token) => !gone.has(token))));
  } catch {
    // blocked: nothing was kept either
  }
}
