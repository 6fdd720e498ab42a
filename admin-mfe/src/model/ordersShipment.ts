import { errorText } from '@sikka/shared/domain/errors';
import {
  INDIA_POST_CARRIERS,
  normalizeTracking,
  SHIPMENT_TEXTS,
  type ShipmentInput,
  type ShipmentProblems,
  shipmentProblems,
  trackingUrl,
} from '@sikka/shared/domain/orders';
import type { AdminOrder } from './orders';

/**
 * 'Mark Fulfilled' with the parcel (issue 33): the admin picks India Post Speed Post, Registered Post, or
 * a courier by name; gives the tracking number (India Post's 13 characters are checked here and in
 * mark_order_fulfilled by the same rule, @sikka/shared/domain/orders shipment.ts) and the insured value,
 * which starts from the order total.
 */
export const COURIER = 'courier';

export const CARRIER_OPTIONS = [
  ...INDIA_POST_CARRIERS.map((name) => ({ value: name, label: name })),
  { value: COURIER, label: 'Courier (name it)' },
];

export interface FulfilDraft {
  /** One of INDIA_POST_CARRIERS, or COURIER. */
  carrierChoice: string;
  courierName: string;
  tracking: string;
  /** As typed, in rupees. */
  insuredValue: string;
}

export const fulfilDraft = (order: Pick<AdminOrder, 'total'>): FulfilDraft => ({
  carrierChoice: INDIA_POST_CARRIERS[0],
  courierName: '',
  tracking: '',
  insuredValue: String(order.total),
});

/** The draft as mark_order_fulfilled takes it. */
export function shipmentOf(draft: FulfilDraft): ShipmentInput {
  const insured = draft.insuredValue.replace(/[,\s₹]/g, '');
  return {
    carrier: draft.carrierChoice === COURIER ? draft.courierName.trim() : draft.carrierChoice,
    tracking: normalizeTracking(draft.tracking),
    insuredValue: /^\d+$/.test(insured) ? Number(insured) : Number.NaN,
  };
}

/** The draft's problems; with 'Courier (name it)' chosen, a missing carrier is the courier's name. */
export function fulfilProblems(draft: FulfilDraft): ShipmentProblems {
  const problems = shipmentProblems(shipmentOf(draft));
  if (draft.carrierChoice === COURIER && problems.carrier === SHIPMENT_TEXTS.carrierMissing)
    problems.carrier = SHIPMENT_TEXTS.courierUnnamed;
  return problems;
}

export const FULFIL_FAILED = 'Failed to update status. Please try again.';

/** A refusal of mark_order_fulfilled in words: its own message for the rules it shares with this form. */
export function fulfilRefusalText(error: unknown): string {
  const { code, hint, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const own = typeof hint === 'string' && (hint.startsWith('shipment_') || hint === 'order_status_transition');
  if (code === 'P0001' && own && typeof message === 'string' && message !== '') return message;
  return errorText(error, FULFIL_FAILED);
}

/** What the card says of the parcel, once shipped; null before. */
export function shipmentFacts(order: Pick<AdminOrder, 'shipment_carrier' | 'shipment_tracking' | 'shipment_insured_value'>) {
  if (!order.shipment_carrier || !order.shipment_tracking) return null;
  return {
    carrier: order.shipment_carrier,
    tracking: order.shipment_tracking,
    insuredValue: order.shipment_insured_value,
    trackingUrl: trackingUrl(order.shipment_carrier),
  };
}

const MESSAGE_NAMES: Record<string, string> = {
  order_placed: 'order confirmation',
  payment_confirmed: 'payment received',
  payment_rejected: 'payment rejected',
  order_shipped: 'shipped',
  order_cancelled: 'cancelled',
  order_expired: 'hold ended',
  shop_new_order: 'new order (to the shop)',
  shop_utr_submitted: 'UTR submitted (to the shop)',
};

/** "E-mail not delivered: shipped (to a@b.c)": the messages that failed after their last try. */
export function undeliveredNote(undelivered: AdminOrder['undelivered']): string | null {
  if (!undelivered?.length) return null;
  const list = undelivered.map((m) => `${MESSAGE_NAMES[m.template] ?? m.template} (to ${m.recipient})`).join(', ');
  return `E-mail not delivered: ${list}`;
}
