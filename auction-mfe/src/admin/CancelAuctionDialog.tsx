import { CANCEL_REASON_MAX, cancelReasonProblem, trimCancelReason } from '@sikka/shared/domain/auctions';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { ReasonDialog } from '@sikka/shared/reason-dialog';
import { auctionRefusal } from '../model/bidForm';

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
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel auction"
      description={`${title}: every lot not yet sold is withdrawn and its listing goes back to the shop. Bidders on those lots are told by e-mail. This cannot be undone.`}
      keep="Keep auction"
      sending="Cancelling..."
      label="Reason"
      placeholder="The consignor withdrew the coins"
      hint={(reason) =>
        `For the activity log; bidders are not shown it. ${[...trimCancelReason(reason)].length} / ${CANCEL_REASON_MAX} characters`
      }
      problem={(reason) => {
        const problem = cancelReasonProblem(reason);
        return problem ? ERROR_TEXTS[problem] : null;
      }}
      onSend={(reason) => onCancel(trimCancelReason(reason))}
      refusal={(error) => auctionRefusal(error) ?? 'The auction was not cancelled. Please try again.'}
    />
  );
}
