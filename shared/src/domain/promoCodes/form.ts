import { z } from '@sikka/shared/zod';
import { PROMO_DISCOUNT_MAX, PROMO_DISCOUNT_MIN } from '@sikka/shared/config';

/**
 * The admin's 'Create Promo Code' form (spec §5 "Promo form"), the twin of promo_codes' CHECK
 * constraints: code required and upper-case, discount a whole 1-100, max uses empty (unlimited) or
 * ≥ 1, a start date-time, an optional expiry after the start. Inputs are the strings the fields hold;
 * the parsed values are what the insert sends.
 */
export interface PromoCodeFormInput {
  code: string;
  discountPercent: string;
  maxUses: string;
  /** `datetime-local` text, read in India's time (IST), as the shop writes every date. */
  startsAt: string;
  expiresAt: string;
  isActive: boolean;
}

// A whole number, signed: '-3' is one, and what is wrong with it is the range, which says so.
const WHOLE = /^[-+]?\d+$/;

/** India's offset from UTC (no daylight saving): the cards say a promo's dates in IST (formatDateTime). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A `datetime-local` value ('2026-11-23T19:45') read as India's time, as an instant; null when it is not
 * one (a day the month has not). Whatever the admin's browser clock says, 10:00 typed is 10:00 IST.
 */
function localDateTime(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day, hour, minute, second) - IST_OFFSET_MS);
  return toDateTimeLocal(date) === value.slice(0, 16) ? date : null;
}

export const promoCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Code is required')
      .transform((code) => code.toUpperCase()),
    discountPercent: z
      .string()
      .trim()
      .min(1, 'Discount is required')
      .refine((value) => WHOLE.test(value), 'Discount must be a whole number')
      .transform(Number)
      .refine(
        (value) => value >= PROMO_DISCOUNT_MIN && value <= PROMO_DISCOUNT_MAX,
        `Discount must be from ${PROMO_DISCOUNT_MIN} to ${PROMO_DISCOUNT_MAX}`,
      ),
    maxUses: z
      .string()
      .trim()
      .refine((value) => value === '' || WHOLE.test(value), 'Maximum uses must be a whole number')
      .transform((value) => (value === '' ? null : Number(value)))
      .refine((value) => value === null || value >= 1, 'Maximum uses must be at least 1'),
    startsAt: z.string().refine((value) => localDateTime(value) !== null, 'Start date is required'),
    expiresAt: z.string().refine((value) => value === '' || localDateTime(value) !== null, 'Expiry date is not a valid date'),
    isActive: z.boolean(),
  })
  .superRefine((form, context) => {
    const start = localDateTime(form.startsAt);
    const expiry = form.expiresAt ? localDateTime(form.expiresAt) : null;
    if (start && expiry && expiry <= start) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Expiry date must be after the start date' });
    }
  })
  .transform((form) => ({
    code: form.code,
    discount_percent: form.discountPercent,
    max_uses: form.maxUses,
    starts_at: localDateTime(form.startsAt)!.toISOString(),
    expires_at: form.expiresAt ? localDateTime(form.expiresAt)!.toISOString() : null,
    is_active: form.isActive,
  }));

/** What the insert sends (spec §7 promo_codes insert). */
export type PromoCodeFormValues = z.output<typeof promoCodeFormSchema>;

/** A date as `datetime-local` text in India's time (to the minute). */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())}T${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
}

/** A fresh form: starting now, active, unlimited (spec §9 defaults). */
export function emptyPromoCodeForm(now: Date = new Date()): PromoCodeFormInput {
  return { code: '', discountPercent: '', maxUses: '', startsAt: toDateTimeLocal(now), expiresAt: '', isActive: true };
}
