import { OrderSummary } from './OrderSummary';

// Typed by hand: the checkout does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Checkout/OrderSummary', component: OrderSummary, args: { price: 2450 } };

/** Price plus the ₹50 shipping. */
export const WithoutPromo = { args: { promo: null } };
export const WithPromo = { args: { promo: { promo_code: 'DIWALI10', discount_percent: 10 } } };
/** A 100 % promo leaves only the shipping to pay. */
export const FullDiscount = { args: { price: 850, promo: { promo_code: 'COLLECTOR100', discount_percent: 100 } } };
