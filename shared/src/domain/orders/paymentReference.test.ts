import { describe, expect, it } from 'vitest';
import { paymentFormSchema, paymentReferenceSchema, transferRemark, upiNote } from './paymentReference';

const UPI = 'The UTR is the 12-digit reference of your payment: digits only';
const IMPS = 'The IMPS reference is the 12-digit number your bank shows for the transfer: digits only';
const NEFT = 'The NEFT reference (UTR) is 16 to 22 letters and digits, starting with a letter, e.g. HDFCN52026112812345';
const RTGS = 'The RTGS reference (UTR) is 22 letters and digits: the bank’s 4 letters, then R, e.g. SBINR52026112800012345';

const refusal = (method: 'upi' | 'neft' | 'rtgs' | 'imps', reference: string) => {
  const result = paymentReferenceSchema(method).safeParse(reference);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('paymentReferenceSchema', () => {
  it('takes a UPI UTR of 12 digits, removing the spaces apps group them with', () => {
    expect(paymentReferenceSchema('upi').parse(' 1234 5678 9012 ')).toBe('123456789012');
  });

  it.each(['12345678901', '1234567890123', '12345678901a', 'ABCDEFGHIJKL', '', '１２３４５６７８９０１２'])(
    'refuses the UPI UTR %j',
    (utr) => expect(refusal('upi', utr)).toBe(UPI),
  );

  it('takes an IMPS reference of 12 digits and refuses another length or a letter', () => {
    expect(paymentReferenceSchema('imps').parse('633212345678')).toBe('633212345678');
    for (const bad of ['63321234567', '6332123456789', '63321234567X']) expect(refusal('imps', bad)).toBe(IMPS);
  });

  it('takes a NEFT reference of 16 to 22 letters and digits, in capitals', () => {
    expect(paymentReferenceSchema('neft').parse('hdfcn52026112812345')).toBe('HDFCN52026112812345');
    expect(paymentReferenceSchema('neft').parse('SBIN426332123456')).toBe('SBIN426332123456');
    expect(paymentReferenceSchema('neft').parse('HDFCN52022062824954013')).toBe('HDFCN52022062824954013');
  });

  it.each([
    'SBIN42633212345',
    'HDFCN520221128249540135',
    '633212345678',
    '6HDFCN5202611281234',
    'HDFCN5202611-812345',
    'ABCDEFGHIJKLMNOPQ',
  ])('refuses the NEFT reference %j', (reference) => expect(refusal('neft', reference)).toBe(NEFT));

  it('takes an RTGS reference of 22 characters, the bank’s four letters and R first', () => {
    expect(paymentReferenceSchema('rtgs').parse('SBINR52026112800012345')).toBe('SBINR52026112800012345');
  });

  it.each([
    'SBINR5202611280001234',
    'SBINR520261128000123456',
    'SBINN52026112800012345',
    '1234R52026112800012345',
    'HDFCN52026112812345',
  ])('refuses the RTGS reference %j', (reference) => expect(refusal('rtgs', reference)).toBe(RTGS));
});

describe('paymentFormSchema', () => {
  it('reads a UPI order’s form as a UPI UTR, whatever the method field says', () => {
    expect(paymentFormSchema('upi').parse({ method: '', utr: '1234 5678 9012' })).toEqual({ method: 'upi', utr: '123456789012' });
  });

  it('asks a bank transfer how it was paid, and checks the reference in that way’s format', () => {
    const schema = paymentFormSchema('bank_transfer');
    // '' as the form starts; null once the radio group, none of it chosen, has been blurred.
    for (const method of ['', null]) {
      const missing = schema.safeParse({ method, utr: 'HDFCN52026112812345' });
      expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['method', 'Please choose how you paid: NEFT, RTGS or IMPS'],
      ]);
    }
    expect(schema.safeParse({ method: 'rtgs', utr: 'HDFCN52026112812345' }).error?.issues[0]?.message).toBe(RTGS);
    expect(schema.safeParse({ method: 'imps', utr: 'HDFCN52026112812345' }).error?.issues[0]?.message).toBe(IMPS);
    expect(schema.parse({ method: 'neft', utr: 'hdfcn52026112812345' })).toEqual({ method: 'neft', utr: 'HDFCN52026112812345' });
  });
});

describe('the reference to quote', () => {
  it('is one a bank’s remark field takes: capitals, digits and spaces, no #', () => {
    expect(transferRemark('6a29eec0-1b2c-4d5e-8f90-123456789abc', 'Sikka')).toBe('SIKKA ORDER 6A29EEC0');
    expect(transferRemark('6a29eec0', 'Sikka & Sons #1 Coins')).toBe('SIKKA SONS ORDER 6A29EEC0');
    expect(transferRemark('6a29eec0', '')).toBe('ORDER 6A29EEC0');
    expect(transferRemark('6a29eec0', 'Sikka')).toMatch(/^[A-Z0-9 ]{1,25}$/);
  });

  it('names the order in the UPI note without a #', () => {
    expect(upiNote('bef50ce3', 'Sikka')).toBe('Sikka Order bef50ce3');
  });
});
