import { useAsync } from '@sikka/shared/async';
import { INDIAN_STATES } from '@sikka/shared/config';
import { deliverySchema } from '@sikka/shared/domain/orders';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { formatDateTime, formatInr } from '@sikka/shared/format';
import { Link, useNavigate } from '@sikka/shared/router';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import type { z } from '@sikka/shared/zod';
import { checkoutAuction, fetchMyWins } from '../api/auctions';
import { FormSelect } from '../components/FormSelect/FormSelect';
import { auctionRefusal } from '../model/bidForm';
import styles from './WinnerPayment.module.css';

const CHECKOUT_FAILED = 'Your order could not be made. Please try again.';

type DeliveryInput = z.input<typeof deliverySchema>;
type DeliveryValues = z.output<typeof deliverySchema>;

/** A refusal's own words: the auctions' (checkout_nothing_won …) or the order's (a phone, a PAN …). */
const checkoutRefusal = (error: unknown) => auctionRefusal(error) ?? CHECKOUT_FAILED;

/**
 * The winner's lots of this auction and their payment (issue 47): one order holding every won, unpaid
 * lot at hammer price plus premium plus GST on it, plus shipping (checkout_auction); it is then paid on
 * the order's page through the shop's usual payment step (UPI, bank transfer, PAN), which this opens.
 */
export function WinnerPayment({ auctionId, wonLots }: { auctionId: string; wonLots: number }) {
  // wonLots: another lot won, read again.
  const read = useAsync(() => fetchMyWins(auctionId), [auctionId, wonLots]);
  const wins = read.status === 'ready' ? read.data : null;
  if (!wins || wins.length === 0) return null;
  const toPay = wins.filter((win) => win.status === 'awaiting_payment' && win.order_id === null);
  const ordered = wins.some((win) => win.order_id !== null);
  const total = toPay.reduce((sum, win) => sum + win.hammer_price + win.premium + win.premium_gst, 0);
  return (
    <section id="pay" className={styles.pay} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.title}>
        Your winning lots
      </h2>
      <ul className={styles.wins}>
        {wins.map((win) => (
          <li key={win.lot_id}>
            Hammer {formatInr(win.hammer_price)} + premium {formatInr(win.premium)} + GST {formatInr(win.premium_gst)} ={' '}
            <strong>{formatInr(win.hammer_price + win.premium + win.premium_gst)}</strong>
            {win.status === 'awaiting_payment' && <> · pay by {formatDateTime(win.pay_by)}</>}
          </li>
        ))}
      </ul>
      {ordered && (
        <p className={styles.note}>
          Your order for these lots is in <Link to="/account/orders">My Orders</Link>: pay it there.
        </p>
      )}
      {toPay.length > 0 && <DeliveryForm auctionId={auctionId} total={total} />}
    </section>
  );
}

function DeliveryForm({ auctionId, total }: { auctionId: string; total: number }) {
  const navigate = useNavigate();
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({
    resolver: zodResolver(deliverySchema),
    defaultValues: { full_name: '', phone: '', address_line1: '', address_line2: '', city: '', state: '', pincode: '', pan: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(
    form,
    async (values) => {
      const order = await checkoutAuction(auctionId, {
        full_name: values.full_name,
        phone: values.phone,
        address_line1: values.address_line1,
        address_line2: values.address_line2 ?? '',
        city: values.city,
        state: values.state,
        pincode: values.pincode,
        pan: values.pan || null,
      });
      navigate(`/order/${order.access_token}`);
    },
    (error) => {
      console.error('[auction] checkout_auction failed', error);
      return checkoutRefusal(error);
    },
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Delivery details">
      <p className={styles.note}>
        {formatInr(total)} for your lots, plus shipping. Give the delivery address; you then pay on your order's page.
      </p>
      <Field label="Full name" required error={errors.full_name?.message}>
        <Input autoComplete="name" {...register('full_name')} />
      </Field>
      <Field label="Phone" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label="Address line 1" required error={errors.address_line1?.message}>
        <Input autoComplete="address-line1" {...register('address_line1')} />
      </Field>
      <Field label="Address line 2" error={errors.address_line2?.message}>
        <Input autoComplete="address-line2" {...register('address_line2')} />
      </Field>
      <div className={styles.row}>
        <Field label="City" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="State" required error={errors.state?.message}>
          <FormSelect
            control={form.control}
            name="state"
            placeholder="Select a state"
            options={INDIAN_STATES.map((state) => ({ value: state, label: state }))}
          />
        </Field>
        <Field label="PIN code" required error={errors.pincode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('pincode')} />
        </Field>
      </div>
      <Field label="PAN" hint="Needed for an order above the PAN threshold (Income-tax Rule 114B)." error={errors.pan?.message}>
        <Input autoCapitalize="characters" {...register('pan')} />
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Making your order" />}
        Continue to payment
      </Button>
    </form>
  );
}
