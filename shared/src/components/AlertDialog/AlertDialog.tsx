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
  /** The confirm waits (e.g. for the facts the question states): shown, but not yet pressable. */
  confirmDisabled?: boolean;
  /** A third answer between Cancel and the confirm ('Mark Unavailable instead'); it closes too. */
  alternative?: { label: string; onSelect(): void };
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
