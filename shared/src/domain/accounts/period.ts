/**
 * The accounts' period (issue 46): a month ('2026-11') or a quarter of the calendar year ('2026-Q4' =
 * October-December; GST quarters are these, the financial year's Q1 being April-June). The SQL twin is
 * private.accounts_period_problem (20261129400300_accounts.sql); supabase/tests/accounts.test.ts holds them equal.
 */

export interface AccountsPeriod {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  months: 1 | 3;
  /** As the screen names it: 'November 2026', 'October-December 2026'. */
  label: string;
  /** GSTR-1's return period, 'MMYYYY' of the period's last month. */
  fp: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11' or '2026-Q4' → the period, or null when it is neither. */
export function parseAccountsPeriod(value: string): AccountsPeriod | null {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return { start: `${year}-${pad(m)}-01`, months: 1, label: `${MONTHS[m - 1]} ${year}`, fp: `${pad(m)}${year}` };
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(value);
  if (quarter) {
    const [year, q] = [Number(quarter[1]), Number(quarter[2])];
    const first = (q - 1) * 3 + 1;
    return {
      start: `${year}-${pad(first)}-01`,
      months: 3,
      label: `${MONTHS[first - 1]}-${MONTHS[first + 1]} ${year}`,
      fp: `${pad(first + 2)}${year}`,
    };
  }
  return null;
}

/** Today's month in India ('YYYY-MM'). */
export const currentIndianMonth = (now: Date) => {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}`;
};

export type AccountsPeriodProblem = 'accounts_period_invalid' | 'accounts_period_future';

/** Why the period cannot be read (after this month in India), or null. */
export function accountsPeriodProblem(period: AccountsPeriod | null, now: Date): AccountsPeriodProblem | null {
  if (!period) return 'accounts_period_invalid';
  return period.start.slice(0, 7) > currentIndianMonth(now) ? 'accounts_period_future' : null;
}
