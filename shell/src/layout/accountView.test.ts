import type { SessionState } from '@sikka/shared/session';
import { exampleUser, staticSessionStore } from '@sikka/shared/session/fixed';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, ADMIN_LINKS, accountView, linksForRole } from './accountView';

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

describe('linksForRole', () => {
  const labels = (links: readonly { label: string }[]) => links.map((l) => l.label);

  it('gives the owner every back-office link', () => {
    expect(linksForRole(ADMIN_LINKS, 'owner')).toEqual([...ADMIN_LINKS]);
    expect(linksForRole(ADMIN_ACTIONS, 'owner')).toEqual([...ADMIN_ACTIONS]);
  });

  it('gives staff the orders and the auctions only, and an editor listings, submissions and the blog', () => {
    expect(labels(linksForRole(ADMIN_LINKS, 'staff'))).toEqual(['View Orders', 'Auctions']);
    expect(linksForRole(ADMIN_ACTIONS, 'staff')).toEqual([]);
    expect(labels(linksForRole(ADMIN_LINKS, 'editor'))).toEqual(['Manage Collectibles', 'Seller Submissions', 'Manage Blog']);
    expect(labels(linksForRole(ADMIN_ACTIONS, 'editor'))).toEqual(['Add New Listing', 'Bulk Upload']);
  });

  it('gives an accountant the accounts only, and a buyer none of these', () => {
    expect(labels(linksForRole(ADMIN_LINKS, 'accountant'))).toEqual(['Accounts']);
    expect(linksForRole(ADMIN_ACTIONS, 'accountant')).toEqual([]);
    expect(linksForRole(ADMIN_LINKS, null)).toEqual([]);
  });
});
