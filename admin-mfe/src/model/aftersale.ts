import type { ReturnReason, ReturnStatus } from '@sikka/shared/domain/returns';

/** One row of admin_order_aftersale (20261129400100_refunds.sql). */
export interface AftersaleRow {
  order_id: string;
  delivered_at: string | null;
  return_request: {
    status: ReturnStatus;
    reason: ReturnReason;
    details: string;
    photo_paths: string[];
    decision_note: string | null;
    return_carrier: string | null;
    return_tracking: string | null;
    restocked: boolean | null;
    shop_pays_postage: boolean;
  } | null;
  refund: { amount: number; method: string; reference: string; refunded_at: string; credit_note_serial: string | null } | null;
  /** The most this order's refund may be (rupees), when one is due and none is recorded. */
  refund_limit: number | null;
}
