import { Suspense, type ReactElement, type ReactNode } from 'react';
import { onDemand } from '../../lib/onDemand';
import { useFirstOpen } from '../Dialog/firstOpen';

export interface AlertDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive confirmations (delete) use the danger look. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm(): void;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
}

const radix = onDemand(() => import(/* webpackChunkName: "alert-dialog" */ './RadixAlertDialog'));

/**
 * A confirmation that must be answered: no overlay dismiss, focus starts on Cancel. Its radix code is
 * fetched when it first opens.
 */
export function AlertDialog(props: AlertDialogProps) {
  const { shown, standIn, defaultOpen } = useFirstOpen(props);
  if (!shown) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LoadedAlertDialog {...props} defaultOpen={defaultOpen} />
    </Suspense>
  );
}

function LoadedAlertDialog(props: AlertDialogProps) {
  const { RadixAlertDialog } = radix.read();
  return <RadixAlertDialog {...props} />;
}
