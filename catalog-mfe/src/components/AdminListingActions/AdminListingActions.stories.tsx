import { AdminListingPanel } from './AdminListingPanel';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// The panel an editor sees (AdminListingActions shows it to editors only; its test holds that).
export default {
  title: 'Catalog/AdminListingActions',
  component: AdminListingPanel,
  args: {
    listing: { id: 'c0000000-0000-4000-8000-000000000003', name: 'Akbar Silver Rupee, Lahore Mint', status: 'sold' },
    onDelete: () => new Promise<void>((resolve) => setTimeout(resolve, 800)),
    // Three orders, one fulfilled: what the delete confirmation warns about.
    countOrders: () => Promise.resolve({ total: 3, fulfilled: 1 }),
    onMarkUnavailable: () => {},
  },
};

export const Editor = {};
/** Deleting fails: the buttons come back so the editor can try again. */
export const DeleteFails = { args: { onDelete: () => Promise.reject(new Error('the listing could not be deleted')) } };
