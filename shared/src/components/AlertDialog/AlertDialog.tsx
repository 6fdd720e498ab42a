import type { ReactElement, ReactNode } from 'react';
import { onDemand } from '../../lib/onDemand';
import { OpenedOnDemand } from '../Dialog/firstOpen';

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

const radix = onDemand(() =>
  import(/* webpackChunkName: "alert-dialog" */ './RadixAlertDialog').then((module) => module.RadixAlertDialog),
);

/**
 * A confirmation that must be answered: no overlay dismiss, focus starts on Cancel. Its radix code is
 * fetched when it first opens.
 */
export function AlertDialog(props: AlertDialogProps) {
  return <OpenedOnDemand part={radix} props={props} />;
}
