import { bidAmountProblem } from '@sikka/shared/domain/auctions';
import { ERROR_TEXTS, errorKey } from '@sikka/shared/domain/errors';
import { formatInr } from '@sikka/shared/format';
import { z } from '@sikka/shared/zod';

/** A refusal's words, with the amount it names where it names one (the next minimum, one's own maximum). */
function refusalText(key: keyof typeof ERROR_TEXTS, amount?: number): string {
  return amount === undefined || !Number.isFinite(amount) ? ERROR_TEXTS[key] : `${ERROR_TEXTS[key]}: ${formatInr(amount)}`;
}

/**
 * The least maximum the database accepts now: the next minimum bid, and from the leader more than the
 * maximum they have (place_bid refuses a leader's maximum at or below their own, 'bid_not_above_own_maximum':
 * one rupee more will do, not an increment). `leaderMaximum` is the bidder's own maximum while they lead,
 * else null.
 */
export function leastMaximum(minimum: number, leaderMaximum: number | null): number {
  return leaderMaximum === null ? minimum : Math.max(minimum, leaderMaximum + 1);
}

/**
 * The bid form's rule, the database's own (bidAmountProblem, twin of private.auction_bid_problem, in the
 * same words, then place_bid's check of the leader's own maximum): a whole number of rupees (digits; ₹,
 * commas and spaces are ignored), at most the largest bid accepted online, at least `minimum()` and, from
 * the leader, above `leaderMaximum()` (both read at each submit: they move with every bid). The database
 * decides again under the lot's lock.
 */
export function bidFormSchema(minimum: () => number, maxBid: number, leaderMaximum: () => number | null = () => null) {
  return z.object({
    amount: z
      .string()
      .transform((value) => value.replace(/[₹,\s]/g, ''))
      .transform((value) => (/^\d{1,16}$/.test(value) ? Number(value) : Number.NaN))
      .superRefine((amount, context) => {
        const least = minimum();
        const problem = bidAmountProblem(amount, least, maxBid);
        if (problem)
          context.addIssue({ code: 'custom', message: refusalText(problem, problem === 'bid_too_low' ? least : undefined) });
        else {
          const own = leaderMaximum();
          if (own !== null && amount <= own)
            context.addIssue({ code: 'custom', message: refusalText('bid_not_above_own_maximum', own) });
        }
      }),
  });
}

export type BidFormInput = z.input<ReturnType<typeof bidFormSchema>>;
export type BidFormValues = z.output<ReturnType<typeof bidFormSchema>>;

/** Refusals whose `details` carry the amount they name. */
const WITH_AMOUNT = new Set(['bid_too_low', 'bid_not_above_own_maximum']);

/**
 * The words of a refusal of the database (its key in `hint`, ERROR_TEXTS), with the amount it names, or
 * undefined for anything that is not a refusal (a failed request, a bug), which the form words itself.
 */
export function auctionRefusal(error: unknown): string | undefined {
  const key = errorKey(error);
  if (!key) return undefined;
  const details = (error as { details?: unknown }).details;
  const amount = WITH_AMOUNT.has(key) && typeof details === 'string' && /^\d+$/.test(details) ? Number(details) : undefined;
  return refusalText(key, amount);
}
