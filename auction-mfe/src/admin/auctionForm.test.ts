import { describe, expect, it } from 'vitest';
import { auctionFormSchema, fromLocalInput, toLocalInput } from './auctionForm';

const draft = (starts_at: string, first_lot_closes_at: string) =>
  auctionFormSchema.safeParse({ title: 'Winter sale', description: '', starts_at, first_lot_closes_at });

describe("the auction form's times", () => {
  it("are typed and shown in India's time, as the auction's pages say them, whatever the browser's clock", () => {
    expect(toLocalInput('2026-12-05T12:30:00.000Z')).toBe('2026-12-05T18:00');
    expect(fromLocalInput('2026-12-05T18:00')).toBe('2026-12-05T12:30:00.000Z');
    // Past midnight in India while still the day before in UTC.
    expect(toLocalInput('2026-12-04T19:00:00.000Z')).toBe('2026-12-05T00:30');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('refuses a close before the start, and a day the month has not', () => {
    expect(draft('2026-12-05T18:00', '2026-12-06T18:00').success).toBe(true);
    expect(draft('2026-12-05T18:00', '2026-12-05T17:59').error?.issues[0]?.message).toBe(
      'The first lot must close after the auction starts',
    );
    expect(draft('2026-02-30T10:00', '2026-03-02T10:00').error?.issues[0]?.message).toBe('Please give the start');
  });
});
