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
 * Post), nine digits and the country code IN, e.g. EE123456789IN. The check digit is not checked: the
 * shop's own example number would fail it, and a typo is caught by the buyer's tracking link anyway.
 */
export const INDIA_POST_TRACKING = /^[A-Z]{2}[0-9]{9}IN$/;
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

export type ShipmentProblems = Partial<Record<keyof ShipmentInput, string>>;

/** Why the shipment cannot be saved yet, field by field (the texts mark_order_fulfilled answers with too). */
export function shipmentProblems({ carrier, tracking, insuredValue }: ShipmentInput): ShipmentProblems {
  const problems: ShipmentProblems = {};
  const name = carrier.trim();
  if (name === '') problems.carrier = 'Please choose the carrier, or name the courier';
  else if (name.length > CARRIER_MAX) problems.carrier = `At most ${CARRIER_MAX} characters`;
  const number = normalizeTracking(tracking);
  if (number === '') problems.tracking = 'Please enter the tracking number';
  else if (isIndiaPost(name) && !INDIA_POST_TRACKING.test(number))
    problems.tracking = 'An India Post tracking number has 13 characters, e.g. EE123456789IN';
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
