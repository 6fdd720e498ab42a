import type { Tables } from '@sikka/shared/database.types';
import { truncateId } from '@sikka/shared/format';
import type { BadgeTone } from '@sikka/shared/ui';

/** Spec §3: each delivery_addresses row is one order. */
export type OrderRow = Tables<'delivery_addresses'>;

/** Spec §4. The column's CHECK constraint lists the same three. */
export const ORDER_STATUSES = ['received', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order badge (spec §4): received blue, fulfilled green, cancelled red; any other value pending-style yellow. */
export function orderStatusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'received':
      return 'blue';
    case 'fulfilled':
      return 'green';
    case 'cancelled':
      return 'red';
    default:
      return 'yellow';
  }
}

/** 'Order #0b8f5e52' (spec §2, Orders Dashboard), from an order id or its reference. */
export function orderLabel(orderIdOrReference: string): string {
  return `Order #${truncateId(orderIdOrReference)}`;
}
