import { describe, expect, it } from 'vitest';
import { UploadError } from '@sikka/shared/upload';
import { submitFailureText } from './submitFailure';

const FALLBACK = 'Failed to submit. Please try again.';

describe("the Sell page's failure banner (spec §8 Sell: 'The message, or …')", () => {
  it("shows the spec's text for a refusal the database names by key", () => {
    expect(submitFailureText({ code: 'P0001', hint: 'sell_image_count', message: 'Maximum 3 images allowed' })).toBe(
      'Maximum 3 images allowed',
    );
    expect(
      submitFailureText({
        code: '23514',
        message: 'new row for relation "seller_submissions" violates check constraint "seller_submissions_seller_phone_format"',
      }),
    ).toBe('Please enter a valid phone number: +91 followed by 10 digits, or 10 digits');
  });

  it('says plainly when the hourly limit of a visitor or a network is reached (issue 49)', () => {
    expect(
      submitFailureText({ code: 'P0001', hint: 'sell_session_limit', message: 'At most 5 submissions an hour from one visitor' }),
    ).toBe('You have sent several coins for evaluation in the last hour. Please try again later, or contact us to send more.');
    expect(
      submitFailureText({
        code: 'P0001',
        hint: 'sell_address_limit',
        message: 'At most 20 submissions an hour from one network',
      }),
    ).toBe('Too many submissions from your network right now. Please try again in a little while.');
  });

  it("shows the backend's own message when it has one and no key", () => {
    expect(submitFailureText({ code: 'PGRST000', message: 'Could not connect to the database' })).toBe(
      'Could not connect to the database',
    );
    expect(
      submitFailureText(new UploadError('refused', 'The object exceeded the maximum allowed size', 413, 'EntityTooLarge')),
    ).toBe('The object exceeded the maximum allowed size');
  });

  it('falls back when nothing from the backend came back', () => {
    expect(submitFailureText(new TypeError('Failed to fetch'))).toBe(FALLBACK);
    expect(submitFailureText(new UploadError('network', 'Failed to fetch'))).toBe(FALLBACK);
    expect(submitFailureText(new Error('Could not encode the photo'))).toBe(FALLBACK);
    expect(submitFailureText({ code: 'PGRST000', message: ' ' })).toBe(FALLBACK);
    expect(submitFailureText(undefined)).toBe(FALLBACK);
  });
});
