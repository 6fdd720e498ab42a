import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { MAX_RETURN_PHOTOS, RETURN_DETAILS_MAX, RETURN_REASONS } from './policy';

/** The buyer's return request, field by field (request_return refuses the same). */
export interface ReturnRequestInput {
  reason: string;
  details: string;
  photoCount: number;
}
export type ReturnRequestProblems = Partial<Record<'reason' | 'details' | 'photos', string>>;

export function returnRequestProblems({ reason, details, photoCount }: ReturnRequestInput): ReturnRequestProblems {
  const problems: ReturnRequestProblems = {};
  if (!(RETURN_REASONS as readonly string[]).includes(reason)) problems.reason = ERROR_TEXTS.return_reason_required;
  const text = details.trim();
  if (!text || text.length > RETURN_DETAILS_MAX) problems.details = ERROR_TEXTS.return_details_required;
  if (photoCount > MAX_RETURN_PHOTOS) problems.photos = ERROR_TEXTS.return_photos_limit;
  return problems;
}

/** Why the shop declines (decide_return): shown to the buyer and e-mailed. */
export const DECISION_NOTE_MAX = 300;

export const REFUND_METHODS = ['upi', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = { upi: 'UPI', bank_transfer: 'Bank transfer' };
/** The bank's reference of the payout: the 12-digit UTR / RRN (record_refund checks the same). */
export const REFUND_REFERENCE = /^[0-9]{12}$/;

export interface RefundInput {
  amount: string;
  method: string;
  reference: string;
}
export type RefundProblems = Partial<Record<keyof RefundInput, string>>;

/** The back office's refund of an order whose most refundable is `limit` rupees. */
export function refundProblems({ amount, method, reference }: RefundInput, limit: number): RefundProblems {
  const problems: RefundProblems = {};
  const rupees = Number(amount.trim());
  if (!/^-?[0-9]+$/.test(amount.trim()) || rupees <= 0) problems.amount = ERROR_TEXTS.refund_amount_invalid;
  else if (rupees > limit) problems.amount = `${ERROR_TEXTS.refund_above_limit} (at most ₹${limit.toLocaleString('en-IN')})`;
  if (!(REFUND_METHODS as readonly string[]).includes(method)) problems.method = ERROR_TEXTS.refund_method_invalid;
  if (!REFUND_REFERENCE.test(reference.replace(/\s/g, ''))) problems.reference = ERROR_TEXTS.refund_reference_invalid;
  return problems;
}
