import { Button, DocumentMeta, EmptyState, PageFrame, pageTitle, Spinner } from '@sikka/shared/ui';
import { useAsync } from '@sikka/shared/async';
import { useAskToSignIn, useSession } from '@sikka/shared/session';
import { fetchMyOrders } from '../api/checkout';
import { MyOrdersList } from '../components/MyOrdersList';

const MY_ORDERS = 'My Orders';

/**
 * checkout/MyOrdersPage (the account menu's 'My Orders', issue 33): the signed-in buyer's orders,
 * including the guest orders they chose to add to their account after signing in (issue 50).
 */
export default function MyOrdersPage() {
  const { status, user, isAnonymous } = useSession();
  const signedIn = Boolean(user) && !isAnonymous;
  const askToSignIn = useAskToSignIn();
  return (
    <PageFrame title={MY_ORDERS}>
      <DocumentMeta title={pageTitle(MY_ORDERS)} tags={[{ key: 'name', id: 'robots', content: 'noindex, nofollow' }]} />
      {status === 'loading' ? (
        <Spinner label="Loading your orders" />
      ) : signedIn ? (
        <Orders userId={user!.id} />
      ) : (
        <EmptyState title="Sign in to see your orders" action={<Button onClick={askToSignIn}>Sign In</Button>} />
      )}
    </PageFrame>
  );
}

function Orders({ userId }: { userId: string }) {
  const orders = useAsync(() => fetchMyOrders(), [userId]);
  if (orders.status === 'loading') return <Spinner label="Loading your orders" />;
  if (orders.status === 'error') return <EmptyState title="Your orders could not be loaded. Please try again in a moment." />;
  return <MyOrdersList orders={orders.data} />;
}
