import { describe, expect, it } from 'vitest';
import { INDIA_POST_TRACKING_URL } from '../../shared/src/domain/orders/shipment.ts';
import { orderLink, PAPERS_LINE, renderMessage } from '../functions/send-mail/templates.mts';

// The send-mail templates (pure): subject, plain text and HTML, with the right figures and a link back.

const order = {
  reference: '0b8f5e52',
  item_name: '1947 George VI One Rupee',
  full_name: 'Asha Rao',
  phone: '9876543210',
  city: 'Bengaluru',
  state: 'Karnataka',
  price: 125000,
  discount: 12500,
  discount_percent: 10,
  promo_code: 'WELCOME10',
  shipping: 50,
  total: 112550,
  payment_method: 'bank_transfer',
  hold_expires_at: '2026-11-25T10:30:00Z',
  utr: '412345678901',
  rejection_reason: 'No such credit <in our account>',
  carrier: 'India Post Speed Post',
  tracking: 'EE123456785IN',
  insured_value: 112550,
};
const ctx = { siteUrl: 'https://shop.example.com/', orderToken: 'tok_abcdefghijklmnopqrstuvwxyz0123' };
const link = 'https://shop.example.com/order/tok_abcdefghijklmnopqrstuvwxyz0123';

describe('the buyer’s messages', () => {
  it('order placed: what, how much, how to pay, the deadline in IST, and the order page', () => {
    const m = renderMessage('order_placed', order, ctx);
    expect(m.subject).toBe('Order #0b8f5e52: 1947 George VI One Rupee is held for you');
    for (const part of ['₹1,25,000', '−₹12,500', '₹50', '₹1,12,550', 'bank transfer', '25 Nov 2026, 4:00 pm IST', link]) {
      expect(m.text).toContain(part);
    }
    expect(m.html).toContain(`href="${link}"`);
    expect(orderLink('https://shop.example.com/', 'x')).toBe('https://shop.example.com/order/x');
    expect(m.text).toContain('then enter the NEFT, RTGS or IMPS reference of your transfer on your order page');
    expect(renderMessage('order_placed', { ...order, payment_method: 'upi' }, ctx).text).toContain(
      'then enter the 12-digit UTR of your payment on your order page',
    );
  });

  it('payment rejected says why, escaped in the HTML', () => {
    const m = renderMessage('payment_rejected', order, ctx);
    expect(m.text).toContain('Reason: No such credit <in our account>');
    expect(m.html).toContain('No such credit &lt;in our account&gt;');
    expect(m.html).not.toContain('<in our account>');
  });

  it("shipped: carrier, tracking number, and India Post's tracking page", () => {
    const m = renderMessage('order_shipped', order, ctx);
    expect(m.subject).toBe('Order #0b8f5e52: shipped by India Post Speed Post');
    expect(m.text).toContain('tracking number EE123456785IN');
    expect(m.text).toContain(`Track on India Post: ${INDIA_POST_TRACKING_URL}`);
    const courier = renderMessage('order_shipped', { ...order, carrier: 'Blue Dart', tracking: '81234567890' }, ctx);
    expect(courier.text).not.toContain('India Post');
  });

  it('payment confirmed, cancelled and expired each link to the order', () => {
    for (const template of ['payment_confirmed', 'order_cancelled', 'order_expired']) {
      expect(renderMessage(template, order, ctx).text).toContain(link);
    }
    expect(renderMessage('order_expired', order, ctx).subject).toBe('Order #0b8f5e52: the hold has ended');
  });
});

describe('the buyer’s papers (issue 34)', () => {
  it('payment confirmed points to the order page for the certificate and invoice, never to a signed link', () => {
    const m = renderMessage('payment_confirmed', order, ctx);
    expect(m.text).toContain(
      'Your certificate of authenticity and GST invoice (PDF) are on your order page: open it from the link below to download them at any time.',
    );
    expect(m.text).toContain(`View your order: ${link}`);
    expect(m.html).toContain('Your certificate of authenticity and GST invoice (PDF) are on your order page');
    expect(m.html).toContain(`href="${link}"`);
    expect(m.text).not.toMatch(/storage\/v1|token=/);
    // Only the paid order's message speaks of papers.
    for (const template of ['order_placed', 'payment_rejected', 'order_expired']) {
      expect(renderMessage(template, order, ctx).text).not.toContain(PAPERS_LINE);
    }
  });
});

