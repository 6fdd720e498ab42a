import { z } from '@sikka/shared/zod';

/**
 * An auction's draft as the back office types it (the database checks the same: auction_title_required,
 * auction_close_before_start). Times are typed in the browser's clock (datetime-local) and sent as instants.
 */
export const auctionFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Please give the auction a title').max(200, 'The title can be at most 200 characters'),
    description: z.string().trim().max(5000, 'The description can be at most 5000 characters'),
    starts_at: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Please give the start'),
    first_lot_closes_at: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Please give the first lot’s close'),
  })
  .refine((values) => Date.parse(values.first_lot_closes_at) > Date.parse(values.starts_at), {
    path: ['first_lot_closes_at'],
    message: 'The first lot must close after the auction starts',
  });

export type AuctionFormValues = z.output<typeof auctionFormSchema>;

/** An instant as a datetime-local input shows it (the browser's clock, to the minute). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value (the browser's clock) as an instant. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();

/** A whole-rupee amount typed in a field: digits only, or null for an empty optional field. */
export const rupeesField = (label: string, optional: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => (optional && value === '') || /^\d{1,15}$/.test(value), `${label} must be a whole number of rupees`)
    .transform((value) => (value === '' ? null : Number(value)));
