import { afterEach, describe, expect, it } from 'vitest';
import { applyBusinessConfig, BUSINESS, resetBusinessConfig } from './business';

afterEach(resetBusinessConfig);

describe('BUSINESS', () => {
  it('has demo defaults with the spec business hours', () => {
    expect(BUSINESS.hours).toBe('Mon - Sat, 9:00 AM - 6:00 PM IST');
    expect(BUSINESS.whatsappNumber).toMatch(/^91\d{10}$/);
    expect(BUSINESS.email).toContain('@');
  });

  it('takes deployment overrides in place and ignores unknown or empty values', () => {
    const before = BUSINESS;
    applyBusinessConfig({ email: 'help@shop.in', phone: '', whatsappNumber: 42, upiVpa: 'shop@okaxis' } as never);
    expect(BUSINESS).toBe(before);
    expect(BUSINESS.email).toBe('help@shop.in');
    expect(BUSINESS.phone).toBe('+91 98765 43210');
    expect(BUSINESS.whatsappNumber).toBe('919876543210');
    expect(BUSINESS.upiVpa).toBe('shop@okaxis');
  });

  it('has no UPI merchant code and fake bank details by default; a deployment sets its own', () => {
    expect(BUSINESS.upiMerchantCode).toBe('');
    expect(BUSINESS.bankIfsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(BUSINESS.bankName).toMatch(/demo/i);
    applyBusinessConfig({ upiMerchantCode: '5971', bankAccountNumber: '50100012345678', bankIfsc: 'HDFC0001234' });
    expect(BUSINESS.upiMerchantCode).toBe('5971');
    expect(BUSINESS.bankAccountNumber).toBe('50100012345678');
    expect(BUSINESS.bankIfsc).toBe('HDFC0001234');
  });
});
