import type { FormEventHandler, ReactNode } from 'react';
import { type Control, type UseFormReturn, useFormState } from '@sikka/shared/forms';
import { Button, Spinner } from '@sikka/shared/ui';
import { formatInr } from '@sikka/shared/format';
import type { CheckoutRules, DeliveryInput, DeliveryValues } from '@sikka/shared/domain/orders';
import type { CollectibleSummary } from '@sikka/shared/domain/collectibles';
import { notForSaleReason } from '@sikka/shared/domain/collectibles';
import { needsTaxId, orderTotals } from '@sikka/shared/domain/orders';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { CONTINUE_LABEL } from '../model/messages';
import type { usePromo } from '../model/usePromo';
import { DeliveryFields } from './DeliveryFields';
import { OrderSummary } from './OrderSummary';
import { PromoCodeField } from './PromoCodeField';
import { TaxIdFields } from './TaxIdFields';
import styles from './CheckoutForm.module.css';

export interface CheckoutFormProps {
  listing: CollectibleSummary;
  form: UseFormReturn<DeliveryInput, unknown, DeliveryValues>;
  promo: ReturnType<typeof usePromo>;
  /** The shop's PAN threshold and delivery states (Settings). */
  rules: CheckoutRules;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A returning buyer's address from their last order, offered while the form is untouched. */
  lastAddress?: DeliveryValues | null;
  /** The one-time code step, when the database asks for a verified contact before this hold. */
  verification?: ReactNode;
}

type DeliveryForm = UseFormReturn<DeliveryInput, unknown, DeliveryValues>;

/**
 * The delivery form, promo and summary for one listing; sold or unavailable items cannot be ordered.
 * The form's state (submitting, touched, errors) is read by the parts that show it, each with
 * useFormState: read here, through `form.formState`, every change of it rendered the whole checkout
 * again, and 'Continue to payment' did so twice at once (~180 ms of a 4×-slowed phone's tap).
 */
export function CheckoutForm({ listing, form, promo, rules, onSubmit, lastAddress, verification }: CheckoutFormProps) {
  const { total } = orderTotals(listing.price, promo.applied?.discount_percent ?? 0);
  const reason = notForSaleReason(listing.status);
  const notForSale = reason ? ERROR_TEXTS[reason] : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Delivery details">
      <p className={styles.item}>
        <span className={styles.itemName}>{listing.name}</span>
        <span className={styles.itemPrice}>{formatInr(listing.price)}</span>
      </p>
      {notForSale ? (
        <p role="alert" className={styles.notice}>
          {notForSale}
        </p>
      ) : (
        <>
          {lastAddress && <LastAddressOffer form={form} lastAddress={lastAddress} />}
          <DeliveryFields form={form} states={rules.deliveryStates} />
          <PromoCodeField promo={promo} />
          {needsTaxId(total, rules.panThreshold) && <TaxIdFields form={form} />}
          <OrderSummary price={listing.price} promo={promo.applied} />
        </>
      )}
      <Refusal control={form.control} />
      {verification}
      {!verification && <ContinueButton control={form.control} notForSale={notForSale !== null} />}
      {/* In a new tab, so nothing typed here is lost (issue 34: the policies are linked from the checkout). */}
      <p className={styles.policies}>
        Before you order, read our{' '}
        <a href="/return-policy" target="_blank" rel="noopener">
          Return Policy
        </a>{' '}
        and{' '}
        <a href="/shipping-policy" target="_blank" rel="noopener">
          Shipping Policy
        </a>
        .
      </p>
    </form>
  );
}

/** A returning buyer's last address, offered while the form is untouched. */
function LastAddressOffer({ form, lastAddress }: { form: DeliveryForm; lastAddress: DeliveryValues }) {
  const { isDirty } = useFormState({ control: form.control });
  if (isDirty || form.getValues('full_name')) return null;
  return (
    <Button type="button" variant="secondary" onClick={() => form.reset(lastAddress, { keepDefaultValues: true })}>
      Use my last address ({lastAddress.full_name}, {lastAddress.city})
    </Button>
  );
}

function ContinueButton({
  control,
  notForSale,
}: {
  control: Control<DeliveryInput, unknown, DeliveryValues>;
  notForSale: boolean;
}) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" size="lg" fullWidth disabled={notForSale || isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting && <Spinner size="sm" label="Placing your order" />}
      {CONTINUE_LABEL}
    </Button>
  );
}

/** Why the database refused the order, when the buyer can act on it here (e.g. too many unpaid orders). */
function Refusal({ control }: { control: Control<DeliveryInput, unknown, DeliveryValues> }) {
  const refusal = useFormState({ control }).errors.root?.message;
  return refusal ? (
    <p role="alert" className={styles.notice}>
      {refusal}
    </p>
  ) : null;
}
