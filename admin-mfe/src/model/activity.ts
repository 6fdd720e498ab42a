import { csvText } from '@sikka/shared/csv';
import { formatDateTime, formatIsoIndia } from '@sikka/shared/format';

/** One entry of the activity log (public.activity_log). */
export interface ActivityEntry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  kind: string;
  entity: string;
  record_id: string | null;
  record_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ActivityPage {
  total: number;
  rows: ActivityEntry[];
  people: { id: string; name: string }[];
}

/** The screen's filters, kept in the URL: a person's id, a kind (or its group), days in India (YYYY-MM-DD). */
export interface ActivityFilter {
  person: string;
  kind: string;
  from: string;
  to: string;
}

export const ACTIVITY_PAGE_SIZE = 25;

const THINGS: Record<string, string> = {
  listing: 'Listing',
  order: 'Order',
  payment: 'Payment',
  promo_code: 'Promo code',
  blog_post: 'Blog post',
  submission: 'Seller submission',
  settings: 'Settings',
  staff: 'Staff role',
  staff_invite: 'Staff invitation',
  category: 'Category',
  reference_type: 'Reference type',
  return: 'Return',
  refund: 'Refund',
  // The auctions' tables (issue 47: 20261130100200_auction_admin.sql's triggers).
  auction: 'Auction',
  auction_lot: 'Auction lot',
  auction_reserve: 'Lot reserve',
  auction_bidder: 'Bidder',
  auction_win: 'Auction win',
  auction_settings: 'Auction settings',
};

const NAMED: Record<string, string> = {
  'listing.price': 'Listing price changed',
  'listing.status': 'Listing status changed',
  'payment.paid': 'Payment marked paid',
  'payment.rejected': 'Payment rejected',
  'order.fulfilled': 'Order fulfilled',
  'order.cancelled': 'Order cancelled',
  'submission.status': 'Seller submission status changed',
  'staff.role': 'Staff role changed',
  'staff_invite.created': 'Staff member invited',
  'staff_invite.changed': 'Staff member invited again',
  'staff_invite.deleted': 'Invitation accepted or withdrawn',
  'return.approved': 'Return approved',
  'return.declined': 'Return declined',
  'return.received': 'Return received',
  'refund.created': 'Refund recorded',
  'auction.scheduled': 'Auction scheduled',
  // Written by cancel_auction itself, with the reason staff gave (20261201100000_cancel_auction.sql).
  'auction.cancelled': 'Auction cancelled',
  'auction_lot.created': 'Lot added to an auction',
  'auction_lot.deleted': 'Lot removed from an auction',
  'auction_lot.cancelled': 'Lot withdrawn from an auction',
  // A lot's secrets row is made with the lot (its reserve, or none) and goes with it.
  'auction_reserve.created': 'Lot reserve recorded',
  'auction_reserve.deleted': 'Lot reserve removed',
  // Staff make a bidder's row only to block an account that never bid; a change is a block or its lifting.
  'auction_bidder.created': 'Bidder added',
  'auction_bidder.changed': 'Bidder blocked or unblocked',
  // The closing job's wins are not staff changes: a win made by staff is a lot offered to the underbidder.
  'auction_win.created': 'Lot offered to the underbidder',
};

const ACTIONS: Record<string, string> = { created: 'created', changed: 'changed', deleted: 'deleted' };

/** A kind as the screen says it: 'Payment marked paid', 'Promo code deleted'; an unknown one as it is. */
export function kindLabel(kind: string): string {
  const named = NAMED[kind];
  if (named) return named;
  const [thing = '', action = ''] = kind.split('.');
  const noun = THINGS[thing];
  return noun && ACTIONS[action] ? `${noun} ${ACTIONS[action]}` : kind;
}

/** The kind filter's choices: a group ('listing' = every listing change) or one kind. */
export const KIND_FILTERS = [
  { value: '', label: 'All kinds' },
  { value: 'listing', label: 'Listings (all)' },
  { value: 'listing.price', label: 'Listing prices' },
  { value: 'listing.status', label: 'Listing statuses' },
  { value: 'listing.deleted', label: 'Listings deleted' },
  { value: 'payment', label: 'Payments (paid or rejected)' },
  { value: 'payment.paid', label: 'Payments marked paid' },
  { value: 'payment.rejected', label: 'Payments rejected' },
  { value: 'order', label: 'Orders (all)' },
  { value: 'order.fulfilled', label: 'Orders fulfilled' },
  { value: 'order.cancelled', label: 'Orders cancelled' },
  { value: 'promo_code', label: 'Promo codes' },
  { value: 'blog_post', label: 'Blog posts' },
  { value: 'submission', label: 'Seller submissions' },
  { value: 'settings', label: 'Settings' },
  { value: 'staff', label: 'Staff roles' },
  { value: 'staff_invite', label: 'Staff invitations' },
  { value: 'return', label: 'Returns' },
  { value: 'refund', label: 'Refunds' },
  { value: 'auction', label: 'Auctions' },
  { value: 'auction.scheduled', label: 'Auctions scheduled' },
  { value: 'auction.cancelled', label: 'Auctions cancelled' },
  { value: 'auction_lot', label: 'Auction lots' },
  { value: 'auction_lot.cancelled', label: 'Auction lots withdrawn' },
  { value: 'auction_reserve', label: 'Lot reserves' },
  { value: 'auction_bidder', label: 'Bidders (blocks)' },
  { value: 'auction_win', label: 'Auction wins' },
  { value: 'auction_settings', label: 'Auction settings' },
] as const;

// A time as the database writes it in JSON ('2026-11-29T02:03:06.449729+00:00').
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as one line of text: a time on the Indian clock, text as it is, anything else as JSON; nothing as '—'. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return TIMESTAMP.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/** The changed columns of an entry, each with its value before and after (a new row: after only). */
export function changesOf(
  entry: Pick<ActivityEntry, 'before' | 'after' | 'kind'>,
): { column: string; before: string; after: string }[] {
  // A new or deleted row holds the whole row: its changes are too many to list, so none are.
  if (entry.before === null || entry.after === null) return [];
  return Object.keys(entry.after).map((column) => ({
    column,
    before: valueText(entry.before?.[column]),
    after: valueText(entry.after?.[column]),
  }));
}

const CSV_COLUMNS = ['When', 'Who', 'Role', 'Kind', 'Table', 'Record', 'Record ID', 'Before', 'After'] as const;

/** The entries as CSV: the time on the Indian clock with its offset (2026-11-29T08:15:00+05:30), values as JSON. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  const lines = entries.map((e) => [
    formatIsoIndia(e.at),
    e.actor_name,
    e.actor_role,
    kindLabel(e.kind),
    e.entity,
    e.record_label,
    e.record_id,
    e.before === null ? '' : JSON.stringify(e.before),
    e.after === null ? '' : JSON.stringify(e.after),
  ]);
  return csvText([CSV_COLUMNS, ...lines]);
}

/** Whether a date range reads backwards (the database refuses it with the same words). */
export function datesReversed(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}
