import { useEffect, useId } from 'react';
import { useForm, useFormSubmit, useWatch, FormError } from '@sikka/shared/forms';
import { Button, Dialog, Field, Textarea } from '@sikka/shared/ui';
import styles from './ReasonDialog.module.css';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The question, and the button that sends ('Cancel auction'). */
  title: string;
  description: string;
  /** The button that closes without sending ('Keep auction'). */
  keep: string;
  /** The sending button while it sends ('Cancelling...'). */
  sending: string;
  label: string;
  placeholder?: string;
  /** The line under the field, from what is typed (its count of characters). */
  hint?(reason: string): string;
  /** The database's own rule, in its words: the problem with the reason, or null. */
  problem(reason: string): string | null;
  /** Sends the reason as typed; a refusal is thrown, and shown here. */
  onSend(reason: string): Promise<void>;
  /** The refusal's words. */
  refusal(error: unknown): string;
}

/**
 * A danger action that needs a reason (cancel an auction, reject a payment, revoke a certificate): asks for it under the
 * database's rule, sends it, and closes; a refusal keeps the dialog open with the reason as typed.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  keep,
  sending,
  label,
  placeholder,
  hint,
  problem,
  onSend,
  refusal,
}: ReasonDialogProps) {
  const formId = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { register, reset, control } = form;
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control, name: 'reason' });

  // A new opening asks afresh.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      await onSend(values.reason);
      onOpenChange(false);
    },
    (error) => {
      console.error(`[sikka] ${title}: refused`, error);
      return refusal(error);
    },
  );

  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} unavailable={isSubmitting}>
            {keep}
          </Button>
          <Button type="submit" form={formId} variant="danger" unavailable={isSubmitting}>
            {isSubmitting ? sending : title}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <FormError message={errors.root?.message} />
        <Field label={label} required error={errors.reason?.message} hint={hint?.(reason)}>
          <Textarea rows={3} placeholder={placeholder} {...register('reason', { validate: (value) => problem(value) ?? true })} />
        </Field>
      </form>
    </Dialog>
  );
}