describe('the shop’s messages', () => {
  it('a new order, a UTR to verify and a seller submission link to the back office', () => {
    const placed = renderMessage('shop_new_order', order, ctx);
    expect(placed.subject).toBe('New order #0b8f5e52: 1947 George VI One Rupee, ₹1,12,550');
    expect(placed.text).toContain('https://shop.example.com/admin/orders?q=0b8f5e52');
    const submitted = renderMessage('shop_utr_submitted', { ...order, utr: 'HDFCN52026112812345' }, ctx);
    expect(submitted.text).toContain('UTR HDFCN52026112812345');
    expect(submitted.text).toContain('https://shop.example.com/admin/orders?q=0b8f5e52');
    const seller = renderMessage('shop_new_submission', { seller_name: 'Ravi', seller_phone: '+919876512345' }, ctx);
    expect(seller.text).toContain('https://shop.example.com/admin/submissions');
  });

  it('tells the shop of new seller submissions in one digest, or of one by name', () => {
    const one = renderMessage(
      'shop_new_submission',
      { count: 1, submissions: [{ seller_name: 'Ravi', seller_phone: '+919876512345' }] },
      ctx,
    );
    expect(one.subject).toBe('New seller submission from Ravi');
    expect(one.text).toContain('Ravi (+919876512345) has offered a piece for evaluation.');
    const digest = renderMessage(
      'shop_new_submission',
      {
        count: 53,
        submissions: [
          { seller_name: 'Ravi', seller_phone: '+919876512345' },
          { seller_name: 'Asha', seller_phone: '+919845012345' },
        ],
      },
      ctx,
    );
    expect(digest.subject).toBe('53 new seller submissions');
    expect(digest.text).toContain('Ravi (+919876512345)');
    expect(digest.text).toContain('Asha (+919845012345)');
    expect(digest.text).toContain('… and 51 more.');
    expect(digest.text).toContain('https://shop.example.com/admin/submissions');
  });

  it('the one-time code (issue 49): the code, how long it works, in IST', () => {
    const m = renderMessage('contact_code', { code: '042917', minutes: 10, expires_at: '2026-11-25T10:30:00Z' }, ctx);
    expect(m.subject).toBe('Your Sikka code: 042917');
    expect(m.text).toContain('Enter 042917 in the checkout');
    expect(m.text).toContain('for 10 minutes, until 25 Nov 2026, 4:00 pm IST');
  });

  it('a reference not verified in its window: the buyer is told, the owner is asked to check and refund', () => {
    const buyer = renderMessage('order_payment_unverified', order, ctx);
    expect(buyer.subject).toBe('Order #0b8f5e52: we could not verify your payment in time');
    for (const part of ['412345678901', '₹1,12,550', '25 Nov 2026, 4:00 pm IST', 'refund you in full', link]) {
      expect(buyer.text).toContain(part);
    }
    const owner = renderMessage('shop_payment_unverified', order, ctx);
    expect(owner.subject).toBe('Unverified payment, Order #0b8f5e52 cancelled: ₹1,12,550');
    expect(owner.text).toContain('if the money arrived, refund it');
    expect(owner.text).toContain('https://shop.example.com/admin/orders?q=0b8f5e52');
  });

  it('refuses a template it does not know', () => {
    expect(() => renderMessage('welcome', order, ctx)).toThrow('Unknown template: welcome');
  });
});

