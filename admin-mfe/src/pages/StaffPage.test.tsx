import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffList, StaffMember } from '../model/staff';

const member = (id: string, email: string, role: StaffMember['role'], is_me = false): StaffMember => ({
  id,
  email,
  display_name: null,
  role,
  is_me,
});
let staff: StaffList = { members: [], invites: [] };
vi.mock('../api/staff', () => ({
  fetchStaff: async () => structuredClone(staff),
  inviteStaff: async () => {},
  withdrawInvitation: async () => {},
  changeStaffRole: async () => {},
  removeStaff: async (id: string) => void (staff = { ...staff, members: staff.members.filter((m) => m.id !== id) }),
}));
const { default: StaffPage } = await import('./StaffPage');

function open() {
  staff = {
    members: [
      member('u1', 'admin@sikka.local', 'owner', true),
      member('u2', 'asha@sikka.local', 'staff'),
      member('u3', 'ravi@sikka.local', 'editor'),
    ],
    invites: [],
  };
  render(<StaffPage />);
}
const row = async (email: string) => within(await screen.findByRole('listitem', { name: email }));

describe('Staff', () => {
  it("offers nobody 'Remove access' on themselves", async () => {
    open();
    expect((await row('admin@sikka.local')).queryByRole('button', { name: 'Remove access' })).toBeNull();
    expect((await row('asha@sikka.local')).getByRole('button', { name: 'Remove access' })).toBeInTheDocument();
  });

  it("hands the focus back to 'Remove access' when its question is cancelled", async () => {
    open();
    await userEvent.click((await row('asha@sikka.local')).getByRole('button', { name: 'Remove access' }));
    const question = await screen.findByRole('alertdialog', { name: "Remove asha@sikka.local's access?" });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(async () =>
      expect((await row('asha@sikka.local')).getByRole('button', { name: 'Remove access' })).toHaveFocus(),
    );
  });

  it("moves to the next person's first action once one's access is removed", async () => {
    open();
    await userEvent.click((await row('asha@sikka.local')).getByRole('button', { name: 'Remove access' }));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'asha@sikka.local' })).toBeNull());
    await waitFor(async () => expect((await row('ravi@sikka.local')).getByRole('combobox', { name: 'Role' })).toHaveFocus());
  });

  it("names each role in full in the invitation's Role select, and says under it what the chosen role may do", async () => {
    open();
    const form = within(await screen.findByRole('form', { name: 'Invite a colleague' }));
    const role = form.getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Staff', 'Editor', 'Accountant']);
    expect(role).toHaveAccessibleDescription('Orders: payments, fulfilment, cancellation (no prices, no settings, no PANs)');
    await userEvent.selectOptions(role, 'editor');
    expect(role).toHaveAccessibleDescription('Listings and their prices, the blog, seller submissions');
  });
});
