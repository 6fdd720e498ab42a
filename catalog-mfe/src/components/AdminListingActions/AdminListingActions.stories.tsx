import type { ComponentType } from 'react';
import { SessionProvider, type SessionState } from '@sikka/shared/session';
import { exampleUser, staticSessionStore } from '@sikka/shared/session/fixed';
import { AdminListingActions } from './AdminListingActions';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Catalog/AdminListingActions',
  component: AdminListingActions,
  args: {
    listing: { id: 'c0000000-0000-4000-8000-000000000003', name: 'Akbar Silver Rupee, Lahore Mint', status: 'sold' },
    onDelete: () => new Promise<void>((resolve) => setTimeout(resolve, 800)),
    // Three orders, one fulfilled: what the delete confirmation warns about.
    countOrders: () => Promise.resolve({ total: 3, fulfilled: 1 }),
    onMarkUnavailable: () => {},
  },
};

const as = (state: Partial<SessionState>) => [
  (Story: ComponentType) => (
    <SessionProvider store={staticSessionStore(state)}>
      <Story />
    </SessionProvider>
  ),
];

const admin = { user: exampleUser({ email: 'admin@sikka.local' }), isAdmin: true };

export const Admin = { decorators: as(admin) };
/** Deleting fails: the buttons come back so the admin can try again. */
export const DeleteFails = {
  decorators: as(admin),
  args: { onDelete: () => Promise.reject(new Error('the listing could not be deleted')) },
};
/** Anyone who is not an admin sees nothing. */
export const Buyer = { decorators: as({ user: exampleUser({ email: 'buyer@sikka.local' }) }) };
export const Visitor = { decorators: as({}) };
