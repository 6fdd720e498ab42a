import { useState } from 'react';
import { useForm, zodResolver } from '@sikka/shared/forms';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import { z } from '@sikka/shared/zod';
import { utrSchema, type PaymentState } from '@sikka/shared/domain/orders';
import { orderRefusalReason } from '../model/order';
import styles from './PaymentStep.module.css';

const schema = z.object({ utr: utrSchema });
type UtrInput = z.input<typeof schema>;
type UtrValues = z.output<typeof schema>;

export interface UtrFormProps {
  orderId: string;
  /** What a bank transfer or a UPI app calls the reference: said in the hint. */
  method: 'upi' | 'bank_transfer';
  submitPayment(orderId: string, utr: string): Promise<PaymentState>;
  onSubmitted(state: PaymentState): void;
}

/**
 * "I have paid": the 12-digit UTR of the payment (the shop matches it with its bank statement). The
 * database refuses what this refuses (utr_invalid) and a UTR used by another order (utr_used); a refusal
 * is shown under the field and what was typed stays.
 */
export function UtrForm({ orderId, method, submitPayment, onSubmitted }: UtrFormProps) {
  const form = useForm<UtrInput, unknown, UtrValues>({ resolver: zodResolver(schema), defaultValues: { utr: '' } });
  const [failed, setFailed] = useState(false);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async ({ utr }) => {
    setFailed(false);
    try {
      onSubmitted(await submitPayment(orderId, utr));
    } catch (error) {
      console.error('[checkout] the payment was not submitted', error);
      const reason = orderRefusalReason(error);
      if (reason) form.setError('utr', { message: reason }, { shouldFocus: true });
      else setFailed(true);
    }
  });

  const where = method === 'upi' ? 'your UPI app' : 'your bank';
  return (
    <form className={styles.utrForm} onSubmit={submit} noValidate aria-label="I have paid">
      <Field
        label="UTR (payment reference)"
        required
        error={errors.utr?.message}
        hint={`The 12-digit reference ${where} shows for the payment (UTR / UPI Ref. No.)`}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('utr')} />
      </Field>
      {failed && (
        <p role="alert" className={styles.error}>
          Your payment could not be submitted. Please try again.
        </p>
      )}
      <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Submitting your payment" />}
        Submit payment
      </Button>
    </form>
  );
}
