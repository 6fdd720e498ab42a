import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { describe, expect, it } from 'vitest';
import { AdminOnly } from './AdminOnly';
import { SessionProvider } from './hooks';
import { exampleUser, staticSessionStore } from './staticStore';
import type { SessionState } from './store';
import type { StaffRole } from '@sikka/shared/domain/staff';

function renderAs(state: Partial<SessionState>, roles?: readonly StaffRole[]) {
  return render(
    <MemoryRouter>
      <SessionProvider store={staticSessionStore(state)}>
        <AdminOnly roles={roles}>
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

  it("shows a screen to the roles it names, and the owner's to the owner only", () => {
    renderAs({ user: exampleUser(), staffRole: 'staff' }, ['staff']);
    expect(screen.getByRole('heading', { name: 'Orders Dashboard' })).toBeInTheDocument();
  });

  it('refuses a role the screen does not name, saying which role it is', () => {
    renderAs({ user: exampleUser(), staffRole: 'staff' }, ['editor']);
    expectDenied('Not authorized');
    expect(
      screen.getByText("This screen is not for your role (Staff). Ask the shop's owner if you need it."),
    ).toBeInTheDocument();
  });

  it('lets the owner use every screen', () => {
    renderAs({ user: exampleUser(), staffRole: 'owner' }, []);
    expect(screen.getByRole('heading', { name: 'Orders Dashboard' })).toBeInTheDocument();
  });
});
