import { z } from '@sikka/shared/zod';

/**
 * 'E-mail for order updates' (issue 33): optional in the delivery form, lower-cased, at most 254
 * characters. The database's twin is private.is_buyer_email (20261125300000_order_page.sql); the
 * samples below are checked against both.
 */
export const BUYER_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const BUYER_EMAIL_MAX = 254;

/** place_order's buyer_email_invalid, word for word. */
export const BUYER_EMAIL_INVALID = 'Please enter a valid e-mail address (e.g. name@example.com), or leave it empty';

export const isBuyerEmail = (email: string) => email.length <= BUYER_EMAIL_MAX && BUYER_EMAIL_PATTERN.test(email);

/** The form field: empty is fine (no e-mail is sent, and none is kept); anything else must be an address. */
export const buyerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((email) => email === '' || isBuyerEmail(email), BUYER_EMAIL_INVALID)
  .transform((email) => email || undefined)
  .optional();

/** Addresses both rules must agree on (buyerEmail.test.ts and supabase/tests/order-page.test.ts). */
export const BUYER_EMAIL_SAMPLES = {
  valid: ['asha@example.com', 'r.k+coins@mail.example.co.in', 'a_b-c%d@x-y.org', 'UPPER@EXAMPLE.IN'],
  invalid: [
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha @example.com',
    'asha@exa mple.com',
    'a@b.c',
    'a@@b.com',
    `${'a'.repeat(250)}@x.in`,
  ],
} as const;
