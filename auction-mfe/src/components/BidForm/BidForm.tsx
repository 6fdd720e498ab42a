import { useEffect, useRef, useState } from 'react';
import { useForm, useFormSubmit, zodResolver, FormError } from '@sikka/shared/forms';
import { formatInr } from '@sikka/shared/format';
import { Button, Field, Input, Spinner } from '@sikka/shared/ui';
import { auctionRefusal, type BidFormInput, type BidFormValues, bidFormSchema, leastMaximum } from '../../model/bidForm';
import styles from './BidForm.module.css';

const BID_FAILED = 'Your bid could not be placed. Please try again.';

export interface BidFormProps {
  /** The next minimum bid (the opening bid, or the current price plus one increment). */
  minimum: number;
  /** The largest bid accepted online. */
  maxBid: number;
  /** The bidder's own maximum on this lot, if they bid. */
  myMaximum: number | null;
  /** Whether the bidder leads the lot: their new maximum must then be above `myMaximum`. */
  leading?: boolean;
  /** Takes the focus when it appears (after the terms step, whose form it replaces). */
  focusOnMount?: boolean;
  /** Asks the database to place the bid; throws its refusal. Resolves with a line to confirm it. */
  onBid(amount: number): Promise<string>;
}

/**
 * A maximum bid (issue 47): the house bids for the bidder up to it. Checked here by the database's own
 * rule and words; the database decides under the lot's lock and its refusal is shown under the field,
 * with what was typed kept.
 */
export function BidForm({ minimum, maxBid, myMaximum, leading = false, focusOnMount = false, onBid }: BidFormProps) {
  const leaderMaximum = leading ? myMaximum : null;
  const least = leastMaximum(minimum, leaderMaximum);
  const limits = useRef({ minimum, leaderMaximum });
  limits.current = { minimum, leaderMaximum };
  const [placed, setPlaced] = useState<string | null>(null);
  const form = useForm<BidFormInput, unknown, BidFormValues>({
    resolver: zodResolver(
      bidFormSchema(
        () => limits.current.minimum,
        maxBid,
        () => limits.current.leaderMaximum,
      ),
    ),
    defaultValues: { amount: '' },
  });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (focusOnMount) setFocus('amount');
  }, [focusOnMount, setFocus]);
  const submit = useFormSubmit(
    form,
    async ({ amount }) => {
      setPlaced(null);
      setPlaced(await onBid(amount));
      // Back on the amount for the next maximum: the focus stays in the form, never on the page behind it
      // (asked before the reset, which lets go of the fields' elements until the next render).
      setFocus('amount');
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
            Enter {formatInr(least)} or more. We bid for you, one increment at a time, up to your maximum.
            {myMaximum !== null && <> Your maximum now: {formatInr(myMaximum)}.</>}
          </>
        }
      >
        <Input inputMode="numeric" autoComplete="off" placeholder={String(least)} {...register('amount')} />
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" fullWidth unavailable={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Placing your bid" />}
        Place bid
      </Button>
      <p role="status" className={styles.placed}>
        {placed ?? ''}
      </p>
    </form>
  );
}
