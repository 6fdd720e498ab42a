import { useAsync } from '@sikka/shared/async';
import { errorKey, ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { addReturnTracking, fetchOrderAftersale, requestReturn } from '../api/orderReturn';

const FAILED = 'Something went wrong. Please try again.';

/** The database's words for a refusal (its message when it has one), else a generic retry. */
export function returnRefusal(error: unknown): string {
  const key = errorKey(error);
  if (key) return ERROR_TEXTS[key];
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && (error as { code?: unknown }).code === 'P0001' ? message : FAILED;
}

/** The order page's return: what stands (read by the link), and the buyer's two steps, each reading it again. */
export function useOrderReturn(token: string, onChanged: () => void) {
  const aftersale = useAsync(() => fetchOrderAftersale(token), [token]);
  const after = async () => {
    await aftersale.refetch();
    onChanged();
  };
  return {
    aftersale,
    request: async (reason: string, details: string, photos: readonly File[]) => {
      await requestReturn(token, reason, details, photos);
      await after();
    },
    addTracking: async (carrier: string, tracking: string) => {
      await addReturnTracking(token, carrier, tracking);
      await after();
    },
  };
}
