import { type UseFormReturn, useFormState } from '@sikka/shared/forms';
import { Checkbox, Field, Input } from '@sikka/shared/ui';
import type { DeliveryInput, DeliveryValues } from '@sikka/shared/domain/orders';
import styles from './CheckoutForm.module.css';

/**
 * PAN or Form 60, asked only when the order's total is above ORDER_LIMITS.panThreshold (Income-tax
 * Rule 114B). The schema (deliverySchemaFor) upper-cases the PAN and checks it as place_order does.
 */
export function TaxIdFields({ form }: { form: UseFormReturn<DeliveryInput, unknown, DeliveryValues> }) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>PAN</legend>
      <p className={`${styles.taxNote} ${styles.wide}`}>
        Indian law (Income-tax Rule 114B) requires your PAN, or a Form 60 declaration if you have no PAN, for a purchase above
        ₹2,00,000. Only the shop sees it.
      </p>
      <Field label="PAN" error={errors.pan?.message} hint="10 characters, e.g. ABCDE1234F">
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={14}
          className={styles.pan}
          {...register('pan')}
        />
      </Field>
      <div className={styles.form60}>
        <Checkbox label="I have no PAN: I will sign a Form 60 declaration" {...register('form60', { deps: ['pan'] })} />
      </div>
    </fieldset>
  );
}
