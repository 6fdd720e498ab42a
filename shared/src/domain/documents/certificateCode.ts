// A certificate's verify code: 10 characters drawn at random by the database (private.new_certificate_code)
// from an alphabet without look-alikes (no I, L, O, 0 or 1), so it can be read off paper and typed back.
// 31^10 ≈ 8 × 10^14 codes: nobody finds one by trying. Nothing in it comes from the order.

export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_LENGTH = 10;
const CODE_PATTERN = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

/** What a person typed, as a code: upper-case, without spaces or dashes. */
export function normalizeCertificateCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

export function isCertificateCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** The public page of a certificate (printed as the QR code on the PDF). */
export function verifyUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/verify/${code}`;
}
