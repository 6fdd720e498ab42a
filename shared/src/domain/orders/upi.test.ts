import { describe, expect, it } from 'vitest';
import { upiLink } from './upi';

const payment = {
  vpa: 'sikka@upi',
  payeeName: 'Sikka Collectibles',
  amount: 1050,
  note: 'Order #0b8f5e52',
  reference: '0b8f5e52',
};

describe('upiLink', () => {
  it('builds a upi://pay link with an amount of two decimals in INR', () => {
    expect(upiLink(payment)).toBe(
      'upi://pay?pa=sikka@upi&pn=Sikka%20Collectibles&am=1050.00&cu=INR&tn=Order%20%230b8f5e52&tr=0b8f5e52',
    );
  });

  it.each([
    [0, '0.00'],
    [99.5, '99.50'],
    [1234567, '1234567.00'],
    [10.1, '10.10'],
  ])('writes the amount %d as %s', (amount, am) => {
    expect(new URLSearchParams(upiLink({ ...payment, amount }).split('?')[1]).get('am')).toBe(am);
  });

  it('encodes every free-text part so it reads back unchanged', () => {
    const link = upiLink({ vpa: 'a&b@upi', payeeName: 'R&D = 1', amount: 99.5, note: '½ Anna #1?', reference: 'x y' });
    expect(link).not.toMatch(/\s/);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('pa')).toBe('a&b@upi');
    expect(params.get('pn')).toBe('R&D = 1');
    expect(params.get('tn')).toBe('½ Anna #1?');
    expect(params.get('tr')).toBe('x y');
    expect(params.get('cu')).toBe('INR');
  });

  it('keeps the @ of the payee address readable, as NPCI writes it', () => {
    expect(upiLink({ ...payment, vpa: 'shop.name-1@okaxis' })).toContain('pa=shop.name-1@okaxis&');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %d', (amount) => {
    expect(() => upiLink({ ...payment, amount })).toThrow(RangeError);
  });
});
