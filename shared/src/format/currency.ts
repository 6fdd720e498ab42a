import { once } from './once';

const inr = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** Rupee amount with the rupee sign and Indian digit grouping: 123456 → '₹1,23,456'. */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${inr().format(Math.abs(amount))}`;
}
