// @sikka/shared/domain/returns: the Return Policy's rule, the buyer's return and the back office's refund (issue 46).
export {
  MAX_RETURN_PHOTOS,
  REFUND_BUSINESS_DAYS,
  RETURN_DETAILS_MAX,
  RETURN_REASON_RULES,
  RETURN_REASONS,
  RETURN_STATUS_WORDS,
  RETURN_WINDOW_DAYS,
  refundLimit,
  returnWindowEnds,
  type ReturnReason,
  type ReturnStatus,
} from './policy';
export {
  DECISION_NOTE_MAX,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  refundProblems,
  returnRequestProblems,
  type RefundInput,
  type RefundMethod,
  type RefundProblems,
  type ReturnRequestProblems,
} from './forms';
