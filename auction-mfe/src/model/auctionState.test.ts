import { describe, expect, it } from 'vitest';
import { auctionDateWords, auctionState } from './auctionState';

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

describe('auctionDateWords', () => {
  const auction = { starts_at: '2026-11-28T14:30:00Z', first_lot_closes_at: '2026-11-30T14:30:00Z' };
  it('says both dates as to come before the auction opens', () => {
    expect(auctionDateWords(auction, Date.parse('2026-11-28T14:29:59Z'))).toEqual({
      opens: 'Opens',
      firstLotCloses: 'First lot closes',
    });
  });
  it('says the opening as past once it has opened, and the first close as past from its moment', () => {
    expect(auctionDateWords(auction, Date.parse('2026-11-28T14:30:00Z'))).toEqual({
      opens: 'Opened',
      firstLotCloses: 'First lot closes',
    });
    expect(auctionDateWords(auction, Date.parse('2026-11-30T14:30:00Z'))).toEqual({
      opens: 'Opened',
      firstLotCloses: 'First lot closed',
    });
  });
});
