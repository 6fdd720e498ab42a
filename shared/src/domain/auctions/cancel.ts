import type { ErrorKey } from '@sikka/shared/domain/errors';

/**
 * Cancelling a whole auction (cancel_auction, 20261201100000_cancel_auction.sql): the reason staff give is
 * kept in the activity log. Twin of private.auction_cancel_reason_problem, held equal by
 * supabase/tests/auction-cancel.test.ts.
 */
export const CANCEL_REASON_MAX = 300;

export type CancelReasonProblem = Extract<ErrorKey, 'auction_cancel_reason_required' | 'auction_cancel_reason_too_long'>;

/** Spaces, tabs and line breaks around the reason do not count (SQL: btrim(reason, E' \t\r\n')). */
export const trimCancelReason = (reason: string) => reason.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');

/** Why a cancellation's reason cannot be sent: none given, or longer than 300 characters; else null. */
export function cancelReasonProblem(reason: string | null | undefined): CancelReasonProblem | null {
  const text = trimCancelReason(reason ?? '');
  if (text === '') return 'auction_cancel_reason_required';
  // Characters as the database counts them (code points: an emoji is one).
  if ([...text].length > CANCEL_REASON_MAX) return 'auction_cancel_reason_too_long';
  return null;
}
