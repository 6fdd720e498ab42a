import { describe, expect, it } from 'vitest';
import { LINK_EXPIRED, linkFailure, withoutLinkFailure } from './passwordRecovery';

describe('a recovery link that failed', () => {
  it('reads GoTrue’s otp_expired (reused or expired link) from the query or the fragment', () => {
    const fields = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    expect(linkFailure(`?${fields}`, '')).toBe(LINK_EXPIRED);
    expect(linkFailure('', `#${fields}&sb=`)).toBe(LINK_EXPIRED);
  });

  it('says another failure in GoTrue’s own words', () => {
    expect(
      linkFailure('?error=invalid_request&error_code=flow_state_not_found&error_description=No+associated+flow+state+found', ''),
    ).toBe('This link could not be used: No associated flow state found. Please ask for a new one.');
  });

  it('finds nothing in an ordinary address or a successful link', () => {
    expect(linkFailure('?q=rupee', '')).toBeNull();
    expect(linkFailure('?code=abc', '')).toBeNull();
  });

  it('takes the error off the address and keeps the rest', () => {
    expect(
      withoutLinkFailure(
        'http://localhost:3000/?ref=mail&error=access_denied&error_code=otp_expired&error_description=x#error=access_denied&sb=',
      ),
    ).toBe('http://localhost:3000/?ref=mail');
    expect(withoutLinkFailure('http://localhost:3000/blog#top')).toBe('http://localhost:3000/blog#top');
  });
});
