import { PageLoadState } from './PageLoadState';

export default { title: 'Admin/PageLoadState', component: PageLoadState };

export const Loading = {
  args: { title: 'Edit Listing', state: { status: 'loading' }, failedText: 'Failed to load collectible' },
};

export const Failed = {
  args: {
    title: 'Create New Listing',
    state: { status: 'error', error: new Error('offline') },
    failedText: 'Failed to load categories',
    onRetry: () => {},
  },
};
