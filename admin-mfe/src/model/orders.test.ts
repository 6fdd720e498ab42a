import { describe, expect, it } from 'vitest';
import { type AdminOrder, itemBadge, orderAddress, orderAmounts, ordersCsv, statusLabel } from './orders';
import { sampleOrder } from './orders.fixture';

// The listing's own name and status differ from the order's on purpose: the card reads the order's figures.
const order = (patch: Partial<AdminOrder> = {}): AdminOrder =>
  sampleOrder({
    item: {
      id: 'c1',
      name: '1947 One Rupee',
      type: 'coin',
      price: 2500,
      slug: '1947-one-rupee',
      status: null,
      on_hold: true,
      image_url: null,
    },
    ...patch,
  });

describe('orders model', () => {
  it('shows the figures agreed when the order was placed, whatever the listing costs now (issue 31)', () => {
    expect(orderAmounts(order())).toEqual({ price: 2500, discount: 250, shipping: 50, total: 2300 });
    // The admin has since raised the listing's price and the order's percent would give another discount.
    const repriced = order({ item: { ...order().item!, price: 9999 }, discount_percent: 20, shipping_charge: 75 });
    expect(orderAmounts(repriced)).toEqual({ price: 2500, discount: 250, shipping: 50, total: 2300 });
    expect(orderAmounts(order({ item: null }))).toEqual({ price: 2500, discount: 250, shipping: 50, total: 2300 });
  });

  it('writes the address on one line without an empty second line', () => {
    expect(orderAddress(order())).toBe('12 MG Road, Bengaluru, Karnataka 560001');
    expect(orderAddress(order({ address_line2: 'Flat 4' }))).toBe('12 MG Road, Flat 4, Bengaluru, Karnataka 560001');
  });

  it("says 'On hold' for a piece for sale that an open order holds, and what the piece is otherwise", () => {
    expect(itemBadge({ status: null, on_hold: true })).toEqual({ label: 'On hold', tone: 'yellow' });
    expect(itemBadge({ status: 'available', on_hold: true })).toEqual({ label: 'On hold', tone: 'yellow' });
    expect(itemBadge({ status: 'available', on_hold: false })).toEqual({ label: 'Available', tone: 'green' });
    expect(itemBadge({ status: 'sold', on_hold: false })).toEqual({ label: 'Sold', tone: 'red' });
    expect(itemBadge({ status: 'unavailable', on_hold: true })).toEqual({ label: 'Unavailable', tone: 'red' });
  });

  it('capitalises a status for its badge', () => {
    expect(statusLabel('fulfilled')).toBe('Fulfilled');
  });

  it('dates the CSV on the Indian clock with its offset, the day the screens show (issue 50)', () => {
    // 21:16 UTC on 28 November is 02:46 on 29 November in India.
    const row = ordersCsv([order({ created_at: '2026-11-28T21:16:07.000Z' })]).split('\r\n')[1]!;
    expect(row.split(',')[1]).toBe('2026-11-29T02:46:07+05:30');
  });

  it('leaves the e-mail empty for a guest who gave none', () => {
    const row = ordersCsv([order({ email: null })]).split('\r\n')[1]!;
    expect(row).toContain(',Asha Rao,,9876543210,');
  });

  it('exports CSV with a header, quoting and formula-safe cells', () => {
    const csv = ordersCsv([
      order({
        full_name: '=HYPERLINK("x")',
        address_line2: 'Near "Big" Tree, Gate 2',
        item: { ...order().item!, name: 'Renamed since', price: 9999 },
        payment_status: 'submitted',
        utr: '123456789012',
        email: 'asha@example.in',
      }),
    ]);
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Order,Date,Status,Item,Item status,Price,Promo code,Discount,Shipping,Total,Payment,Payment method,UTR,Customer,Email,Phone,Address',
    );
    // The item as it was ordered, at the price agreed then.
    expect(row).toContain(',1947 George VI One Rupee,on hold,2500,WELCOME10,250,50,2300,Payment to verify,UPI,123456789012,');
    expect(row).toContain(`"'=HYPERLINK(""x"")",asha@example.in,9876543210,`);
    expect(row).toContain('"12 MG Road, Near ""Big"" Tree, Gate 2, Bengaluru, Karnataka 560001"');
  });
});
