import type { ReactElement } from 'react';
import { useEffect, useId } from 'react';
import { useForm, useFormSubmit, FormError } from '@sikka/shared/forms';
import { Button, Dialog, Field, Input } from '@sikka/shared/ui';
import { paymentRefusalText, statementReferenceProblem } from '../../model/ordersPayment';
import styles from './OrderCard.module.css';

export interface MarkPaidDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The card's 'Mark paid' button: the focus returns to it when the dialog closes. */
  trigger: ReactElement;
  /** The question's facts: 'Order #0b8f5e52 from Asha Rao: ₹2,050 by UPI, no UTR given'. */
  what: string;
  /** 'upi' or 'bank_transfer': which reference the statement shows. */
  paymentMethod: string | null | undefined;
  /** Marks the order paid with the reference as typed ('' for none); a refusal is thrown and shown here. */
  onMarkPaid(reference: string): Promise<void>;
}

/**
 * 'Mark paid' on an order whose buyer gave no reference (or a rejected one): the reference of the credit
 * on the shop's bank statement may be recorded with it, checked as mark_order_paid checks it. Optional:
 * a payment confirmed another way is marked paid without one. A refusal keeps the dialog and what was typed.
 */
export function MarkPaidDialog({ open, onOpenChange, trigger, what, paymentMethod, onMarkPaid }: MarkPaidDialogProps) {
  const formId = useId();
  const form = useForm<{ reference: string }>({ defaultValues: { reference: '' } });
  const { register, reset, setFocus } = form;
  const { errors, isSubmitting } = form.formState;
  const byUpi = paymentMethod !== 'bank_transfer';

  useEffect(() => {
    if (open) reset({ reference: '' });
  }, [open, reset]);

  const submit = useFormSubmit(
    form,
    async ({ reference }) => {
      await onMarkPaid(reference.trim());
      onOpenChange(false);
    },
    (error) => {
      console.error('[sikka] the order was not marked paid', error);
      return paymentRefusalText(error);
    },
  );

  return (
    <Dialog
      title="Mark this order paid?"
      description={`${what}. Mark it paid only once the money is in the shop's account.`}
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      trigger={trigger}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus('reference');
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} unavailable={isSubmitting}>
            Not yet
          </Button>
          <Button type="submit" form={formId} unavailable={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Mark paid'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.rejectForm}>
        <FormError message={errors.root?.message} className={styles.error} />
        <Field
          label={byUpi ? 'UTR from the bank statement (optional)' : 'Bank reference from the statement (optional)'}
          error={errors.reference?.message}
          hint={
            byUpi
              ? 'The 12-digit UTR of the credit, as the statement shows it'
              : 'The NEFT, RTGS or IMPS reference of the credit, as the statement shows it'
          }
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            {...register('reference', { validate: (typed) => statementReferenceProblem(paymentMethod, typed) ?? true })}
          />
        </Field>
      </form>
    </Dialog>
  );
}
