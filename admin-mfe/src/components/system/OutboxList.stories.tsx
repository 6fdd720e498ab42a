import type { OutboxMessage, OutboxSummary } from '../../model/system';
import { OutboxList } from './OutboxList';

export default { title: 'Admin/System/OutboxList', component: OutboxList };

const failed: OutboxMessage = {
  id: 'e0000000-0000-4000-8000-000000000001',
  recipient: 'kavya.iyer@example.com',
  template: 'order_placed',
  status: 'failed',
  attempts: 6,
  last_error: 'SMTP 550 mailbox unavailable',
  created_at: '2026-11-28T09:15:00Z',
  next_attempt_at: '2026-11-28T10:00:00Z',
};
const waiting: OutboxMessage = {
  ...failed,
  id: 'e0000000-0000-4000-8000-000000000002',
  status: 'queued',
  attempts: 1,
  last_error: '',
};
const summary: OutboxSummary = { ok: false, waiting: 1, waiting_too_long: 0, failed: 1, failed_last_day: 1 };
const actions = { busyId: null, errors: {}, onRetry: () => {} };

export const FailedAndWaiting = { args: { summary, messages: [failed, waiting], ...actions } };
export const Retrying = { args: { summary, messages: [failed], ...actions, busyId: failed.id } };
export const RetryRefused = {
  args: { summary, messages: [failed], ...actions, errors: { [failed.id]: 'Failed to retry the e-mail. Please try again.' } },
};
export const AllSent = {
  args: { summary: { ok: true, waiting: 0, waiting_too_long: 0, failed: 0, failed_last_day: 0 }, messages: [], ...actions },
};
