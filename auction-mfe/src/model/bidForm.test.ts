import { describe, expect, it } from 'vitest';
import { auctionRefusal, bidFormSchema, leastMaximum } from './bidForm';

const schema = bidFormSchema(() => 1100, 100_000_000);
const problem = (amount: string) => {
  const result = schema.safeParse({ amount });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the bid form', () => {
  it('takes a whole number of rupees at or above the minimum, with or without ₹ and commas', () => {
    expect(schema.parse({ amount: '1100' })).toEqual({ amount: 1100 });
    expect(schema.parse({ amount: ' ₹1,25,000 ' })).toEqual({ amount: 125_000 });
  });

  it("refuses what the database refuses, in the database's words", () => {
    expect(problem('1000')).toBe('Your bid is below the next minimum bid: ₹1,100');
    expect(problem('1100.50')).toBe('Please enter your bid in whole rupees');
    expect(problem('-1200')).toBe('Please enter your bid in whole rupees');
    expect(problem('abc')).toBe('Please enter your bid in whole rupees');
    expect(problem('')).toBe('Please enter your bid in whole rupees');
    expect(problem('0')).toBe('Please enter your bid in whole rupees');
    expect(problem('100000001')).toBe('This bid is larger than we accept online. Please contact us.');
  });

  it('reads the minimum at each check: it moves with every bid', () => {
    let minimum = 1100;
    const moving = bidFormSchema(() => minimum, 100_000_000);
    expect(moving.safeParse({ amount: '1200' }).success).toBe(true);
    minimum = 1300;
    expect(moving.safeParse({ amount: '1200' }).success).toBe(false);
  });
});

describe("the leader's new maximum", () => {
  // Issue 47, found on the lot page: the leader with a maximum of ₹2,000 was told 'Enter ₹1,300 or more',
  // typed 1300, and the database refused it. place_bid takes a leader's maximum above their own: ₹2,001.
  const leader = bidFormSchema(
    () => 1300,
    100_000_000,
    () => 2000,
  );
  const leaderProblem = (amount: string) => {
    const result = leader.safeParse({ amount });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('is at least one rupee above their current maximum, or the next minimum if that is higher', () => {
    expect(leastMaximum(1300, 2000)).toBe(2001);
    expect(leastMaximum(1300, null)).toBe(1300);
    expect(leastMaximum(1300, 1000)).toBe(1300);
  });

  it("is refused at or below their current maximum, in the database's words", () => {
    expect(leaderProblem('1300')).toBe('Your new maximum must be higher than your current maximum: ₹2,000');
    expect(leaderProblem('2000')).toBe('Your new maximum must be higher than your current maximum: ₹2,000');
    expect(leaderProblem('2001')).toBeNull();
  });

  it('is refused below the next minimum first, as the database checks it first', () => {
    expect(leaderProblem('1200')).toBe('Your bid is below the next minimum bid: ₹1,300');
    expect(leaderProblem('1300.5')).toBe('Please enter your bid in whole rupees');
  });
});

describe("the database's refusals", () => {
  it("show an auction function's own message, and nothing else", () => {
    expect(
      auctionRefusal({ code: 'P0001', hint: 'bid_too_low', details: '1100', message: 'Your bid is below the next minimum bid' }),
    ).toBe('Your bid is below the next minimum bid: ₹1,100');
    expect(
      auctionRefusal({
        code: 'P0001',
        hint: 'bid_not_above_own_maximum',
        details: '5000',
        message: 'Your new maximum must be higher than your current maximum',
      }),
    ).toBe('Your new maximum must be higher than your current maximum: ₹5,000');
    expect(auctionRefusal({ code: 'P0001', hint: 'bid_closed', message: 'Bidding on this lot has closed' })).toBe(
      'Bidding on this lot has closed',
    );
    expect(auctionRefusal({ code: 'P0001', hint: 'bid_blocked', details: '', message: 'x' })).toBe(
      'Your account cannot bid in our auctions. Please contact us.',
    );
    expect(auctionRefusal({ code: '42501', hint: null, message: 'permission denied for table auction_bids' })).toBeUndefined();
    expect(auctionRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(auctionRefusal(null)).toBeUndefined();
  });
});
