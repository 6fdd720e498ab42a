import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, Dialog, Field, Textarea } from '@sikka/shared/ui';
import { paymentRefusalText, REJECT_REASON_MAX, rejectReasonProblem } from '../../model/ordersPayment';
import styles from './OrderCard.module.css';

export interface RejectPaymentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'Order #0b8f5e52 from Asha Rao', for the question. */
  what: string;
  /** Sends the reason; a refusal is thrown and shown here, with the text kept as typed. */
  onReject(reason: string): Promise<void>;
}

/** 'Reject payment' (issue 31): the reason the buyer will read is required, at most 300 characters. */
export function RejectPaymentDialog({ open, onOpenChange, what, onReject }: RejectPaymentDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // A new opening asks afresh; a failure keeps the dialog open, so what was typed stays.
  useEffect(() => {
    if (open) {
      setReason('');
      setProblem(null);
      setFailure(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = rejectReasonProblem(reason);
    setProblem(found);
    if (found) return;
    setFailure(null);
    setSending(true);
    try {
      await onReject(reason.trim());
      onOpenChange(false);
    } catch (error) {
      console.error('[sikka] the payment was not rejected', error);
      setFailure(paymentRefusalText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      title="Reject payment"
      description={`${what}. The buyer sees your reason and can pay again or correct the UTR.`}
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sending}>
            Keep Payment
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={sending}>
            {sending ? 'Rejecting...' : 'Reject payment'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.rejectForm}>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <Field
          label="Reason shown to the buyer"
          required
          error={problem ?? undefined}
          hint={`${reason.trim().length} / ${REJECT_REASON_MAX} characters`}
        >
          <Textarea
            value={reason}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(rejectReasonProblem(event.target.value));
            }}
            placeholder="No payment with this UTR has reached our account"
          />
        </Field>
      </form>
    </Dialog>
  );
}
