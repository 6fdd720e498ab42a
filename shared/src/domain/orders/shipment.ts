/**
 * The parcel of a fulfilled order (issue 33): carrier, tracking number, insured value. The SQL twin is
 * private.shipment_problem() in 20261125301000_outbox_and_shipment.sql; the same samples are checked
 * against both (supabase/tests/messages-shipment.test.ts), so the two copies cannot drift.
 */

/** India Post's two registered services, as the admin picks them and as the buyer reads them. */
export const INDIA_POST_CARRIERS = ['India Post Speed Post', 'India Post Registered Post'] as const;

export const isIndiaPost = (carrier: string) => (INDIA_POST_CARRIERS as readonly string[]).includes(carrier.trim());

/**
 * India Post articles carry a UPU S10 number: 13 characters, two letters (E… Speed Post, R… Registered
 * Post), eight serial digits, a check digit and the country code IN, e.g. EE123456785IN.
 */
export const INDIA_POST_TRACKING = /^[A-Z]{2}[0-9]{9}IN$/;

/** UPU S10's weights of the eight serial digits. */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/**
 * The S10 check digit of eight serial digits: 11 − (Σ digit × weight mod 11), where 10 becomes 0 and 11
 * becomes 5. '12345678' → 5 (so EE123456789IN, with 9, is mistyped).
 */
export function s10CheckDigit(serial: string): number {
  const sum = S10_WEIGHTS.reduce((total, weight, i) => total + Number(serial[i]) * weight, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** An India Post number of the right shape whose check digit matches its serial. */
export const isIndiaPostTracking = (number: string) =>
  INDIA_POST_TRACKING.test(number) && s10CheckDigit(number.slice(2, 10)) === Number(number[10]);

/** A courier's consignment number: letters, digits and dashes, 4 to 40 of them. */
export const COURIER_TRACKING = /^[A-Z0-9-]{4,40}$/;
export const CARRIER_MAX = 60;

/** As stored: spaces taken out and upper-cased ('ee 123 456 789 in' → 'EE123456789IN'). */
export const normalizeTracking = (tracking: string) => tracking.replace(/\s+/g, '').toUpperCase();

export interface ShipmentInput {
  carrier: string;
  tracking: string;
  /** Rupees; the admin's form starts from the order total. */
  insuredValue: number;
}

/**
 * The carrier's and the tracking number's refusals (mark_order_fulfilled raises the same texts).
 * `courierUnnamed` is the admin form's alone: the database is sent no carrier, not that 'Courier' was chosen.
 */
export const SHIPMENT_TEXTS = {
  carrierMissing: 'Please choose the carrier, or name the courier',
  courierUnnamed: 'Please name the courier',
  indiaPostShape: 'An India Post tracking number has 13 characters, e.g. EE123456785IN',
  indiaPostCheckDigit: 'This India Post tracking number’s check digit does not match: please check the number on the receipt',
} as const;

export type ShipmentProblems = Partial<Record<keyof ShipmentInput, string>>;

/** Why the shipment cannot be saved yet, field by field (the texts mark_order_fulfilled answers with too). */
export function shipmentProblems({ carrier, tracking, insuredValue }: ShipmentInput): ShipmentProblems {
  const problems: ShipmentProblems = {};
  const name = carrier.trim();
  if (name === '') problems.carrier = SHIPMENT_TEXTS.carrierMissing;
  else if (name.length > CARRIER_MAX) problems.carrier = `At most ${CARRIER_MAX} characters`;
  const number = normalizeTracking(tracking);
  if (number === '') problems.tracking = 'Please enter the tracking number';
  else if (isIndiaPost(name) && !INDIA_POST_TRACKING.test(number)) problems.tracking = SHIPMENT_TEXTS.indiaPostShape;
  else if (isIndiaPost(name) && !isIndiaPostTracking(number)) problems.tracking = SHIPMENT_TEXTS.indiaPostCheckDigit;
  else if (!isIndiaPost(name) && !COURIER_TRACKING.test(number))
    problems.tracking = 'A tracking number has 4 to 40 letters, digits or dashes';
  if (!Number.isInteger(insuredValue) || insuredValue < 0 || insuredValue > 2_147_483_647)
    problems.insuredValue = 'Please enter the insured value in whole rupees';
  return problems;
}

/** India Post's public tracking page (it asks for the number; the e-mail and the card show it beside the link). */
export const INDIA_POST_TRACKING_URL = 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx';

/** Where the buyer follows the parcel: India Post's tracking page, or none for a courier (its site varies). */
export const trackingUrl = (carrier: string | null | undefined) =>
  carrier && isIndiaPost(carrier) ? INDIA_POST_TRACKING_URL : null;
