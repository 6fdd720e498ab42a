import { once } from './once';

/**
 * The shop and its buyers are in India: a date or time is read on an Indian clock, whatever the device's
 * or the server's. One zone is also what lets a page rendered on the server (UTC) hydrate in a browser
 * (IST, or anywhere) with the same text.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const longDate = once(
  () => new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' }),
);
const longDateTime = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

type DateInput = string | number | Date;

function toDate(value: DateInput): Date {
  // A bare 'yyyy-mm-dd' is a calendar date, not UTC midnight: noon UTC is the same day in India.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d, 12));
  }
  return value instanceof Date ? value : new Date(value);
}

/** 'MMMM d, yyyy', e.g. 'March 15, 2024'. Invalid input gives ''. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date);
}

/** 'March 15, 2024 at 2:30 PM' style, for order and submission timestamps. Invalid input gives ''. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : longDateTime().format(date);
}
