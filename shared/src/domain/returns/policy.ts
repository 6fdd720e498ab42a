/**
 * The Return Policy (issue 46), written once: the Return Policy page reads its window, grounds and who
 * pays the return postage from here, and the return and refund flow applies the same rule. The SQL twins
 * are private.return_request_problem, private.return_step_allowed and private.refund_limit
 * (20261129400000_returns.sql); supabase/tests/returns.test.ts checks the same samples against both.
 */

/** Days after delivery within which a return may be asked for. */
export const RETURN_WINDOW_DAYS = 7;
/** Photos a buyer may add to a return request. */
export const MAX_RETURN_PHOTOS = 3;
/** Longest description of what is wrong. */
export const RETURN_DETAILS_MAX = 1000;
/** Business days after inspection within which the refund is paid (spec §9). */
export const REFUND_BUSINESS_DAYS = '3-5';

export const RETURN_REASONS = ['not_as_described', 'authenticity', 'damaged', 'wrong_item'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

interface ReasonRule {
  /** As the policy page lists it ("Returns are accepted within 7 days of delivery when: …"). */
  policy: string;
  /** As the buyer picks it on the order page. */
  label: string;
  /**
   * The shop's error: it refunds the shipping the buyer paid and bears the return postage. Otherwise the
   * shop keeps the shipping charge and the buyer pays the return postage.
   */
  shopError: boolean;
}

export const RETURN_REASON_RULES: Readonly<Record<ReturnReason, ReasonRule>> = {
  not_as_described: {
    policy: 'the item differs from its description or photographs on the website',
    label: 'The item differs from its description or photographs',
    shopError: true,
  },
  authenticity: {
    policy: 'the authenticity of the item is questionable',
    label: 'I question the authenticity of the item',
    shopError: false,
  },
  damaged: { policy: 'the item arrived damaged', label: 'The item arrived damaged', shopError: true },
  wrong_item: { policy: 'you received the wrong item', label: 'I received the wrong item', shopError: true },
};

/** A return moves only forward; each step is taken by one side. */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'in_transit', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STEPS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'declined'],
  approved: ['in_transit', 'received'],
  in_transit: ['received'],
  declined: [],
  received: [],
};

export const returnStepAllowed = (from: ReturnStatus, to: ReturnStatus) => RETURN_STEPS[from].includes(to);

/** What the buyer reads of each state on the order page and in the history. */
export const RETURN_STATUS_WORDS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Return requested — we are reviewing it',
  approved: 'Return approved — please send the piece back',
  declined: 'Return declined',
  in_transit: 'Return parcel on its way to us',
  received: 'Return received and inspected',
};

export interface ReturnableOrder {
  status: string;
  paymentStatus: string;
  deliveredAt: string | null;
  hasReturn: boolean;
}

/** The last moment a return may be asked for, or null before delivery. */
export const returnWindowEnds = (deliveredAt: string | null) =>
  deliveredAt ? new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 86_400_000) : null;

export type ReturnRequestProblem = 'return_not_delivered' | 'return_window_over' | 'return_exists';

/** Why this order cannot be returned now, or null (SQL twin: private.return_request_problem). */
export function returnRequestProblem(order: ReturnableOrder, now: Date): ReturnRequestProblem | null {
  if (order.status !== 'fulfilled' || order.paymentStatus !== 'paid' || !order.deliveredAt) return 'return_not_delivered';
  if (order.hasReturn) return 'return_exists';
  if (now.getTime() > returnWindowEnds(order.deliveredAt)!.getTime()) return 'return_window_over';
  return null;
}

/** Why a refund is due: the order was cancelled after payment, or its return was received. */
export type RefundBasis = { kind: 'cancellation' } | { kind: 'return'; reason: ReturnReason };

/**
 * The most the shop refunds, in rupees (SQL twin: private.refund_limit): a cancellation gets the whole
 * total back; a return for the shop's error too; any other return keeps the shipping charge.
 */
export function refundLimit(order: { total: number; shipping: number }, basis: RefundBasis): number {
  if (basis.kind === 'cancellation' || RETURN_REASON_RULES[basis.reason].shopError) return order.total;
  return order.total - order.shipping;
}
