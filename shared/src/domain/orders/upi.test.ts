import { describe, expect, it } from 'vitest';
import { UPI_NOTE_MAX, upiLink } from './upi';

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
      'upi://pay?pa=sikka@upi&pn=Sikka%20Collectibles&am=1050.00&cu=INR&tr=0b8f5e52&tn=Order%20%230b8f5e52',
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

  it('sends the merchant code (mc) only when one is configured', () => {
    expect(upiLink(payment)).not.toContain('mc=');
    expect(upiLink({ ...payment, merchantCode: '  ' })).not.toContain('mc=');
    const params = new URLSearchParams(upiLink({ ...payment, merchantCode: '5971' }).split('?')[1]);
    expect(params.get('mc')).toBe('5971');
    expect([...params.keys()]).toEqual(['pa', 'pn', 'mc', 'am', 'cu', 'tr', 'tn']);
  });

  it(`cuts the note (tn) to ${UPI_NOTE_MAX} characters, never inside a character`, () => {
    const long = `Sikka Order #0b8f5e52 for ${'a very long item name '.repeat(4)}`;
    const tn = new URLSearchParams(upiLink({ ...payment, note: long }).split('?')[1]).get('tn') ?? '';
    expect(tn).toHaveLength(UPI_NOTE_MAX);
    expect(long.startsWith(tn)).toBe(true);
    const emoji = new URLSearchParams(upiLink({ ...payment, note: '🪙'.repeat(60) }).split('?')[1]).get('tn') ?? '';
    expect(Array.from(emoji)).toEqual(Array(UPI_NOTE_MAX).fill('🪙'));
    expect(upiLink({ ...payment, note: 'x'.repeat(UPI_NOTE_MAX) })).toContain(`tn=${'x'.repeat(UPI_NOTE_MAX)}`);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %d', (amount) => {
    expect(() => upiLink({ ...payment, amount })).toThrow(RangeError);
  });
});
