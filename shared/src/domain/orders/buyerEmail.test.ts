import { describe, expect, it } from 'vitest';
import { BUYER_EMAIL_INVALID, BUYER_EMAIL_SAMPLES, buyerEmailSchema, isBuyerEmail } from './buyerEmail';

describe('E-mail for order updates', () => {
  it.each(BUYER_EMAIL_SAMPLES.valid)('takes %s', (email) => {
    expect(isBuyerEmail(email.toLowerCase())).toBe(true);
    expect(buyerEmailSchema.parse(` ${email} `)).toBe(email.toLowerCase());
  });

  it.each(BUYER_EMAIL_SAMPLES.invalid)('refuses %s with the database’s words', (email) => {
    const result = buyerEmailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BUYER_EMAIL_INVALID);
  });

  it('leaves an empty field empty: no e-mails for this order', () => {
    expect(buyerEmailSchema.parse('  ')).toBeUndefined();
    expect(buyerEmailSchema.parse(undefined)).toBeUndefined();
  });
});
