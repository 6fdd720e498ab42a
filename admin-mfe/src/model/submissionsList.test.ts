import { describe, expect, it } from 'vitest';
import type { SellerSubmissionRow } from '@sikka/shared/domain/sellerSubmissions';
import { NO_EDITS, shownSubmissions, wantsSubmissionChange, type SubmissionRead } from './submissionsList';

const submission = (id: string, status = 'pending'): SellerSubmissionRow => ({
  id,
  status,
  seller_name: `Seller ${id}`,
  seller_phone: '+919848012345',
  image_url: `https://img.example/${id}.jpg`,
  admin_notes: null,
  created_at: '2026-11-23T10:00:00Z',
  submitted_by: null,
  submitted_from: null,
});

const read = (readAt: number, ...rows: SellerSubmissionRow[]): SubmissionRead => ({ rows, count: rows.length + 10, readAt });

describe('shownSubmissions', () => {
  it('shows a read as it is when this admin changed nothing', () => {
    const page = read(100, submission('a'), submission('b'));
    expect(shownSubmissions(page, NO_EDITS)).toEqual({ rows: page.rows, count: 12 });
  });

  it('keeps a submission deleted here hidden, and out of the count, when an older read still has it', () => {
    const shown = shownSubmissions(read(100, submission('a'), submission('b')), { ...NO_EDITS, removed: new Set(['a']) });
    expect(shown.rows.map((row) => row.id)).toEqual(['b']);
    expect(shown.count).toBe(11);
  });

  it('shows the status saved here over a read that began before the save', () => {
    const shown = shownSubmissions(read(100, submission('a')), { ...NO_EDITS, saved: { a: { status: 'accepted', at: 150 } } });
    expect(shown.rows[0]?.status).toBe('accepted');
  });

  it('trusts a read that began after the save (another admin may have changed it since)', () => {
    const shown = shownSubmissions(read(200, submission('a', 'rejected')), {
      ...NO_EDITS,
      saved: { a: { status: 'accepted', at: 150 } },
    });
    expect(shown.rows[0]?.status).toBe('rejected');
  });
});

describe('wantsSubmissionChange (spec §7)', () => {
  const removed = new Set(['gone']);

  it('refetches on inserts, updates and deletes made elsewhere', () => {
    expect(wantsSubmissionChange({ kind: 'inserted', id: 'new' }, removed)).toBe(true);
    expect(wantsSubmissionChange({ kind: 'updated', id: 'gone' }, removed)).toBe(true);
    expect(wantsSubmissionChange({ kind: 'deleted', id: 'other' }, removed)).toBe(true);
  });

  it('ignores the delete of a submission already removed here', () => {
    expect(wantsSubmissionChange({ kind: 'deleted', id: 'gone' }, removed)).toBe(false);
  });
});
