import { StatusHistory } from './StatusHistory';

export default { title: 'Admin/StatusHistory', component: StatusHistory };

export const TwoChanges = {
  args: {
    changes: [
      { from: 'received', to: 'fulfilled', by: 'admin@sikka.local', at: '2026-11-20T09:15:00Z' },
      { from: 'fulfilled', to: 'cancelled', by: '+91 98765 43210', at: '2026-11-21T16:40:00Z' },
    ],
  },
};

export const Submission = {
  args: { changes: [{ from: 'pending', to: 'accepted', by: 'admin@sikka.local', at: '2026-11-22T11:05:00Z' }] },
};
