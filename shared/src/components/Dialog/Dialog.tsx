import type { ReactElement, ReactNode } from 'react';
import { onDemand } from '../../lib/onDemand';
import { OpenedOnDemand } from './firstOpen';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown under the body (e.g. Cancel + Submit). */
  footer?: ReactNode;
  /** Element that opens the dialog when used uncontrolled. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * Where focus starts: by default the first control (the header's Close). Call
   * `event.preventDefault()` and focus the field to start on instead (a form's first field).
   */
  onOpenAutoFocus?(event: Event): void;
}

const radix = onDemand(() => import(/* webpackChunkName: "dialog" */ './RadixDialog').then((module) => module.RadixDialog));

/**
 * Modal dialog: focus-trapped, closable by Escape, overlay click or the 'Close' button; on closing,
 * focus goes back to the control that opened it (its trigger, or whatever had focus when a controlled
 * dialog was opened from elsewhere). Its radix code
 * (focus trap, scroll lock, portal: ~14 kB gzip) is fetched when it first opens.
 */
export function Dialog(props: DialogProps) {
  return <OpenedOnDemand part={radix} props={props} />;
}

/**
 * Starts fetching the dialogs' code ahead of an opening that is about to come from elsewhere (e.g. a
 * remote's dialog behind a button), so that it does not wait for the remote first and then for this.
 */
export const preloadDialog = radix.preload;
