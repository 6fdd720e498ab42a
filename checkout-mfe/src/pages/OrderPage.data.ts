import type { PageLoader } from '@sikka/shared/federation';
import { fetchOrderPage } from '../api/checkout';

/** What the server read for /order/{token}: order_page(token)'s one row, or null for an unknown or tampered link. */
export interface OrderPageData {
  token: string;
  order: Awaited<ReturnType<typeof fetchOrderPage>>;
}

/**
 * The order page's data loader, run by the shop's server (the checkout's server build exposes it as
 * checkout/OrderPage.data): the buyer's link opens the order fully rendered, and an unknown or tampered
 * token is a 404 that says nothing more than 'not found'.
 */
export const fetchData: PageLoader<OrderPageData> = async ({ params }) => {
  const token = params.token ?? '';
  const order = token ? await fetchOrderPage(token) : null;
  return { status: order ? 200 : 404, data: { token, order } };
};
