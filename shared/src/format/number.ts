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

/** `abs` rounded to `digits` decimals: its whole digits and exactly `digits` fraction digits. */
function rounded(abs: number, digits: number): [string, string] {
  const shortest = String(abs);
  // Exponent form: below 1e-6 (zero at any precision shown here) or from 1e21 (no fraction).
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(digits).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const up = fraction.charCodeAt(digits) >= 53; // '5'
  const all = (BigInt(whole + fraction.slice(0, digits)) + BigInt(up ? 1 : 0)).toString().padStart(digits + 1, '0');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}
