import type {
  SellerSubmissionChange,
  SellerSubmissionPage,
  SellerSubmissionRow,
  SubmissionStatus,
} from '@sikka/shared/domain/sellerSubmissions';

/** A page of submissions and when its read began (ms since epoch). */
export interface SubmissionRead extends SellerSubmissionPage {
  readAt: number;
}

/**
 * What this admin has done that a read may not show yet: submissions deleted here (spec §7: "the
 * deleted id is remembered and the lists are refreshed locally") and statuses saved here, with when.
 */
export interface LocalSubmissionEdits {
  removed: ReadonlySet<string>;
  saved: Readonly<Record<string, { status: SubmissionStatus; at: number }>>;
}

export const NO_EDITS: LocalSubmissionEdits = { removed: new Set(), saved: {} };

/**
 * The page as this admin should see it. A read that began before a local delete still holds the row:
 * it stays hidden (and out of the count), so a deleted card never flickers back. A read that began
 * before a local status change shows the saved status; a later read is the truth (another admin may
 * have changed it since).
 */
export function shownSubmissions(read: SubmissionRead, edits: LocalSubmissionEdits): SellerSubmissionPage {
  const rows: SellerSubmissionRow[] = [];
  let hidden = 0;
  for (const row of read.rows) {
    const saved = edits.saved[row.id];
    if (edits.removed.has(row.id)) hidden++;
    else rows.push(saved && saved.at >= read.readAt ? { ...row, status: saved.status } : row);
  }
  return { rows, count: Math.max(0, read.count - hidden) };
}

/** Spec §7: every change triggers a refetch, except deletes of ids already removed locally. */
export function wantsSubmissionChange(change: SellerSubmissionChange, removed: ReadonlySet<string>): boolean {
  return !(change.kind === 'deleted' && removed.has(change.id));
}
