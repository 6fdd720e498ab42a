import { describe, expect, it } from 'vitest';
import { lotPhase, lotSells, reserveText, standingOf } from './standing';

describe("a bidder's standing", () => {
  const open = { closed: false, sold: null };
  it('is winning when the leader is me, outbid when I bid and someone else leads', () => {
    expect(standingOf({ ...open, leader_handle: 'Bidder 104' }, { handle: 'Bidder 104', hasBid: true })).toBe('winning');
    expect(standingOf({ ...open, leader_handle: 'Bidder 105' }, { handle: 'Bidder 104', hasBid: true })).toBe('outbid');
  });

  it('is nothing for a visitor or for a bidder who never bid on the lot', () => {
    expect(standingOf({ ...open, leader_handle: 'Bidder 105' }, { handle: null, hasBid: false })).toBeNull();
    expect(standingOf({ ...open, leader_handle: 'Bidder 105' }, { handle: 'Bidder 104', hasBid: false })).toBeNull();
  });

  it('turns into won or lost once the lot is closed; leading an unsold lot is not winning it', () => {
    const me = { handle: 'Bidder 104', hasBid: true };
    expect(standingOf({ leader_handle: 'Bidder 104', closed: true, sold: true }, me)).toBe('won');
    expect(standingOf({ leader_handle: 'Bidder 104', closed: true, sold: false }, me)).toBe('lost');
    expect(standingOf({ leader_handle: 'Bidder 105', closed: true, sold: true }, me)).toBe('lost');
  });
});

describe("a lot's phase", () => {
  const starts = '2026-11-30T09:00:00Z';
  const lot = { status: 'open', closes_at: '2026-11-30T10:00:00Z' };
  it('is upcoming before the start, open until its close, closed from the closing instant by the server clock', () => {
    expect(lotPhase(lot, starts, Date.parse('2026-11-30T08:59:59Z'))).toBe('upcoming');
    expect(lotPhase(lot, starts, Date.parse('2026-11-30T09:59:59.999Z'))).toBe('open');
    expect(lotPhase(lot, starts, Date.parse('2026-11-30T10:00:00Z'))).toBe('closed');
  });

  it('is what the database settled it as, once it did', () => {
    for (const status of ['sold', 'unsold', 'cancelled'])
      expect(lotPhase({ ...lot, status }, starts, Date.parse('2026-11-30T09:30:00Z'))).toBe(status);
  });
});

describe('whether a closed lot sells', () => {
  const lot = { leader_handle: 'Bidder 104', has_reserve: true, reserve_met: false };
  it('is the settlement once made, and before it the leading bid against the reserve', () => {
    expect(lotSells('open', lot)).toBeNull();
    expect(lotSells('sold', lot)).toBe(true);
    expect(lotSells('unsold', { ...lot, reserve_met: true })).toBe(false);
    expect(lotSells('closed', lot)).toBe(false);
    expect(lotSells('closed', { ...lot, reserve_met: true })).toBe(true);
    expect(lotSells('closed', { ...lot, has_reserve: false, reserve_met: null })).toBe(true);
    expect(lotSells('closed', { ...lot, leader_handle: null, has_reserve: false })).toBe(false);
  });
});

describe('the reserve', () => {
  it('says whether it is met, never its amount, and nothing without one', () => {
    expect(reserveText({ has_reserve: true, reserve_met: false })).toBe('Reserve not met');
    expect(reserveText({ has_reserve: true, reserve_met: true })).toBe('Reserve met');
    expect(reserveText({ has_reserve: false, reserve_met: null })).toBeNull();
  });
});
