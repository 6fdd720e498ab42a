import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { SessionProvider, type SessionState } from '@sikka/shared/session';
import { exampleUser, staticSessionStore } from '@sikka/shared/session/fixed';
import { ToastProvider } from '@sikka/shared/ui';
import { describe, expect, it } from 'vitest';
import { AdminListingActions } from './AdminListingActions';

// The editor's panel is fetched for an editor only; everyone else gets nothing.
function renderAs(state: Partial<SessionState>) {
  return render(
    <MemoryRouter>
      <SessionProvider store={staticSessionStore(state)}>
        <ToastProvider>
          <p>listing</p>
          <AdminListingActions
            listing={{ id: 'c0000000-0000-4000-8000-000000000003', name: 'Akbar Silver Rupee', status: 'available' }}
          />
        </ToastProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('<AdminListingActions>', () => {
  it('shows an editor Edit and Delete once the panel has loaded', async () => {
    renderAs({ user: exampleUser(), staffRole: 'editor' });
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/edit/c0000000-0000-4000-8000-000000000003');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows nothing to a visitor or to staff whose role is not an editor’s', async () => {
    for (const state of [{}, { user: exampleUser(), staffRole: 'staff' as const }]) {
      const { unmount } = renderAs(state);
      expect(screen.getByText('listing')).toBeInTheDocument();
      // Give a lazy panel every chance to arrive: it must not.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('group', { name: 'Admin' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
