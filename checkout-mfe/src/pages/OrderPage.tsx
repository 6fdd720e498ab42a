import { useCallback } from 'react';
import { type PageLoader, useHydrated, usePageLoad } from '@sikka/shared/federation';
import { useParams } from '@sikka/shared/router';
import { DocumentMeta, EmptyState, type MetaTag, PageFrame, pageTitle, previewTags, Spinner } from '@sikka/shared/ui';
import { orderLabel, trackingUrl, type PaymentReferenceMethod, type PaymentState } from '@sikka/shared/domain/orders';
import type { ShopFacts } from '@sikka/shared/domain/settings';
import { fetchShopFacts, submitOrderPayment } from '../api/checkout';
import { submittedPayment } from '../model/orderPage';
import { currentDevice, opensUpiApps } from '../model/payment';
import { ORDER_NOT_FOUND, OrderNotFound } from '../components/OrderNotFound';
import { OrderPageView } from '../components/OrderPageView';
import { OrderPapers } from '../components/OrderPapers';
import { OrderReturnSection } from './OrderReturnSection';
import styles from '../components/OrderPageView.module.css';
import { fetchOrderPage } from '../api/checkout';

/** What the loader read for /order/{token}: order_page(token)'s one row, or null for an unknown or tampered link. */
export interface OrderPageData {
  token: string;
  order: Awaited<ReturnType<typeof fetchOrderPage>>;
  /** The shop's facts (Settings, issue 51): whom to pay, read with the order on every load. */
  shop: ShopFacts;
}

/**
 * The page's loader (the page contract: the shell runs it on the server or in the browser): the
 * buyer's link opens the order fully rendered, and an unknown or tampered token is a 404 that says
 * nothing more than 'not found'.
 */
export const loader: PageLoader<OrderPageData> = async ({ params }) => {
  const token = params.token ?? '';
  const [order, shop] = await Promise.all([token ? fetchOrderPage(token) : null, fetchShopFacts()]);
  return { status: order ? 200 : 404, data: { token, order, shop } };
};

/** An order page is the buyer's private record: never in a search engine's index; its link preview names nobody. */
function OrderHead({ title }: { title: string }) {
  const description = 'An order at Sikka: its payment, delivery and papers, for whoever holds this link.';
  const tags: MetaTag[] = [{ key: 'name', id: 'robots', content: 'noindex, nofollow' }, ...previewTags({ title, description })];
  return <DocumentMeta title={pageTitle(title)} tags={tags} />;
}

const payByLink = async (token: string, utr: string, method: PaymentReferenceMethod): Promise<PaymentState> => {
  await submitOrderPayment(token, utr, method);
  return submittedPayment(utr);
};

/** checkout/OrderPage at /order/{token} (issue 33): the buyer's order, by its unguessable link. */
export default function OrderPage() {
  const { token = '' } = useParams();
  const order = usePageLoad<OrderPageData>();
  // Whether the phone opens UPI apps is the browser's to say: the server's page, and hydration, show the QR code.
  const device = useHydrated() ? currentDevice() : null;
  const { refetch } = order;
  const found = order.status === 'ready' ? order.data.order : null;
  // After "I have paid" the page reads the order again: its history and state come from the database.
  const paid = useCallback((_: PaymentState) => void refetch(), [refetch]);

  if (order.status === 'loading')
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading your order" />
      </div>
    );
  if (order.status === 'error')
    return (
      <PageFrame title="Your order">
        <EmptyState title="Your order could not be loaded. Please try again in a moment." />
      </PageFrame>
    );
  if (!found)
    return (
      <>
        <OrderHead title={ORDER_NOT_FOUND} />
        <OrderNotFound />
      </>
    );
  return (
    <>
      <OrderHead title={orderLabel(found.reference)} />
      <OrderPageView
        order={found}
        token={token}
        opensUpiApps={device !== null && opensUpiApps(device)}
        payee={order.data.shop}
        trackingHref={trackingUrl(found.shipment_carrier)}
        submitPayment={payByLink}
        onPaymentSubmitted={paid}
        papers={
          found.payment_status === 'paid' ? (
            <>
              <OrderPapers token={token} />
              <OrderReturnSection token={token} onChanged={() => void refetch()} />
            </>
          ) : null
        }
      />
    </>
  );
}
