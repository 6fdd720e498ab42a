import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { AdminUser } from '../../model/users';
import { UserCard } from './UserCard';

const buyer: AdminUser = {
  id: 'a0000000-0000-4000-8000-00000000abcd',
  phone: '+919876543210',
  email: 'buyer@sikka.local',
  is_admin: false,
  created_at: '2026-09-24T10:00:00Z',
  total_orders: 0,
  total_collectibles: 0,
  last_active: '2026-09-24T10:00:00Z',
  recent_orders: [],
};

describe('UserCard (Manage Users, issue 29 item 6)', () => {
  it('names the user by the formatted phone and shows the account e-mail beside it', () => {
    render(<UserCard user={buyer} />);
    const card = screen.getByRole('article', { name: '+91 98765 43210' });
    expect(within(card).getByText('buyer@sikka.local')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
  });

  it('names a user who gave no phone by their e-mail, once, with no call link', () => {
    render(<UserCard user={{ ...buyer, phone: null }} />);
    const card = screen.getByRole('article', { name: 'buyer@sikka.local' });
    expect(within(card).getAllByText('buyer@sikka.local')).toHaveLength(1);
    expect(within(card).queryByRole('link', { name: 'Call' })).toBeNull();
  });

  it("keeps the spec's 'Anonymous User #' for an anonymous session, with no e-mail", () => {
    render(<UserCard user={{ ...buyer, phone: `anonymous-${buyer.id}`, email: null }} />);
    expect(screen.getByRole('article', { name: 'Anonymous User #abcd' })).toBeTruthy();
    expect(screen.queryByText(/@/)).toBeNull();
  });
});
