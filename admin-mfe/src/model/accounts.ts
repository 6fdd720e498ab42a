import { currentIndianMonth, parseAccountsPeriod } from '@sikka/shared/domain/accounts';

/** A period's option, named as the screen names the period ('November 2026', 'October-December 2026 (quarter)'). */
const option = (value: string, suffix = '') => ({ value, label: `${parseAccountsPeriod(value)!.label}${suffix}` });

/** The periods the screen offers, newest first: this month and the 23 before it, then this year's and the last two years' quarters begun. */
export function periodOptions(now: Date): { value: string; label: string }[] {
  const [year, month] = currentIndianMonth(now).split('-').map(Number) as [number, number];
  const months = Array.from({ length: 24 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return option(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  });
  const quarter = Math.floor((month - 1) / 3);
  const quarters = Array.from({ length: 8 }, (_, i) => {
    const index = year * 4 + quarter - i;
    return option(`${Math.floor(index / 4)}-Q${(index % 4) + 1}`, ' (quarter)');
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
