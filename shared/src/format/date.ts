/**
 * The shop and its buyers are in India: a date or time is read on an Indian clock (Asia/Kolkata),
 * whatever the device's or the server's. One zone is also what lets a page rendered on the server (UTC) hydrate in a browser
 * (IST, or anywhere) with the same text.
 *
 * Written as clock arithmetic, not with `Intl.DateTimeFormat`: the first Intl object a page makes loads
 * the browser's locale data, about 30 ms on a desktop and 120 ms on Lighthouse's phone, as one task in the
 * middle of hydration; every visitor page shows a date or a price. India Standard Time is UTC+05:30 all
 * year (no daylight saving since 1945, earlier than any date the shop shows), and its English month names
 * do not change, so nothing here needs the locale data.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** The wall-clock reading in India at `date`. */
export interface IndianClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

export function indianClock(date: Date): IndianClock {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

type DateInput = string | number | Date;

function toDate(value: DateInput): Date {
  // A bare 'yyyy-mm-dd' is a calendar date, not UTC midnight: noon UTC is the same day in India.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d, 12));
  }
  return value instanceof Date ? value : new Date(value);
}

const longDate = ({ year, month, day }: IndianClock) => `${MONTHS[month - 1]} ${day}, ${year}`;

/** 'MMMM d, yyyy', e.g. 'March 15, 2024'. Invalid input gives ''. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : longDate(indianClock(date));
}

/**
 * 'March 15, 2024 at 2:30 PM IST', for order and submission timestamps: a time a person reads always
 * names its date and its zone (issue 50), since an admin or a buyer abroad would otherwise read it on
 * their own clock. Invalid input gives ''.
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const clock = indianClock(date);
  const hour12 = clock.hour % 12 || 12;
  return `${longDate(clock)} at ${hour12}:${twoDigits(clock.minute)} ${clock.hour < 12 ? 'AM' : 'PM'} IST`;
}

/**
 * An instant for a file a program reads (the CSV exports): ISO 8601 on the Indian clock with its offset,
 * '2024-03-15T14:05:00+05:30', the same day and time the screens show, and still one exact instant.
 * Invalid input gives ''.
 */
export function formatIsoIndia(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = indianClock(date);
  const second = new Date(date.getTime() + IST_OFFSET_MS).getUTCSeconds();
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}+05:30`;
}
