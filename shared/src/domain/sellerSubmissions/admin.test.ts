import { describe, expect, it } from 'vitest';
import { submissionSearchFilter } from './admin';

describe('submissionSearchFilter (spec §5: name, phone or status)', () => {
  it('matches name, phone and status', () => {
    expect(submissionSearchFilter('ravi')).toBe('seller_name.ilike."*ravi*",seller_phone.ilike."*ravi*",status.ilike."*ravi*"');
  });

  it('also matches a phone typed with spaces or a plus by its digits', () => {
    expect(submissionSearchFilter('98480 12345')).toContain(',seller_phone.ilike."*9848012345*"');
    expect(submissionSearchFilter('+91 98480')).toContain(',seller_phone.ilike."*9198480*"');
  });

  it('searches plain digits once', () => {
    expect(submissionSearchFilter('98480')?.split(',')).toHaveLength(3);
  });

  it('has no filter for an empty search', () => {
    expect(submissionSearchFilter('')).toBeNull();
  });
});
