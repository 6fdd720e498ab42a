import { z } from '@sikka/shared/zod';

/** India's offset from UTC (no daylight saving): the shop says every time in IST (formatDateTime). */
const IST_OFFSET_MS = 330 * 60_000;

/** A datetime-local value ('2026-12-05T18:00') read as India's time: its instant in ms, or NaN (a day the month has not). */
function instantOf(value: string): number {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!parts) return Number.NaN;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
  return toLocalInput(new Date(ms).toISOString()) === value ? ms : Number.NaN;
}

/**
 * An auction's draft as the back office types it (the database checks the same: auction_title_required,
 * auction_close_before_start). Times are typed in India's time, as the auction's pages say them, whatever
 * the browser's clock (datetime-local), and sent as instants.
 */
export const auctionFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Please give the auction a title').max(200, 'The title can be at most 200 characters'),
    description: z.string().trim().max(5000, 'The description can be at most 5000 characters'),
    starts_at: z.string().refine((value) => !Number.isNaN(instantOf(value)), 'Please give the start'),
    first_lot_closes_at: z.string().refine((value) => !Number.isNaN(instantOf(value)), 'Please give the first lot’s close'),
  })
  .refine((values) => instantOf(values.first_lot_closes_at) > instantOf(values.starts_at), {
    path: ['first_lot_closes_at'],
    message: 'The first lot must close after the auction starts',
  });

export type AuctionFormValues = z.output<typeof auctionFormSchema>;

/** An instant as the datetime-local input shows it: India's time, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value (India's time) as an instant. */
export const fromLocalInput = (value: string) => new Date(instantOf(value)).toISOString();

/** A whole-rupee amount typed in a field: digits only, or null for an empty optional field. */
export const rupeesField = (label: string, optional: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => (optional && value === '') || /^\d{1,15}$/.test(value), `${label} must be a whole number of rupees`)
    .transform((value) => (value === '' ? null : Number(value)));
