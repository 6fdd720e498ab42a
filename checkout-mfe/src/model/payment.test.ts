import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS, type BusinessConfig } from '@sikka/shared/config';
import { holdDeadline, opensUpiApps, paymentLinkFor } from './payment';

// A deployment's /config.json updates the BUSINESS singleton in place; do the same here.
const demoBusiness = { ...BUSINESS };
const deploy = (overrides: Partial<BusinessConfig>) => Object.assign(BUSINESS as BusinessConfig, overrides);
afterEach(() => deploy(demoBusiness));

const params = (link: string) => new URLSearchParams(link.slice(link.indexOf('?') + 1));

describe('paymentLinkFor', () => {
  it('pays the business VPA the order total, referenced by the order', () => {
    const link = paymentLinkFor({ reference: '0b8f5e52', total: 10850 });
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

  it('sends the merchant code only when the business configures one', () => {
    expect(params(paymentLinkFor({ reference: 'abcd1234', total: 50 })).has('mc')).toBe(false);
    deploy({ upiMerchantCode: '5971' });
    expect(params(paymentLinkFor({ reference: 'abcd1234', total: 50 })).get('mc')).toBe('5971');
  });

  it('follows the deployed business configuration', () => {
    deploy({ upiVpa: 'coins@okaxis', upiPayeeName: 'Rare Coins & Notes' });
    const link = params(paymentLinkFor({ reference: 'abcd1234', total: 50 }));
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
