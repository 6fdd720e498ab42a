import { describe, expect, it } from 'vitest';
import { sampleOrder } from './orders.fixture';
import {
  COURIER,
  fulfilDraft,
  fulfilProblems,
  fulfilRefusalText,
  shipmentFacts,
  shipmentOf,
  undeliveredNote,
} from './ordersShipment';

describe("'Mark Fulfilled' form", () => {
  it('starts with India Post Speed Post and the order total as the insured value', () => {
    expect(fulfilDraft(sampleOrder())).toEqual({
      carrierChoice: 'India Post Speed Post',
      courierName: '',
      tracking: '',
      insuredValue: '2300',
    });
  });

  it('sends the courier by name, the tracking number upper-cased without spaces, the value in rupees', () => {
    const draft = { carrierChoice: COURIER, courierName: ' Blue Dart ', tracking: 'bd 123 456', insuredValue: '1,500' };
    expect(shipmentOf(draft)).toEqual({ carrier: 'Blue Dart', tracking: 'BD123456', insuredValue: 1500 });
  });

  it('asks for a 13-character India Post number, a courier name and a whole-rupee value', () => {
    const base = fulfilDraft(sampleOrder());
    expect(fulfilProblems({ ...base, tracking: 'EE123IN' }).tracking).toBe(
      'An India Post tracking number has 13 characters, e.g. EE123456785IN',
    );
    expect(fulfilProblems({ ...base, tracking: 'ee123456785in' })).toEqual({});
    // 'Courier (name it)' is a carrier chosen: what is missing is its name.
    expect(fulfilProblems({ ...base, carrierChoice: COURIER, tracking: '81234567890' }).carrier).toBe('Please name the courier');
    expect(fulfilProblems({ ...base, carrierChoice: COURIER, courierName: '  ', tracking: '81234567890' }).carrier).toBe(
      'Please name the courier',
    );
    expect(fulfilProblems({ ...base, tracking: 'EE123456785IN', insuredValue: '12.5' }).insuredValue).toBe(
      'Please enter the insured value in whole rupees',
    );
  });

  it("says the database's reason for a shipment it refused", () => {
    const refusal = {
      code: 'P0001',
      hint: 'shipment_tracking_india_post',
      message: 'An India Post tracking number has 13 characters, e.g. EE123456785IN',
    };
    expect(fulfilRefusalText(refusal)).toBe(refusal.message);
    expect(fulfilRefusalText(new Error('network'))).toBe('Failed to update status. Please try again.');
  });
});

describe('the card', () => {
  it("shows an India Post parcel with India Post's tracking page, a courier's without a link", () => {
    const shipped = sampleOrder({
      shipment_carrier: 'India Post Registered Post',
      shipment_tracking: 'RB123456785IN',
      shipment_insured_value: 2300,
    });
    expect(shipmentFacts(shipped)?.trackingUrl).toMatch(/^https:\/\/www\.indiapost\.gov\.in\//);
    expect(shipmentFacts({ ...shipped, shipment_carrier: 'DTDC' })?.trackingUrl).toBeNull();
    expect(shipmentFacts(sampleOrder())).toBeNull();
  });

  it('says which e-mails were not delivered, and to whom', () => {
    expect(undeliveredNote([{ template: 'order_shipped', recipient: 'a@b.in', last_error: 'x' }])).toBe(
      'E-mail not delivered: shipped (to a@b.in)',
    );
    expect(undeliveredNote([])).toBeNull();
  });
});
