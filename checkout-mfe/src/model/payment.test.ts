import { describe, expect, it } from 'vitest';
import { holdDeadline, opensUpiApps, paymentLinkFor } from './payment';
import { DEMO_PAYEE } from './payee.fixture';

const params = (link: string) => new URLSearchParams(link.slice(link.indexOf('?') + 1));

describe('paymentLinkFor', () => {
  it('pays the business VPA the order total, referenced by the order', () => {
    const link = paymentLinkFor({ reference: '0b8f5e52', total: 10850 }, DEMO_PAYEE);
    expect(link.startsWith('upi://pay?')).toBe(true);
    expect(Object.fromEntries(params(link))).toEqual({
      pa: 'sikka@upi',
      pn: 'Sikka Collectibles',
      am: '10850.00',
      cu: 'INR',
      tn: 'Sikka Order 0b8f5e52',
      tr: '0b8f5e52',
    });
  });

  it('sends the merchant code only when the shop has one', () => {
    expect(params(paymentLinkFor({ reference: 'abcd1234', total: 50 }, DEMO_PAYEE)).has('mc')).toBe(false);
    const merchant = { ...DEMO_PAYEE, upi_merchant_code: '5971' };
    expect(params(paymentLinkFor({ reference: 'abcd1234', total: 50 }, merchant)).get('mc')).toBe('5971');
  });

  it('follows the payee the owner set in Settings', () => {
    const payee = { ...DEMO_PAYEE, upi_vpa: 'coins@okaxis', upi_payee_name: 'Rare Coins & Notes', trade_name: 'Rare Coins' };
    const link = params(paymentLinkFor({ reference: 'abcd1234', total: 50 }, payee));
    expect(link.get('tn')).toBe('Rare Coins Order abcd1234');
    expect(link.get('pa')).toBe('coins@okaxis');
    expect(link.get('pn')).toBe('Rare Coins & Notes');
    expect(link.get('am')).toBe('50.00');
  });
});

describe('opensUpiApps', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

  it.each([
    ['a desktop with a mouse', desktop, false, false],
    ['an Android phone', android, true, true],
    ['an iPhone', iphone, true, true],
    ['a touch device with a desktop user agent', desktop, true, true],
    ['a phone browser reporting a fine pointer', android, false, true],
  ])('%s: %s', (_name, userAgent, coarsePointer, expected) => {
    expect(opensUpiApps({ userAgent, coarsePointer })).toBe(expected);
  });
});

describe('holdDeadline', () => {
  it.each([
    ['2026-11-25T08:35:00Z', 'November 25, 2026 at 2:05 PM IST'],
    ['2026-11-25T18:29:59.999Z', 'November 25, 2026 at 11:59 PM IST'],
    ['2026-11-25T18:30:00+00:00', 'November 26, 2026 at 12:00 AM IST'],
    ['2026-11-30T23:59:00+05:30', 'November 30, 2026 at 11:59 PM IST'],
  ])('says %s as %s: the date, the time and the zone', (at, time) => {
    expect(holdDeadline(at)).toBe(time);
  });

  it.each(['', 'not a date'])('has no deadline for %j', (at) => {
    expect(holdDeadline(at)).toBeNull();
  });
});
