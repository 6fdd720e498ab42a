/**
 * Phone display of spec §9: 10 digits, or 12 digits starting with 91, become '+91 XXXXX XXXXX'.
 * Anything else (including anonymous placeholders such as 'anonymous-…') is shown unchanged.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (!/^\+?[\d\s-]+$/.test(phone.trim())) return phone;
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 10 ? digits : digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : null;
  return local ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : phone;
}

/**
 * The 10 digits of an Indian mobile number as people write it, or null: spaces and dashes are ignored, and
 * a leading +91, 91 (as WhatsApp copies it) or trunk 0 (as dialled within India) is dropped. The checkout
 * stores the 10 digits, the Sell form +91 and them. The SQL twin is private.indian_mobile() (a backend test
 * holds the two equal).
 */
export function indianMobile(phone: string): string | null {
  return /^(?:\+91|91|0)?(\d{10})$/.exec(phone.replace(/[\s-]/g, ''))?.[1] ?? null;
}
