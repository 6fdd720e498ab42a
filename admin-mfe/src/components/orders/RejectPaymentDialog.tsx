import { ReasonDialog } from '@sikka/shared/reason-dialog';
import { paymentRefusalText, REJECT_REASON_MAX, rejectReasonProblem } from '../../model/ordersPayment';

export interface RejectPaymentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'Order #0b8f5e52 from Asha Rao', for the question. */
  what: string;
  /** Sends the reason; a refusal is thrown and shown here, with the text kept as typed. */
  onReject(reason: string): Promise<void>;
}

/** 'Reject payment': the reason the buyer will read is required, at most 300 characters. */
export function RejectPaymentDialog({ open, onOpenChange, what, onReject }: RejectPaymentDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject payment"
      description={`${what}. The buyer sees your reason and can pay again or correct the UTR.`}
      keep="Keep Payment"
      sending="Rejecting..."
      label="Reason shown to the buyer"
      placeholder="No payment with this UTR has reached our account"
      hint={(reason) => `${reason.trim().length} / ${REJECT_REASON_MAX} characters`}
      problem={rejectReasonProblem}
      onSend={(reason) => onReject(reason.trim())}
      refusal={paymentRefusalText}
    />
  );
}
