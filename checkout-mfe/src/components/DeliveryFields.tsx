import { useController, useFormState, type Control, type UseFormReturn } from '@sikka/shared/forms';
import { Field, Input, NativeSelect, type NativeSelectProps } from '@sikka/shared/ui';
import type { DeliveryInput, DeliveryValues } from '@sikka/shared/domain/orders';
import styles from './CheckoutForm.module.css';

export const EMPTY_DELIVERY: DeliveryInput = {
  full_name: '',
  phone: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  pincode: '',
  buyer_email: '',
  buyer_gstin: '',
  buyer_trade_name: '',
};

type TriggerProps = Pick<NativeSelectProps, 'id' | 'aria-invalid' | 'aria-describedby'>;

/**
 * The state choice bound to the form; Field's label, hint and error props reach it. The browser's own
 * select: a phone shows its own picker of the states the shop delivers to (up to 36), where the design
 * system's listbox took about 350 ms of a 4×-slowed phone's main thread to open (`pnpm bench:inp`).
 */
function StateSelect({
  control,
  states,
  ...trigger
}: TriggerProps & { control: Control<DeliveryInput, unknown, DeliveryValues>; states: readonly string[] }) {
  const { field } = useController({ control, name: 'state' });
  return (
    <NativeSelect
      {...trigger}
      options={states.map((state) => ({ value: state, label: state }))}
      placeholder="Select a state"
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}

/**
 * The delivery address fields of spec §2 "Checkout", validated by the shared delivery schema; the states
 * offered are those the shop delivers to (Settings).
 */
export function DeliveryFields({
  form,
  states,
}: {
  form: UseFormReturn<DeliveryInput, unknown, DeliveryValues>;
  states: readonly string[];
}) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>Delivery address</legend>
      <Field label="Full name" required error={errors.full_name?.message}>
        <Input autoComplete="name" {...register('full_name')} />
      </Field>
      <Field label="Phone" required error={errors.phone?.message} hint="10-digit mobile number">
        <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...register('phone')} />
      </Field>
      <Field label="Address line 1" required error={errors.address_line1?.message} className={styles.wide}>
        <Input autoComplete="address-line1" {...register('address_line1')} />
      </Field>
      <Field label="Address line 2 (optional)" error={errors.address_line2?.message} className={styles.wide}>
        <Input autoComplete="address-line2" {...register('address_line2')} />
      </Field>
      <Field label="City" required error={errors.city?.message}>
        <Input autoComplete="address-level2" {...register('city')} />
      </Field>
      <Field label="State" required error={errors.state?.message}>
        <StateSelect control={control} states={states} />
      </Field>
      <Field label="PIN code" required error={errors.pincode?.message}>
        <Input inputMode="numeric" autoComplete="postal-code" {...register('pincode')} />
      </Field>
      <Field
        label="E-mail for order updates (optional)"
        error={errors.buyer_email?.message}
        hint="We write when your payment is confirmed and when your piece ships"
        className={styles.wide}
      >
        <Input type="email" inputMode="email" autoComplete="email" {...register('buyer_email')} />
      </Field>
      <Field
        label="GSTIN (optional, for a business purchase)"
        error={errors.buyer_gstin?.message}
        hint="Your invoice then names your GSTIN, so you can claim the tax"
      >
        <Input autoCapitalize="characters" maxLength={20} {...register('buyer_gstin', { deps: ['buyer_trade_name'] })} />
      </Field>
      <Field label="Trade name (as registered with the GSTIN)" error={errors.buyer_trade_name?.message}>
        <Input autoComplete="organization" maxLength={100} {...register('buyer_trade_name')} />
      </Field>
    </fieldset>
  );
}
