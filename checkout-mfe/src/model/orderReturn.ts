import type { ReturnReason, ReturnStatus } from '@sikka/shared/domain/returns';

/** public.order_page_return's answer (20261129400100_refunds.sql). */
export interface OrderAftersale {
  delivered_at: string | null;
  return_window_ends_at: string | null;
  can_request: boolean;
  return: {
    status: ReturnStatus;
    reason: ReturnReason;
    details: string;
    photo_count: number;
    requested_at: string;
    decided_at: string | null;
    decision_note: string | null;
    return_carrier: string | null;
    return_tracking: string | null;
    received_at: string | null;
    shop_pays_postage: boolean;
    return_address: string | null;
  } | null;
  refund: {
    amount: number;
    method: 'upi' | 'bank_transfer';
    reference: string;
    refunded_at: string;
    credit_note_serial: string | null;
  } | null;
}
