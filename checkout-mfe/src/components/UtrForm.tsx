import { useEffect, useId } from 'react';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import {
  PAYMENT_REFERENCE_RULES,
  paymentFormSchema,
  TRANSFER_METHOD_LABELS,
  TRANSFER_METHODS,
  type PaymentFormInput,
  type PaymentFormValues,
  type PaymentReferenceMethod,
  type PaymentState,
} from '@sikka/shared/domain/orders';
import { orderRefusalReason } from '../model/order';
import styles from './PaymentStep.module.css';

const SUBMIT_FAILED = 'Your payment could not be submitted. Please try again.';

export interface UtrFormProps {
  orderId: string;
  /** The order's way of paying: a UPI order gives the UTR; a bank transfer says NEFT, RTGS or IMPS first. */
  method: 'upi' | 'bank_transfer';
  submitPayment(orderId: string, utr: string, method: PaymentReferenceMethod): Promise<PaymentState>;
  onSubmitted(state: PaymentState): void;
  /** Shown by a click on "I have paid", which it replaces: the focus moves to its first field, not to the page. */
  focusFirst?: boolean;
}

/**
 * "I have paid": the reference of the payment in its network's format (the shop matches it with its
 * bank statement). The database refuses what this refuses, with the same words (shared
 * paymentFormSchema), and a reference another order carries (utr_used); a refusal is shown under the
 * field and what was typed stays.
 */
export function UtrForm({ orderId, method, submitPayment, onSubmitted, focusFirst = false }: UtrFormProps) {
  const byUpi = method !== 'bank_transfer';
  const form = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema(method)),
    defaultValues: { method: byUpi ? 'upi' : '', utr: '' },
  });
  const methodId = useId();
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first shown
  useEffect(() => {
    if (focusFirst) form.setFocus(byUpi ? 'utr' : 'method');
  }, []);
  const chosen = watch('method');
  const rule = PAYMENT_REFERENCE_RULES[(byUpi ? 'upi' : chosen || 'neft') as PaymentReferenceMethod];

  const submit = useFormSubmit(
    form,
    async ({ utr, method: paidBy }) => onSubmitted(await submitPayment(orderId, utr, paidBy)),
    (error) => {
      console.error('[checkout] the payment was not submitted', error);
      const reason = orderRefusalReason(error);
      if (!reason) return SUBMIT_FAILED;
      form.setError('utr', { message: reason }, { shouldFocus: true });
      return undefined;
    },
  );

  return (
    <form className={styles.utrForm} onSubmit={submit} noValidate aria-label="I have paid">
      {!byUpi && (
        <fieldset className={styles.methods} aria-describedby={errors.method ? `${methodId}-error` : undefined}>
          <legend className={styles.methodsLegend}>How did you pay? *</legend>
          <div className={styles.methodChoices}>
            {TRANSFER_METHODS.map((way) => (
              <label key={way} className={styles.methodChoice}>
                <input type="radio" value={way} {...register('method')} /> {TRANSFER_METHOD_LABELS[way]}
              </label>
            ))}
          </div>
          {errors.method && (
            <p id={`${methodId}-error`} role="alert" className={styles.fieldError}>
              {errors.method.message}
            </p>
          )}
        </fieldset>
      )}
      <Field
        label={byUpi || chosen ? rule.label : 'Payment reference (UTR)'}
        required
        error={errors.utr?.message}
        hint={rule.hint}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={rule.maxLength}
          {...register('utr')}
        />
      </Field>
      <FormError message={errors.root?.message} className={styles.error} />
      <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Submitting your payment" />}
        Submit payment
      </Button>
    </form>
  );
}
