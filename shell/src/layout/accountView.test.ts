import { exampleUser, staticSessionStore, type SessionState } from '@sikka/shared/session';
import { describe, expect, it } from 'vitest';
import { accountView } from './accountView';

const state = (partial: Partial<SessionState>) => staticSessionStore(partial).getState();

describe('accountView', () => {
  it.each([
    ['a visitor', 'signedOut', {}],
    ['a session still being read', 'pending', { status: 'loading' }],
    ['a user whose admin flag is still being read', 'pending', { status: 'loading', user: exampleUser() }],
    ['an anonymous checkout session', 'signedOut', { user: exampleUser({ is_anonymous: true }), isAnonymous: true }],
    ['a signed-in buyer', 'account', { user: exampleUser() }],
    ['an admin', 'admin', { user: exampleUser(), isAdmin: true }],
  ] as const)('shows %s: %s', (_who, view, partial) => {
    expect(accountView(state(partial))).toBe(view);
  });
});
