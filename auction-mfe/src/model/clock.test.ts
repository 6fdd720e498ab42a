import { describe, expect, it } from 'vitest';
import { clockOffset, formatTimeLeft, msLeft } from './clock';

describe('the server clock', () => {
  it('takes the offset at the middle of the request that read it', () => {
    // Sent at 1000, answered at 1200 (browser ms); the server read 10:00:00.100 UTC at 1100.
    const server = '2026-11-30T10:00:00.100Z';
    expect(clockOffset(server, 1200, 1000)).toBe(Date.parse(server) - 1100);
    expect(clockOffset(server, 5000)).toBe(Date.parse(server) - 5000);
  });

  it('counts a browser minutes off as the server counts', () => {
    const serverNow = Date.parse('2026-11-30T10:00:00Z');
    const browserNow = serverNow - 5 * 60_000; // the browser's clock is five minutes slow
    const offset = clockOffset(new Date(serverNow).toISOString(), browserNow);
    expect(msLeft('2026-11-30T10:01:00Z', browserNow + offset)).toBe(60_000);
  });

  it('never counts below zero, and reads a bad timestamp as no offset', () => {
    expect(msLeft('2026-11-30T09:00:00Z', Date.parse('2026-11-30T10:00:00Z'))).toBe(0);
    expect(clockOffset('not a time', 1000)).toBe(0);
  });

  it.each([
    [0, 'Closed'],
    [-5, 'Closed'],
    [999, '0s'],
    [45_000, '45s'],
    [12 * 60_000 + 5_000, '12m 05s'],
    [3 * 3600_000 + 12 * 60_000 + 59_000, '3h 12m'],
    [2 * 86_400_000 + 4 * 3600_000, '2d 4h'],
  ])('shows %i ms left as %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
