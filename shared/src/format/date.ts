import { once } from './once';

const longDate = once(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));
const longDateTime = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

type DateInput = string | number | Date;

function toDate(value: DateInput): Date {
  // A bare 'yyyy-mm-dd' is a calendar date, not UTC midnight: read it in local time so it never shifts a day.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
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
