import { useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { Button, Checkbox, Field, Input, Spinner } from '@sikka/shared/ui';
import { auctionRefusal } from '../../model/bidForm';
import { phoneRefusal, type TermsFormInput, type TermsFormValues, termsFormSchema } from '../../model/termsForm';
import styles from './TermsStep.module.css';

export interface TermsStepProps {
  /** The terms as the bidder agrees to them (the premium line). */
  summary: string;
  /** Whether the account has no valid phone on its profile: bidding needs one, asked for here. */
  askPhone?: boolean;
  /** Records the acceptance (accept_auction_terms), with the phone when asked; throws when it failed. */
  onAccept(phone?: string): Promise<void>;
}

/**
 * Before a first bid (issue 47): the bidder reads and accepts the auction terms, once, and gives a phone
 * if their account has none (made with e-mail and password). A refusal keeps what was typed.
 */
export function TermsStep({ summary, askPhone = false, onAccept }: TermsStepProps) {
  const form = useForm<TermsFormInput, unknown, TermsFormValues>({
    resolver: zodResolver(termsFormSchema(askPhone)),
    defaultValues: { accepted: false, phone: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useFormSubmit(
    form,
    ({ phone }) => onAccept(askPhone ? phone : undefined),
    (error) => {
      const phoneProblem = phoneRefusal(error);
      if (phoneProblem) {
        form.setError('phone', { message: phoneProblem }, { shouldFocus: true });
        return undefined;
      }
      const refusal = auctionRefusal(error);
      if (refusal) return refusal;
      console.error('[auction] the terms were not accepted', error);
      return 'Your acceptance could not be saved. Please try again.';
    },
  );
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-label="Auction terms">
      <p className={styles.summary}>
        To bid, accept the auction terms: a bid is a promise to buy at the hammer price if you win. {summary}. Winners pay within
        the deadline of their order, through the shop's usual payment step.
      </p>
      {askPhone && (
        <Field label="Phone number" required hint="Format: +91XXXXXXXXXX or 10 digits" error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91XXXXXXXXXX"
            aria-required="true"
            {...register('phone')}
          />
        </Field>
      )}
      <Checkbox label="I accept the auction terms" {...register('accepted')} />
      {(errors.accepted || errors.root) && (
        <p role="alert" className={styles.error}>
          {errors.accepted?.message ?? errors.root?.message}
        </p>
      )}
      <Button type="submit" unavailable={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size="sm" label="Saving" />}
        Continue to bid
      </Button>
    </form>
  );
}
