import { fetchOrderPage } from '../api/checkout';

/**
 * The order page's data: order_page(token)'s one row, or null for an unknown or tampered link. Kept
 * apart from the component so the shell's server can read it for the first render (a null → 404).
 */
export const loadOrderPage = (token: string) => fetchOrderPage(token);
