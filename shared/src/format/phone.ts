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
