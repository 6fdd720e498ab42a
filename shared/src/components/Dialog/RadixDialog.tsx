import { useRef } from 'react';
import type { DialogProps } from './Dialog';
import { Dialog as Radix } from 'radix-ui';
import { cx } from '../../lib/cx';
import { X } from 'lucide-react';
import styles from './Dialog.module.css';

/** The radix part of <Dialog>, fetched when a dialog first opens. */
export function RadixDialog({
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
  onOpenAutoFocus,
}: DialogProps) {
  // What had focus as the dialog opened. Radix hands focus back to its Trigger only; a dialog opened
  // by state (an image editor after a file choice, an overlay from a thumbnail) has none, and focus
  // fell to <body>, sending a keyboard user back to the top of the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Radix.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content
          className={cx(styles.content, styles[size], className)}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          // Without a description, say so explicitly instead of pointing at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={styles.header}>
            <Radix.Title className={styles.title}>{title}</Radix.Title>
            <Radix.Close className={styles.close} aria-label="Close">
              <X aria-hidden="true" focusable="false" size={20} />
            </Radix.Close>
          </header>
          {description && <Radix.Description className={styles.description}>{description}</Radix.Description>}
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
