/**
 * Numbers as India writes them, without `Intl.NumberFormat` (whose first use loads the browser's locale
 * data: see date.ts): the last three digits, then groups of two, 12,34,567.5. Rounds as Intl does: half
 * away from zero on the number's shortest decimal form (0.995 → 1, although the double is 0.99499…).
 */
export function formatIndianNumber(value: number, fractionDigits: { min?: number; max: number }): string {
  const { min = 0, max } = fractionDigits;
  const [whole, fraction] = rounded(Math.abs(value), max);
  let kept = fraction;
  while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${grouped}${kept ? `.${kept}` : ''}`;
}

/**
 * `abs` rounded to `digits` decimals: its whole digits and exactly `digits` fraction digits, rounded on
 * its shortest decimal form ('0.995', '1.4649999999999999'). For the shop's amounts and measures (below
 * 10^15; under 10^-6 counts as 0).
 */
function rounded(abs: number, digits: number): [string, string] {
  const [whole = '0', fraction = ''] = String(abs < 1e-6 ? 0 : abs).split('.');
  const up = fraction.charCodeAt(digits) >= 53 ? 1 : 0; // '5' or more after the kept digits
  const all = String(Number(whole + fraction.slice(0, digits).padEnd(digits, '0')) + up).padStart(digits + 1, '0');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}
