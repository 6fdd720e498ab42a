import { describe, expect, it } from 'vitest';
import { phoneRefusal, termsFormSchema } from './termsForm';

const problems = (askPhone: boolean, phone: string) => {
  const result = termsFormSchema(askPhone).safeParse({ accepted: true, phone });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the phone of the terms step', () => {
  it('takes a phone as people write it: +91 and 10 digits, or 10 digits, spaces and dashes ignored', () => {
    for (const phone of ['9845012345', '+91 98450 12345', '098450-12345', ' 919845012345 '])
      expect(problems(true, phone)).toEqual([]);
  });

  it("refuses a missing or malformed phone in the database's words", () => {
    expect(problems(true, '  ')).toEqual(['Please add your phone number before bidding']);
    expect(problems(true, '98450 1234')).toEqual(['Please enter a valid phone number: +91 followed by 10 digits, or 10 digits']);
    expect(problems(true, '+1 415 555 0100')).toEqual([
      'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits',
    ]);
  });

  it('asks nothing of an account that has a phone', () => {
    expect(problems(false, '')).toEqual([]);
  });

  it("knows the database's refusals of the phone, and only those", () => {
    expect(phoneRefusal({ code: 'P0001', hint: 'bid_phone_invalid', message: 'x' })).toBe(
      'Please enter a valid phone number: +91 followed by 10 digits, or 10 digits',
    );
    expect(phoneRefusal({ code: 'P0001', hint: 'bid_phone_required', message: 'x' })).toBe(
      'Please add your phone number before bidding',
    );
    expect(phoneRefusal({ code: 'P0001', hint: 'bid_auth_required', message: 'x' })).toBeUndefined();
    expect(phoneRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