describe('after the sale (issue 46)', () => {
  const returned = { ...order, return_address: 'Sikka Collectibles, 14 Museum Road, Bengaluru - 560025', refund_limit: 112550 };

  it('return approved: where to send it, how to pack it, who pays the postage, the order page', () => {
    const ours = renderMessage(
      'return_approved',
      { ...returned, shop_pays_postage: true, decision_note: 'Use a padded envelope' },
      ctx,
    );
    expect(ours.subject).toBe('Order #0b8f5e52: your return is approved');
    for (const part of [
      '14 Museum Road',
      'certificate of authenticity',
      'we reimburse the return postage',
      'Use a padded envelope',
      link,
    ]) {
      expect(ours.text).toContain(part);
    }
    const theirs = renderMessage('return_approved', { ...returned, shop_pays_postage: false }, ctx);
    expect(theirs.text).toContain('the return postage is yours to pay');
  });

  it('return declined: the reason, escaped in HTML', () => {
    const m = renderMessage('return_declined', { ...order, decision_note: 'Matches its <photos>' }, ctx);
    expect(m.text).toContain('Reason: Matches its <photos>');
    expect(m.html).toContain('Matches its &lt;photos&gt;');
  });

  it('refund sent: the amount, the way, the bank reference and the credit note', () => {
    const m = renderMessage(
      'refund_sent',
      {
        ...order,
        refund_amount: 4250,
        refund_method: 'bank_transfer',
        refund_reference: '432156789012',
        credit_note_serial: 'SKC/26-27/000007',
      },
      ctx,
    );
    expect(m.subject).toBe('Order #0b8f5e52: refund of ₹4,250 sent');
    for (const part of ['bank transfer', '432156789012', 'SKC/26-27/000007', link]) expect(m.text).toContain(part);
  });

  it('the shop hears of a request and of the parcel sent back', () => {
    const asked = renderMessage('shop_return_requested', { ...order, return_reason: 'damaged', details: 'Cracked' }, ctx);
    expect(asked.text).toContain('the item arrived damaged');
    const sent = renderMessage('shop_return_shipped', { ...order, return_carrier: 'Blue Dart', return_tracking: '8123' }, ctx);
    expect(sent.subject).toBe('Return parcel sent for Order #0b8f5e52: Blue Dart 8123');
  });
});

describe('the auction’s messages (issue 47)', () => {
  const lot = {
    item_name: '1840 Queen Victoria One Rupee',
    auction_title: 'Victorian Silver',
    auction_slug: 'victorian-silver',
    lot_number: 3,
    current_price: 2100,
    closes_at: '2026-12-01T10:30:00Z',
  };
  const lotLink = 'https://shop.example.com/auctions/victorian-silver/lot/3';

  it('outbid: the lot, the new price, the close in IST and a link to bid again', () => {
    const m = renderMessage('auction_outbid', lot, { siteUrl: ctx.siteUrl });
    expect(m.subject).toBe('You have been outbid on lot 3: 1840 Queen Victoria One Rupee');
    for (const part of ['₹2,100', '1 Dec 2026, 4:00 pm IST', `Bid again: ${lotLink}`]) expect(m.text).toContain(part);
  });

  it('closing soon: the watched lot, its price and its close', () => {
    const m = renderMessage('auction_closing_soon', lot, { siteUrl: ctx.siteUrl });
    expect(m.subject).toBe('Lot 3 closes soon: 1840 Queen Victoria One Rupee');
    for (const part of ['₹2,100', '1 Dec 2026, 4:00 pm IST', lotLink]) expect(m.text).toContain(part);
  });

  it("won: hammer, buyer's premium, GST on it, the total and the deadline, and where to pay", () => {
    const won = { ...lot, hammer_price: 10000, premium: 1500, premium_gst: 270, total: 11770, pay_by: '2026-12-04T10:30:00Z' };
    const m = renderMessage('auction_won', won, { siteUrl: ctx.siteUrl });
    expect(m.subject).toBe('You won lot 3: 1840 Queen Victoria One Rupee');
    for (const part of ["Buyer's premium: ₹1,500", 'GST on the premium: ₹270', '₹11,770', '4 Dec 2026, 4:00 pm IST']) {
      expect(m.text).toContain(part);
    }
    expect(m.text).toContain('Pay for your lots: https://shop.example.com/auctions/victorian-silver');
    expect(m.html).toContain('Buyer&#39;s premium');
  });

  it('cancelled: the auction, each lot the bidder bid on, nothing owed, and the auctions page', () => {
    const lots = [
      { lot_number: 1, item_name: '1840 Queen Victoria One Rupee' },
      { lot_number: 3, item_name: '1969 Gandhi Centenary <Ten Rupees>' },
    ];
    const m = renderMessage(
      'auction_cancelled',
      { auction_title: 'Victorian Silver', auction_slug: 'victorian-silver', lots },
      ctx,
    );
    expect(m.subject).toBe('Auction cancelled: Victorian Silver');
    expect(m.text).toContain(
      'Your bids on lot 1 (1840 Queen Victoria One Rupee), lot 3 (1969 Gandhi Centenary <Ten Rupees>) no longer stand, and you owe nothing for them.',
    );
    expect(m.text).toContain('Our auctions: https://shop.example.com/auctions');
    expect(m.html).toContain('&lt;Ten Rupees&gt;');
  });
});
