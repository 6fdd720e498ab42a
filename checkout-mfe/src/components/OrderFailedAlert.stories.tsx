import { OrderFailedAlert } from './OrderFailedAlert';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default {
  title: 'Checkout/OrderFailedAlert',
  component: OrderFailedAlert,
  args: { open: true, onRetry: () => {}, onOpenChange: () => {} },
};

/** The database refused the order and said why. */
export const SoldMeanwhile = { args: { reason: 'This item has already been sold' } };
/** The order could not be saved (a network failure): the spec's text alone. */
export const WithoutAReason = { args: { reason: null } };
