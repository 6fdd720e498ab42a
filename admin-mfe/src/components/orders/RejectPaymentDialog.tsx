import { useEffect, useId } from 'react';
import { useForm, useFormSubmit, useWatch } from '@sikka/shared/forms';
import { Button, Dialog, Field, Textarea } from '@sikka/shared/ui';
import { paymentRefusalText, REJECT_REASON_MAX, rejectReasonProblem } from '../../model/ordersPayment';
import styles from './OrderCard.module.css';

export interface RejectPaymentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'Order #0b8f5e52 from Asha Rao', for the question. */
  what: string;
  /** Sends the reason; a refusal is thrown and shown here, with the text kept as typed. */
  onReject(reason: string): Promise<void>;
}

/** 'Reject payment' (issue 31): the reason the buyer will read is required, at most 300 characters. */
export function RejectPaymentDialog({ open, onOpenChange, what, onReject }: RejectPaymentDialogProps) {
  const formId = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { register, reset, control } = form;
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control, name: 'reason' });

  // A new opening asks afresh; a failure keeps the dialog open, so what was typed stays.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      await onReject(values.reason.trim());
      onOpenChange(false);
    },
    (error) => {
      console.error('[sikka] the payment was not rejected', error);
      return paymentRefusalText(error);
    },
  );

  return (
    <Dialog
      title="Reject payment"
      description={`${what}. The buyer sees your reason and can pay again or correct the UTR.`}
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Keep Payment
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={isSubmitting}>
            {isSubmitting ? 'Rejecting...' : 'Reject payment'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.rejectForm}>
        {errors.root && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <Field
          label="Reason shown to the buyer"
          required
          error={errors.reason?.message}
          hint={`${reason.trim().length} / ${REJECT_REASON_MAX} characters`}
        >
          <Textarea
            rows={3}
            placeholder="No payment with this UTR has reached our account"
            {...register('reason', { validate: (value) => rejectReasonProblem(value) ?? true })}
          />
        </Field>
      </form>
    </Dialog>
  );
}
