import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_MAX, cancelReasonProblem, trimCancelReason } from './cancel';

describe("a cancelled auction's reason", () => {
  it('is required: nothing, spaces or line breaks alone are no reason', () => {
    for (const reason of [null, undefined, '', '   ', '\n\t \r\n'])
      expect(cancelReasonProblem(reason)).toBe('auction_cancel_reason_required');
  });

  it('is at most 300 characters once trimmed, an emoji counting as one', () => {
    expect(cancelReasonProblem('x'.repeat(CANCEL_REASON_MAX))).toBeNull();
    expect(cancelReasonProblem(`  ${'x'.repeat(CANCEL_REASON_MAX)}\n`)).toBeNull();
    expect(cancelReasonProblem('🪙'.repeat(CANCEL_REASON_MAX))).toBeNull();
    expect(cancelReasonProblem('x'.repeat(CANCEL_REASON_MAX + 1))).toBe('auction_cancel_reason_too_long');
  });

  it('is kept as typed inside, trimmed around', () => {
    expect(trimCancelReason('\n  The consignor withdrew\tthe coins  \r\n')).toBe('The consignor withdrew\tthe coins');
  });
});
