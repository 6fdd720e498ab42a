import { AlertDialog } from '@sikka/shared/ui';
import { ORDER_FAILED } from '../model/messages';

export interface OrderFailedAlertProps {
  open: boolean;
  /** The database's reason when it refused the order (e.g. the item was sold meanwhile). */
  reason: string | null;
  onRetry(): void;
  onOpenChange(open: boolean): void;
}

/** Spec §8 "Checkout": the order could not be saved; the form behind it keeps what was typed. */
export function OrderFailedAlert({ open, reason, onRetry, onOpenChange }: OrderFailedAlertProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Order not placed"
      description={
        <>
          <span>{ORDER_FAILED}</span>
          {reason && <span> {/[.!?…]$/.test(reason) ? reason : `${reason}.`}</span>}
        </>
      }
      cancelLabel="Close"
      confirmLabel="Try again"
      confirmVariant="primary"
      onConfirm={onRetry}
    />
  );
}
