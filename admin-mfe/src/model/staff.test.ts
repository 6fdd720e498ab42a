import { describe, expect, it } from 'vitest';
import { firstScreenFor, inviteRefusal, memberRefusal } from './staff';

describe('staff', () => {
  it("says an address's refusals under the e-mail, the others above the form", () => {
    expect(inviteRefusal({ code: 'P0001', hint: 'staff_already_member', message: 'x' })).toEqual({
      field: 'email',
      message: 'This person is already on the staff: change their role in the list instead',
    });
    expect(inviteRefusal({ code: 'P0001', hint: 'staff_email_invalid', message: 'x' }).field).toBe('email');
    expect(inviteRefusal({ code: 'P0001', hint: 'not_authorized', message: 'x' })).toEqual({
      field: 'root',
      message: 'Not authorized',
    });
    expect(inviteRefusal(new TypeError('Failed to fetch')).field).toBe('root');
  });

  it('says why a role change was refused', () => {
    expect(memberRefusal({ code: 'P0001', hint: 'staff_last_owner', message: 'x' })).toBe(
      'The shop must keep an owner: make someone else owner first',
    );
  });

  it("opens the first screen a new member's role may use", () => {
    expect(firstScreenFor('staff')).toBe('/admin/orders');
    expect(firstScreenFor('editor')).toBe('/admin/collectibles');
    expect(firstScreenFor('owner')).toBe('/admin/orders');
    expect(firstScreenFor('accountant')).toBe('/admin/accounts');
  });
});
