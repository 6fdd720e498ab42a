import { formatIndianNumber } from './number';

/** Rupee amount with the rupee sign and Indian digit grouping: 123456 → '₹1,23,456'. */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${formatIndianNumber(Math.abs(amount), { max: 2 })}`;
}
