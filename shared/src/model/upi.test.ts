import { describe, expect, it } from 'vitest';
import { upiLink } from './upi';

describe('upiLink', () => {
  it('builds a upi://pay link with an amount of two decimals in INR', () => {
    expect(
      upiLink({ vpa: 'sikka@upi', payeeName: 'Sikka Collectibles', amount: 1050, note: 'Order 0b8f5e52', reference: '0b8f5e52-4a5d' }),
    ).toBe('upi://pay?pa=sikka%40upi&pn=Sikka%20Collectibles&am=1050.00&cu=INR&tn=Order%200b8f5e52&tr=0b8f5e52-4a5d');
  });

  it('encodes every free-text part', () => {
    const link = upiLink({ vpa: 'a&b@upi', payeeName: 'R&D = 1', amount: 99.5, note: '½ Anna #1?', reference: 'x y' });
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('pa')).toBe('a&b@upi');
    expect(params.get('pn')).toBe('R&D = 1');
    expect(params.get('am')).toBe('99.50');
    expect(params.get('tn')).toBe('½ Anna #1?');
    expect(params.get('tr')).toBe('x y');
  });
});
