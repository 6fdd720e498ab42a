import { describe, expect, it } from 'vitest';
import { auctionState } from './auctionState';

describe("an auction's state", () => {
  const auction = { status: 'scheduled', starts_at: '2026-11-30T09:00:00Z' };
  const lots = [
    { status: 'open', closes_at: '2026-11-30T10:00:00Z' },
    { status: 'open', closes_at: '2026-11-30T10:01:00Z' },
  ];
  it('is upcoming before the start, open while a lot is, closed after the last close by the server clock', () => {
    expect(auctionState(auction, lots, Date.parse('2026-11-30T08:00:00Z'))).toBe('upcoming');
    expect(auctionState(auction, lots, Date.parse('2026-11-30T10:00:30Z'))).toBe('open');
    expect(auctionState(auction, lots, Date.parse('2026-11-30T10:01:00Z'))).toBe('closed');
    expect(auctionState({ ...auction, status: 'closed' }, lots, Date.parse('2026-11-30T09:30:00Z'))).toBe('closed');
  });
});
