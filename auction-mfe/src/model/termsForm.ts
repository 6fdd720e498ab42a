import { ERROR_TEXTS, errorKey } from '@sikka/shared/domain/errors';
import { indianMobile } from '@sikka/shared/format';
import { z } from '@sikka/shared/zod';

/**
 * The terms step's form (20261203100000_bidder_phone.sql): the terms ticked and, from an account without a
 * valid phone (`askPhone`), a phone as people write it (indianMobile, the Sell form's rule: +91 and 10
 * digits, or 10 digits, spaces and dashes ignored), refused in the database's words.
 */
export function termsFormSchema(askPhone: boolean) {
  return z.object({
    accepted: z.boolean().refine((value) => value, ERROR_TEXTS.bid_terms_required),
    phone: z
      .string()
      .trim()
      .superRefine((phone, context) => {
        if (!askPhone) return;
        if (phone === '') context.addIssue({ code: 'custom', message: ERROR_TEXTS.bid_phone_required });
        else if (indianMobile(phone) === null) context.addIssue({ code: 'custom', message: ERROR_TEXTS.bid_phone_invalid });
      }),
  });
}

export type TermsFormInput = z.input<ReturnType<typeof termsFormSchema>>;
export type TermsFormValues = z.output<ReturnType<typeof termsFormSchema>>;

/** The database's refusal of the phone (accept_auction_terms), in its words, or undefined for any other failure. */
export function phoneRefusal(error: unknown): string | undefined {
  const key = errorKey(error);
  return key === 'bid_phone_required' || key === 'bid_phone_invalid' ? ERROR_TEXTS[key] : undefined;
}
