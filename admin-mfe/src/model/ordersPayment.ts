import { ERROR_TEXTS, errorText } from '@sikka/shared/domain/errors';
import { normalizePaymentReference, PAYMENT_REFERENCE_RULES, type StatusChange } from '@sikka/shared/domain/orders';
import { formatDateTime } from '@sikka/shared/format';
import type { BadgeTone } from '@sikka/shared/ui';
import type { AdminOrder } from './orders';

/**
 * The payment side of an order on the Orders Dashboard (issue 31): its state beside the spec's order
 * status, what the admin may do next, and the words the card uses for each.
 */
export type PaymentStatus = 'unpaid' | 'submitted' | 'paid' | 'rejected';

const PAYMENT_BADGES: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  unpaid: { label: 'Unpaid', tone: 'neutral' },
  // The one state that waits for the admin: the attention tone.
  submitted: { label: 'Payment to verify', tone: 'yellow' },
  paid: { label: 'Paid', tone: 'green' },
  rejected: { label: 'Payment rejected', tone: 'red' },
};

const isPaymentStatus = (value: string | null | undefined): value is PaymentStatus =>
  typeof value === 'string' && Object.hasOwn(PAYMENT_BADGES, value);

/** The payment badge: 'Unpaid' grey, 'Payment to verify' yellow, 'Paid' green, 'Payment rejected' red. */
export function paymentBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  return isPaymentStatus(status) ? PAYMENT_BADGES[status] : PAYMENT_BADGES.unpaid;
}

/** The dashboard's payment filter (`?payment=submitted`): the orders whose UTR waits for the admin. */
export const PAYMENT_TO_VERIFY = 'submitted';

export const paymentMethodLabel = (method: string | null | undefined) => (method === 'bank_transfer' ? 'Bank transfer' : 'UPI');

/** The flag of an order whose payment reference was not verified in its window (issue 49). */
const UNVERIFIED_NOTE = 'Payment not verified in time: check the bank, and refund if the money arrived';

/**
 * What the card says of the hold: the deadline of an open order (unpaid, rejected, or a reference being
 * verified), 'Expired' for one the hold's expiry cancelled, the flag for a reference nobody verified in
 * time; nothing otherwise.
 */
export function holdNote(order: Pick<AdminOrder, 'status' | 'cancel_reason' | 'hold_expires_at'>): string | null {
  if (order.status === 'cancelled' && order.cancel_reason === 'expired') return 'Expired';
  if (order.status === 'cancelled' && order.cancel_reason === 'unverified') return UNVERIFIED_NOTE;
  if (order.status === 'received' && order.hold_expires_at) return `Pay by ${formatDateTime(order.hold_expires_at)}`;
  return null;
}

/**
 * The PAN of a large order, or that the buyer declared Form 60 instead (Income-tax Rule 114B). Only the
 * owner reads a PAN (issue 51): staff are told one was given.
 */
export function taxIdLabel(taxId: AdminOrder['tax_id']): string | null {
  if (!taxId) return null;
  if (taxId.pan) return taxId.pan;
  if (taxId.pan_given) return 'PAN given (shown to the owner only)';
  return taxId.form60 ? 'Form 60 declared' : null;
}

/**
 * The spec's two status buttons under the database's forward-only rule: fulfil a received order; cancel
 * a received one or a fulfilled one (a return). Both stay on the card; what is not allowed is disabled.
 */
export function statusActions(status: string | null | undefined) {
  return { canFulfil: status === 'received', canCancel: status === 'received' || status === 'fulfilled' };
}

/** 'Mark paid' for an open or fulfilled order not yet paid; 'Reject payment' for a UTR to verify. */
export function paymentActions(order: Pick<AdminOrder, 'status' | 'payment_status'>) {
  const open = order.status !== 'cancelled';
  return {
    canMarkPaid: open && order.payment_status !== 'paid',
    canReject: order.status === 'received' && order.payment_status === 'submitted',
  };
}

/**
 * 'Mark paid' asks for the bank statement's reference when the order has none the buyer stands by: none
 * given, or the one given was rejected (mark_order_paid refuses to replace any other).
 */
export const asksForReference = (order: Pick<AdminOrder, 'utr' | 'payment_status'>) =>
  !order.utr || order.payment_status === 'rejected';

/**
 * What is wrong with a reference typed from the bank statement, as mark_order_paid checks it, or null (none
 * typed is fine: it is optional). A UPI order's is the 12-digit UTR; a bank transfer's is NEFT, RTGS or IMPS,
 * read from its shape as the database reads it (private.checked_payment_reference).
 */
export function statementReferenceProblem(paymentMethod: string | null | undefined, typed: string): string | null {
  const reference = normalizePaymentReference(typed);
  if (reference === '') return null;
  const way =
    paymentMethod !== 'bank_transfer'
      ? 'upi'
      : ((['imps', 'rtgs'] as const).find((shape) => PAYMENT_REFERENCE_RULES[shape].pattern.test(reference)) ?? 'neft');
  const rule = PAYMENT_REFERENCE_RULES[way];
  return rule.pattern.test(reference) ? null : ERROR_TEXTS[rule.problem];
}

export const REJECT_REASON_MAX = 300;

/** Why a rejection reason cannot be sent yet (the same rule reject_order_payment applies), or null. */
export function rejectReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return 'Please give the buyer a reason';
  if (text.length > REJECT_REASON_MAX) return `At most ${REJECT_REASON_MAX} characters (now ${text.length})`;
  return null;
}

export const STATUS_UPDATE_FAILED = 'Failed to update status. Please try again.';
export const PAYMENT_UPDATE_FAILED = 'Failed to update the payment. Please try again.';

/**
 * A refused status change in words: a backwards move is answered with the database's own message, which
 * names both statuses; anything else with its known text or the spec's 'Failed to update status'.
 */
export function statusRefusalText(error: unknown): string {
  // Read from the refusal itself, not through ERROR_TEXTS: the table is a shared singleton that the shell
  // may serve from an older build than this remote's.
  const { code, hint, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  if (code === 'P0001' && hint === 'order_status_transition' && typeof message === 'string' && message !== '') return message;
  return errorText(error, STATUS_UPDATE_FAILED);
}

export const paymentRefusalText = (error: unknown) => errorText(error, PAYMENT_UPDATE_FAILED);

const PAYMENT_HISTORY_LABEL: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  submitted: 'Payment to verify',
  paid: 'Paid',
  rejected: 'Payment rejected',
};

/**
 * The card's history with payment changes in the card's words ('Payment to verify → Paid'): the
 * history carries no entity, but the payment's states share no name with the order's.
 */
export function historyInWords(changes: readonly StatusChange[]): StatusChange[] {
  const word = (status: string | null) => (isPaymentStatus(status) ? PAYMENT_HISTORY_LABEL[status] : status);
  return changes.map((change) => ({ ...change, from: word(change.from), to: word(change.to) ?? change.to }));
}
