import { currentIndianMonth } from '@sikka/shared/domain/accounts';

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

/** The periods the screen offers, newest first: this month and the 23 before it, then this year's and the last two years' quarters begun. */
export function periodOptions(now: Date): { value: string; label: string }[] {
  const [year, month] = currentIndianMonth(now).split('-').map(Number) as [number, number];
  const months = Array.from({ length: 24 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${MONTHS[m - 1]} ${y}` };
  });
  const quarter = Math.floor((month - 1) / 3);
  const quarters = Array.from({ length: 8 }, (_, i) => {
    const index = year * 4 + quarter - i;
    const y = Math.floor(index / 4);
    const q = (index % 4) + 1;
    return { value: `${y}-Q${q}`, label: `${MONTHS[(q - 1) * 3]}-${MONTHS[(q - 1) * 3 + 2]} ${y} (quarter)` };
  });
  return [...months, ...quarters];
}

/** This month in India, as the period select names it. */
export const currentIndianMonthValue = () => currentIndianMonth(new Date());

/** Offers `content` as a file to save. */
export function download(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** public.sales_reconciliation's answer (20261129400300_accounts.sql). */
export interface Reconciliation {
  paid_paise: number;
  invoiced_paise: number;
  refunded_paise: number;
  credited_paise: number;
  sales_differences: Difference[];
  refund_differences: Difference[];
}
export interface Difference {
  reference: string;
  serial: string | null;
  money: number;
  documents: number;
  why: string;
}
