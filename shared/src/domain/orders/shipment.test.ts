import { describe, expect, it } from 'vitest';
import { isIndiaPost, normalizeTracking, shipmentProblems, trackingUrl } from './shipment';

const ok = (carrier: string, tracking: string, insuredValue = 100) =>
  Object.keys(shipmentProblems({ carrier, tracking, insuredValue })).length === 0;

describe('the India Post tracking rule', () => {
  it('takes 13 characters: two letters, nine digits, IN', () => {
    expect(ok('India Post Speed Post', 'EE123456789IN')).toBe(true);
    expect(ok('India Post Registered Post', normalizeTracking('rb 123 456 789 in'))).toBe(true);
  });

  it('refuses a number of another length or country, with the rule in words', () => {
    for (const tracking of ['EE12345678IN', 'EE1234567890IN', 'EE123456789US', '1234567890123']) {
      expect(shipmentProblems({ carrier: 'India Post Speed Post', tracking, insuredValue: 1 }).tracking).toBe(
        'An India Post tracking number has 13 characters, e.g. EE123456789IN',
      );
    }
  });

  it("takes a courier's own number of 4 to 40 letters, digits or dashes", () => {
    expect(ok('Blue Dart', '81234567890')).toBe(true);
    expect(ok('DTDC', 'D1-2')).toBe(true);
    expect(ok('DTDC', 'AB')).toBe(false);
  });

  it('asks for a carrier and a whole, non-negative insured value', () => {
    expect(shipmentProblems({ carrier: ' ', tracking: 'EE123456789IN', insuredValue: 1 }).carrier).toBeDefined();
    expect(shipmentProblems({ carrier: 'DTDC', tracking: 'D1-2', insuredValue: -1 }).insuredValue).toBeDefined();
    expect(shipmentProblems({ carrier: 'DTDC', tracking: 'D1-2', insuredValue: 2.5 }).insuredValue).toBeDefined();
  });

  it("links India Post's tracking page for India Post only", () => {
    expect(isIndiaPost(' India Post Speed Post ')).toBe(true);
    expect(trackingUrl('India Post Registered Post')).toMatch(/^https:\/\/www\.indiapost\.gov\.in\//);
    expect(trackingUrl('Blue Dart')).toBeNull();
  });
});
