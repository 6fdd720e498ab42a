import { Spinner } from '@sikka/shared/ui';
import { OrderReturn } from '../components/OrderReturn';
import { returnRefusal, useOrderReturn } from '../model/useOrderReturn';

/** The order page's return and refund (issue 46): read by the link, each step reading the order again. */
export function OrderReturnSection({ token, onChanged }: { token: string; onChanged(): void }) {
  const { aftersale, request, addTracking } = useOrderReturn(token, onChanged);
  if (aftersale.status === 'loading') return <Spinner label="Loading your return" />;
  if (aftersale.status === 'error' || !aftersale.data) return null;
  return <OrderReturn aftersale={aftersale.data} request={request} addTracking={addTracking} refusal={returnRefusal} />;
}
