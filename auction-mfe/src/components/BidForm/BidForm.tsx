import { useRef, useState } from 'react';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { formatInr } from '@sikka/shared/format';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import { auctionRefusal, type BidFormInput, type BidFormValues, bidFormSchema } from '../../model/bidForm';
import styles from './BidForm.module.css';

const BID_FAILED = 'Your bid could not be placed. Please try again.';

export interface BidFormProps {
  /** The least maximum accepted now (the opening bid, or the current price plus one increment). */
  minimum: number;
  /** The largest bid accepted online. */
  maxBid: number;
  /** The bidder's own maximum on this lot, if they bid. */
  myMaximum: number | null;
  /** Asks the database to place the bid; throws its refusal. Resolves with a line to confirm it. */
  onBid(amount: number): Promise<string>;
}

/**
 * A maximum bid (issue 47): the house bids for the bidder up to it. Checked here by the database's own
 * rule and words; the database decides under the lot's lock and its refusal is shown under the field,
 * with what was typed kept.
 */
export function BidForm({ minimum, maxBid, myMaximum, onBid }: BidFormProps) {
  const least = useRef(minimum);
  least.current = minimum;
  const [placed, setPlaced] = useState<string | null>(null);
  const form = useForm<BidFormInput, unknown, BidFormValues>({
    resolver: zodResolver(bidFormSchema(() => least.current, maxBid)),
    defaultValues: { amount: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(
    form,
    async ({ amount }) => {
      setPlaced(null);
      setPlaced(await onBid(amount));
      form.reset({ amount: '' });
    },
    (error) => {
      const refusal = auctionRefusal(error);
      if (!refusal) {
        console.error('[auction] the bid was not placed', error);
        return BID_FAILED;
      }
      form.setError('amount', { message: refusal }, { shouldFocus: true });
      return undefined;
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Place a bid">
      <Field
        label="Your maximum bid (₹)"
        required
        error={errors.amount?.message}
        hint={
          <>
            Enter {formatInr(minimum)} or more. We bid for you, one increment at a time, up to your maximum.
            {myMaximum !== null && <> Your maximum now: {formatInr(myMaximum)}.</>}
          </>
        }
      >
        <Input inputMode="numeric" autoComplete="off" placeholder={String(minimum)} {...register('amount')} />
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Placing your bid" />}
        Place bid
      </Button>
      <p role="status" className={styles.placed}>
        {placed ?? ''}
      </p>
    </form>
  );
}
