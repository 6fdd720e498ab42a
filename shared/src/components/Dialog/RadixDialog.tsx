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
}: DialogProps) {
  return (
    <Radix.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content
          className={cx(styles.content, styles[size], className)}
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
