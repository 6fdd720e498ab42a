import { formatInr } from '@sikka/shared/format';
import { z } from '@sikka/shared/zod';

/**
 * The texts of the database's refusals that the form can tell before asking (the contract's error
 * table, error.hint = key): the same words, so a bid refused here or there reads the same.
 */
export const BID_TEXTS = {
  bid_amount_invalid: 'Please enter your bid in whole rupees',
  bid_amount_too_large: 'This bid is larger than we accept online. Please contact us.',
  bid_too_low: (minimum: number) => `Your bid must be at least ${formatInr(minimum)}`,
} as const;

/**
 * The bid form's rule (the database decides again, under the lot's lock): a whole number of rupees
 * (digits only: no decimals, signs or separators), at least `minimum()` (read at each submit: the minimum
 * moves with every bid), at most the largest bid accepted online.
 */
export function bidFormSchema(minimum: () => number, maxBid: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .transform((value) => value.replace(/[₹,\s]/g, ''))
      .refine((value) => /^\d{1,15}$/.test(value), BID_TEXTS.bid_amount_invalid)
      .transform(Number)
      .refine((amount) => amount <= maxBid, BID_TEXTS.bid_amount_too_large)
      .superRefine((amount, context) => {
        const least = minimum();
        if (amount < least) context.addIssue({ code: 'custom', message: BID_TEXTS.bid_too_low(least) });
      }),
  });
}

export type BidFormInput = z.input<ReturnType<typeof bidFormSchema>>;
export type BidFormValues = z.output<ReturnType<typeof bidFormSchema>>;

/** The keys of the auctions' refusals (error.hint): their error.message is the text to show as is. */
const REFUSAL = /^(bid|lot|auction|checkout|win)_[a-z_]+$/;

/**
 * The database's own words for a refusal of an auction function (P0001 with its key in `hint`), or
 * undefined for anything else (a failed request, a bug), which the form words itself.
 */
export function auctionRefusal(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { hint, message } = error as { hint?: unknown; message?: unknown };
  if (typeof hint === 'string' && REFUSAL.test(hint) && typeof message === 'string' && message) return message;
  return undefined;
}
