import { useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { Button, Checkbox, Spinner } from '@sikka/shared/ui';
import { z } from '@sikka/shared/zod';
import styles from './TermsStep.module.css';

const termsSchema = z.object({
  accepted: z.boolean().refine((value) => value, 'Please accept the auction terms before bidding'),
});
type TermsValues = z.output<typeof termsSchema>;

export interface TermsStepProps {
  /** The terms as the bidder agrees to them (the premium line). */
  summary: string;
  /** Records the acceptance (accept_auction_terms); throws when it failed. */
  onAccept(): Promise<void>;
}

/** Before a first bid (issue 47): the bidder reads and accepts the auction terms, once. */
export function TermsStep({ summary, onAccept }: TermsStepProps) {
  const form = useForm<TermsValues>({ resolver: zodResolver(termsSchema), defaultValues: { accepted: false } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(form, onAccept, (error) => {
    console.error('[auction] the terms were not accepted', error);
    return 'Your acceptance could not be saved. Please try again.';
  });
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-label="Auction terms">
      <p className={styles.summary}>
        To bid, accept the auction terms: a bid is a promise to buy at the hammer price if you win. {summary}. Winners pay within
        the deadline of their order, through the shop's usual payment step.
      </p>
      <Checkbox label="I accept the auction terms" {...register('accepted')} />
      {(errors.accepted || errors.root) && (
        <p role="alert" className={styles.error}>
          {errors.accepted?.message ?? errors.root?.message}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Saving" />}
        Continue to bid
      </Button>
    </form>
  );
}
