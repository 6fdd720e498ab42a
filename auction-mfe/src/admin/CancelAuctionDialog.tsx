import { useEffect, useId } from 'react';
import { CANCEL_REASON_MAX, cancelReasonProblem, trimCancelReason } from '@sikka/shared/domain/auctions';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { useForm, useFormSubmit, useWatch } from '@sikka/shared/forms';
import { Button, Dialog, Field, Textarea } from '@sikka/shared/ui';
import { auctionRefusal } from '../model/bidForm';
import styles from './admin.module.css';

export interface CancelAuctionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The auction's title, for the question. */
  title: string;
  /** Sends the reason (cancel_auction); a refusal is thrown and shown here, with the reason kept as typed. */
  onCancel(reason: string): Promise<void>;
}

/**
 * 'Cancel auction': asks for the reason (kept in the activity log, never shown to bidders) under the
 * database's own rule (cancelReasonProblem, twin of private.auction_cancel_reason_problem).
 */
export function CancelAuctionDialog({ open, onOpenChange, title, onCancel }: CancelAuctionDialogProps) {
  const formId = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { register, reset, control } = form;
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control, name: 'reason' });

  // A new opening asks afresh; a refusal keeps the dialog open, so what was typed stays.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      await onCancel(trimCancelReason(values.reason));
      onOpenChange(false);
    },
    (error) => {
      console.error('[auction admin] the auction was not cancelled', error);
      return auctionRefusal(error) ?? 'The auction was not cancelled. Please try again.';
    },
  );

  return (
    <Dialog
      title="Cancel auction"
      description={`${title}: every lot not yet sold is withdrawn and its listing goes back to the shop. Bidders on those lots are told by e-mail. This cannot be undone.`}
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Keep auction
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={isSubmitting}>
            {isSubmitting ? 'Cancelling...' : 'Cancel auction'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        {errors.root && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <Field
          label="Reason"
          required
          error={errors.reason?.message}
          hint={`For the activity log; bidders are not shown it. ${[...trimCancelReason(reason)].length} / ${CANCEL_REASON_MAX} characters`}
        >
          <Textarea
            rows={3}
            placeholder="The consignor withdrew the coins"
            {...register('reason', {
              validate: (value) => {
                const problem = cancelReasonProblem(value);
                return problem ? ERROR_TEXTS[problem] : true;
              },
            })}
          />
        </Field>
      </form>
    </Dialog>
  );
}
