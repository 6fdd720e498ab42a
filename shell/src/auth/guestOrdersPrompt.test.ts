// @vitest-environment jsdom
import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { accountToAsk, dismissedFor, dismissFor, tokensToForget } from './guestOrdersPrompt';

const user = { id: 'u1' } as User;

afterEach(() => sessionStorage.clear());

describe('which account is asked about the guest orders of this device', () => {
  it('asks a signed-in person, never a guest session or one still loading', () => {
    expect(accountToAsk({ status: 'ready', user, isAnonymous: false })).toBe('u1');
    expect(accountToAsk({ status: 'ready', user, isAnonymous: true })).toBeNull();
    expect(accountToAsk({ status: 'loading', user, isAnonymous: false })).toBeNull();
    expect(accountToAsk({ status: 'ready', user: null, isAnonymous: false })).toBeNull();
  });

  it('forgets the kept links that are no guest order (already an account’s, or unknown), keeps the offered', () => {
    const kept = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)];
    expect(tokensToForget(kept, [{ access_token: 'b'.repeat(32) }])).toEqual(['a'.repeat(32), 'c'.repeat(32)]);
    expect(
      tokensToForget(
        kept,
        kept.map((access_token) => ({ access_token })),
      ),
    ).toEqual([]);
  });

  it('does not ask again in this tab an account that closed the prompt without answering', () => {
    expect(dismissedFor('u1')).toBe(false);
    dismissFor('u1');
    expect(dismissedFor('u1')).toBe(true);
    // Another person signing in on the same tab is asked.
    expect(dismissedFor('u2')).toBe(false);
  });
});
