import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, isCertificateCode, normalizeCertificateCode, verifyUrl } from './certificateCode';

describe('certificate codes', () => {
  it('leaves out letters and digits that look alike', () => {
    for (const lookAlike of ['I', 'L', 'O', '0', '1']) expect(CERTIFICATE_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(CERTIFICATE_CODE_ALPHABET).size).toBe(CERTIFICATE_CODE_ALPHABET.length);
  });

  it('reads a typed code the way it is printed', () => {
    expect(normalizeCertificateCode(' abcde-fgh23 ')).toBe('ABCDEFGH23');
    expect(isCertificateCode('ABCDEFGH23')).toBe(true);
    expect(isCertificateCode('ABCDEFGH2')).toBe(false);
    expect(isCertificateCode('ABCDEFGHI2')).toBe(false);
  });

  it('builds the verify link printed as the QR code', () => {
    expect(verifyUrl('https://shop.example.com/', 'ABCDEFGH23')).toBe('https://shop.example.com/verify/ABCDEFGH23');
  });
});
