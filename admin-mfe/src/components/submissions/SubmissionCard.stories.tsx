import type { SellerSubmissionRow } from '@sikka/shared/domain/sellerSubmissions';
import { SubmissionCard } from './SubmissionCard';

export default { title: 'Admin/SubmissionCard', component: SubmissionCard };

const image = (n: number) => `https://picsum.photos/seed/sikka-sell-${n}/800/600`;

const submission: SellerSubmissionRow = {
  id: 'e0000000-0000-4000-8000-000000000001',
  seller_name: 'Ravi Kumar',
  seller_phone: '+919848012345',
  status: 'pending',
  image_url: image(1),
  admin_notes: `Additional images: ${image(2)}, ${image(3)}`,
  created_at: '2026-11-20T15:30:00Z',
  submitted_by: null,
  submitted_from: null,
};

const noop = () => {};
const actions = { onStatusChange: noop, onDelete: noop };

/** Pending: Accept and Reject are offered (spec §4). */
export const Pending = { args: { submission, ...actions } };
export const Accepted = {
  args: {
    submission: { ...submission, status: 'accepted', admin_notes: null },
    history: [{ from: 'pending', to: 'accepted', by: 'admin@sikka.local', at: '2026-11-21T09:00:00Z' }],
    ...actions,
  },
};
export const Rejected = { args: { submission: { ...submission, status: 'rejected' }, ...actions } };
/** Any status the spec does not name shows yellow. */
export const UnknownStatus = { args: { submission: { ...submission, status: 'reviewing' }, ...actions } };
export const Saving = { args: { submission, busy: true, ...actions } };
export const UpdateFailed = { args: { submission, error: 'Failed to update status. Please try again.', ...actions } };
