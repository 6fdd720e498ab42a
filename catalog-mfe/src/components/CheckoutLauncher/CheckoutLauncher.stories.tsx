import { CheckoutLauncher } from './CheckoutLauncher';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
// Storybook runs no checkout remote: a click shows the 'Checkout unavailable' fallback, as the shop
// does when the checkout is down.
export default { title: 'Catalog/CheckoutLauncher', component: CheckoutLauncher };

export const ForSale = { args: { collectibleId: 'c0000000-0000-4000-8000-000000000001' } };
/** Sold or unavailable: 'Purchase Now' is disabled. */
export const NotForSale = { args: { collectibleId: 'c0000000-0000-4000-8000-000000000002', disabled: true } };
