import { csvText } from '@sikka/shared/csv';
import { collectibleStatusLabel, collectibleStatusTone, isForSale } from '@sikka/shared/domain/collectibles';
import type { OrderRow, StatusChange } from '@sikka/shared/domain/orders';
import { formatIsoIndia } from '@sikka/shared/format';
import type { BadgeTone } from '@sikka/shared/ui';
import { paymentBadge, paymentMethodLabel } from './ordersPayment';

/**
 * An order as the Orders Dashboard shows it (spec §2): the row (with the figures agreed when it was
 * placed), the piece as it is now, its PAN or Form 60 (admins only) and its status history.
 */
export interface AdminOrder extends OrderRow {
  item: {
    id: string;
    name: string;
    type: string;
    price: number;
    slug: string;
    status: string | null;
    /** An open order holds the piece (one coin, one buyer: collectibles.on_hold). */
    on_hold: boolean;
    image_url: string | null;
  } | null;
  /**
   * A large order's PAN, or its Form 60 declaration (issue 31); null for the others. `pan` is the owner's
   * only (issue 51): for staff it is null and `pan_given` says whether the buyer gave one.
   */
  tax_id: { pan: string | null; pan_given?: boolean; form60: boolean } | null;
  history: StatusChange[];
  /**
   * The buyer's e-mail (issue 50): the one given at checkout, else the signed-in account's; null for a
   * guest who gave none (admin_order_emails).
   */
  email?: string | null;
  /** The order's e-mails that failed after their last try (issue 33): the card says 'not delivered'. */
  undelivered?: { template: string; recipient: string; last_error: string | null }[];
}

/** The dashboard's status filter (`?status=`); '' shows every order. */
export const ORDER_FILTERS = [
  { value: '', label: 'All orders' },
  { value: 'received', label: 'Received' },
  { value: 'fulfilled', label: 'Fulfilled' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

/** 'received' → 'Received': a status as its badge says it. */
export const statusLabel = (status: string | null | undefined) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Pending';

/**
 * The item badge: what is true of the piece now. A piece for sale that an open order holds (this one,
 * when it is 'received': a piece has one open order at most) reads 'On hold', not 'Available'.
 */
export function itemBadge(item: Pick<NonNullable<AdminOrder['item']>, 'status' | 'on_hold'>): {
  label: string;
  tone: BadgeTone;
} {
  if (item.on_hold && isForSale(item.status)) return { label: 'On hold', tone: 'yellow' };
  return { label: collectibleStatusLabel(item.status), tone: collectibleStatusTone(item.status) };
}

/**
 * The order's amounts (spec §9) as agreed when it was placed (issue 31): the order's own figures, never
 * the listing's price now, which an admin may have changed since.
 */
export function orderAmounts(order: Pick<AdminOrder, 'price' | 'discount' | 'shipping' | 'total'>) {
  return { price: order.price, discount: order.discount, shipping: order.shipping, total: order.total };
}

/** The one-line shipping address. */
export const orderAddress = (order: Pick<OrderRow, 'address_line1' | 'address_line2' | 'city' | 'state' | 'pincode'>) =>
  [order.address_line1, order.address_line2, order.city, `${order.state} ${order.pincode}`].filter(Boolean).join(', ');

const CSV_COLUMNS = [
  'Order',
  'Date',
  'Status',
  'Item',
  'Item status',
  'Price',
  'Promo code',
  'Discount',
  'Shipping',
  'Total',
  'Payment',
  'Payment method',
  'UTR',
  'Customer',
  'Email',
  'Phone',
  'Address',
] as const;

/**
 * The orders as CSV (the export of the current filter): one row per order, amounts in rupees, the date
 * on the Indian clock the screens use, with its offset (2026-11-29T02:46:07+05:30), so a spreadsheet
 * shows the same day the card does and the instant stays exact.
 */
export function ordersCsv(orders: readonly AdminOrder[]): string {
  const lines = orders.map((order) => {
    const { price, discount, shipping, total } = orderAmounts(order);
    return [
      order.id,
      formatIsoIndia(order.created_at),
      order.status,
      order.item_name,
      order.item ? itemBadge(order.item).label.toLowerCase() : '',
      price,
      order.promo_code,
      discount,
      shipping,
      total,
      paymentBadge(order.payment_status).label,
      paymentMethodLabel(order.payment_method),
      order.utr,
      order.full_name,
      order.email,
      order.phone,
      orderAddress(order),
    ];
  });
  return csvText([CSV_COLUMNS, ...lines]);
}
