import { describe, expect, it } from 'vitest';
import { isIndiaPost, isIndiaPostTracking, normalizeTracking, s10CheckDigit, shipmentProblems, trackingUrl } from './shipment';

const ok = (carrier: string, tracking: string, insuredValue = 100) =>
  Object.keys(shipmentProblems({ carrier, tracking, insuredValue })).length === 0;

describe('the India Post tracking rule', () => {
  it('takes 13 characters: two letters, nine digits, IN', () => {
    expect(ok('India Post Speed Post', 'EE123456785IN')).toBe(true);
    expect(ok('India Post Registered Post', normalizeTracking('rb 123 456 785 in'))).toBe(true);
  });

  it('works out the UPU S10 check digit: weights 8 6 4 2 3 5 9 7, 11 − sum mod 11, 10 → 0, 11 → 5', () => {
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(s10CheckDigit('47312482')).toBe(9); // the standard's own example, AA473124829GB
    expect(s10CheckDigit('00000000')).toBe(5); // sum 0: 11 → 5
    expect(s10CheckDigit('00060000')).toBe(0); // sum 12: 10 → 0
    for (const valid of ['EE123456785IN', 'EE473124829IN', 'RR000000005IN', 'EK000600000IN', 'EK418275939IN'])
      expect(isIndiaPostTracking(valid)).toBe(true);
  });

  it('refuses a number whose check digit does not match, saying so', () => {
    for (const tracking of ['EE123456789IN', 'EE473124828IN', 'RR000000000IN']) {
      expect(isIndiaPostTracking(tracking)).toBe(false);
      expect(shipmentProblems({ carrier: 'India Post Speed Post', tracking, insuredValue: 1 }).tracking).toBe(
        'This India Post tracking number’s check digit does not match: please check the number on the receipt',
      );
    }
    // A courier's number is not an S10 number: its digits are its own.
    expect(ok('Blue Dart', 'EE123456789IN')).toBe(true);
  });

  it('refuses a number of another length or country, with the rule in words', () => {
    for (const tracking of ['EE12345678IN', 'EE1234567890IN', 'EE123456789US', '1234567890123']) {
      expect(shipmentProblems({ carrier: 'India Post Speed Post', tracking, insuredValue: 1 }).tracking).toBe(
        'An India Post tracking number has 13 characters, e.g. EE123456785IN',
      );
    }
  });

  it("takes a courier's own number of 4 to 40 letters, digits or dashes", () => {
    expect(ok('Blue Dart', '81234567890')).toBe(true);
    expect(ok('DTDC', 'D1-2')).toBe(true);
    expect(ok('DTDC', 'AB')).toBe(false);
  });

  it('asks for a carrier and a whole, non-negative insured value', () => {
    // mark_order_fulfilled's words for it too (shipment_carrier_required).
    expect(shipmentProblems({ carrier: ' ', tracking: 'EE123456785IN', insuredValue: 1 }).carrier).toBe(
      'Please choose the carrier, or name the courier',
    );
    expect(shipmentProblems({ carrier: 'DTDC', tracking: 'D1-2', insuredValue: -1 }).insuredValue).toBeDefined();
    expect(shipmentProblems({ carrier: 'DTDC', tracking: 'D1-2', insuredValue: 2.5 }).insuredValue).toBeDefined();
  });

  it("links India Post's tracking page for India Post only", () => {
    expect(isIndiaPost(' India Post Speed Post ')).toBe(true);
    expect(trackingUrl('India Post Registered Post')).toMatch(/^https:\/\/www\.indiapost\.gov\.in\//);
    expect(trackingUrl('Blue Dart')).toBeNull();
  });
});
