import { describe, expect, it } from 'vitest';
import { type AdminOrder, itemBadge, orderAddress, orderAmounts, ordersCsv, statusLabel } from './orders';

const order = (patch: Partial<AdminOrder> = {}): AdminOrder => ({
  id: '0b8f5e52-4a5d-4c1e-9f0a-1234567890ab',
  user_id: null,
  collectible_id: 'c1',
  full_name: 'Asha Rao',
  phone: '9876543210',
  address_line1: '12 MG Road',
  address_line2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  promo_code: 'WELCOME10',
  discount_percent: 10,
  shipping_charge: 50,
  status: 'received',
  created_at: '2026-11-01T10:00:00Z',
  item_name: '1947 George VI One Rupee',
  price: 2500,
  discount: 250,
  shipping: 50,
  total: 2300,
  payment_method: 'upi',
  payment_status: 'unpaid',
  utr: null,
  payment_submitted_at: null,
  paid_at: null,
  payment_rejection_reason: null,
  hold_expires_at: null,
  cancel_reason: null,
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
  tax_id: null,
  history: [],
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

  it('exports CSV with a header, quoting and formula-safe cells', () => {
    const csv = ordersCsv([
      order({
        full_name: '=HYPERLINK("x")',
        address_line2: 'Near "Big" Tree, Gate 2',
        item: { ...order().item!, name: 'Renamed since', price: 9999 },
        payment_status: 'submitted',
        utr: '123456789012',
      }),
    ]);
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Order,Date,Status,Item,Item status,Price,Promo code,Discount,Shipping,Total,Payment,Payment method,UTR,Customer,Phone,Address',
    );
    // The item as it was ordered, at the price agreed then.
    expect(row).toContain(',1947 George VI One Rupee,on hold,2500,WELCOME10,250,50,2300,Payment to verify,UPI,123456789012,');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"12 MG Road, Near ""Big"" Tree, Gate 2, Bengaluru, Karnataka 560001"');
  });
});
