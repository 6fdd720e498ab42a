import type { ReactElement, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cx } from '../../lib/cx';
import { X } from 'lucide-react';
import styles from './Dialog.module.css';

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
}

/** Modal dialog: focus-trapped, closable by Escape, overlay click or the 'Close' button. */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, styles[size], className)}
          // Without a description, say so explicitly instead of pointing at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <X aria-hidden="true" focusable="false" size={20} />
            </RadixDialog.Close>
          </header>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
