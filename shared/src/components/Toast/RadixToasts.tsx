import { Toast as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import { cx } from '../../lib/cx';
import type { QueuedToast } from './Toast';
import styles from './Toast.module.css';

export interface RadixToastsProps {
  toasts: readonly QueuedToast[];
  duration: number;
  onClose(id: number): void;
}

/** The radix part of the toasts (timers, swipe, the F8 region), fetched with the page's first toast. */
export function RadixToasts({ toasts, duration, onClose }: RadixToastsProps) {
  return (
    <Radix.Provider duration={duration} swipeDirection="right">
      {toasts.map(({ id, title, description, tone = 'info' }) => (
        <Radix.Root
          key={id}
          type={tone === 'error' ? 'foreground' : 'background'}
          className={cx(styles.toast, styles[tone])}
          onOpenChange={(open) => !open && onClose(id)}
        >
          <Radix.Title className={styles.title}>{title}</Radix.Title>
          {description && <Radix.Description className={styles.description}>{description}</Radix.Description>}
          <Radix.Close className={styles.close} aria-label="Close">
            <X aria-hidden="true" focusable="false" size={16} />
          </Radix.Close>
        </Radix.Root>
      ))}
      <Radix.Viewport className={styles.viewport} />
    </Radix.Provider>
  );
}
