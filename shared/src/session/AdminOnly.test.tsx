import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router';
import { describe, expect, it } from 'vitest';
import { AdminOnly } from './AdminOnly';
import { SessionProvider } from './hooks';
import { exampleUser, staticSessionStore } from './staticStore';
import type { SessionState } from './store';

function renderAs(state: Partial<SessionState>) {
  return render(
    <MemoryRouter>
      <SessionProvider store={staticSessionStore(state)}>
        <AdminOnly>
          <h1>Orders Dashboard</h1>
        </AdminOnly>
      </SessionProvider>
    </MemoryRouter>,
  );
}

function expectDenied(reason: string) {
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText("You don't have permission to view this page.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(screen.getByText(reason)).toBeInTheDocument();
  expect(screen.queryByText('Orders Dashboard')).not.toBeInTheDocument();
}

describe('<AdminOnly>', () => {
  it('shows a spinner while the session is loading', () => {
    renderAs({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking access');
    expect(screen.queryByText('Orders Dashboard')).not.toBeInTheDocument();
  });

  it("refuses a visitor: 'Not authenticated'", () => {
    renderAs({});
    expectDenied('Not authenticated');
  });

  it("refuses an anonymous user: 'Not authenticated'", () => {
    renderAs({ user: exampleUser({ is_anonymous: true }), isAnonymous: true });
    expectDenied('Not authenticated');
  });

  it("refuses a signed-in buyer: 'Not authorized'", () => {
    renderAs({ user: exampleUser() });
    expectDenied('Not authorized');
  });

  it('shows the admin screen to an admin', () => {
    renderAs({ user: exampleUser(), isAdmin: true });
    expect(screen.getByRole('heading', { name: 'Orders Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});
