import type { AlertDialogProps } from './AlertDialog';
import { AlertDialog as Radix } from 'radix-ui';
import { Button } from '../Button/Button';
import styles from '../Dialog/Dialog.module.css';

/** The radix part of <AlertDialog>, fetched when a confirmation first opens. */
export function RadixAlertDialog({
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  onConfirm,
  confirmDisabled,
  alternative,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  return (
    <Radix.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className={styles.overlay} />
        <Radix.Content className={`${styles.content} ${styles.sm}`}>
          <Radix.Title className={styles.title}>{title}</Radix.Title>
          <Radix.Description className={styles.description}>{description}</Radix.Description>
          <div className={styles.footer}>
            <Radix.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Radix.Cancel>
            {alternative && (
              <Radix.Action asChild>
                <Button variant="secondary" onClick={alternative.onSelect}>
                  {alternative.label}
                </Button>
              </Radix.Action>
            )}
            <Radix.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm} disabled={confirmDisabled}>
                {confirmLabel}
              </Button>
            </Radix.Action>
          </div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
