import { beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../functions/send-mail/templates.mts';
import { staffEmailProblem } from '../../shared/src/domain/staffInvites/index.ts';
import { users } from './seed/people.ts';
import { adminClient, anonClient, db, unique, type ShopClient } from './support/clients.ts';
import { staffAccount } from './support/staff.ts';

// Staff management (issue 51): the owner invites by e-mail, changes roles, takes access away; the shop keeps
// an owner; the invitee takes the role with the e-mail's link, for the invited address only.

let owner: ShopClient;
beforeAll(async () => {
  owner = await adminClient();
});

async function lastInvite(email: string): Promise<{ token: string; role: string; data: Record<string, unknown> }> {
  const { rows } = await db().query<{ data: Record<string, unknown> }>(
    `select data from public.outbox where recipient = $1 and template = 'staff_invite' order by created_at desc limit 1`,
    [email],
  );
  const data = rows[0]!.data;
  return { token: String(data.token), role: String(data.role), data };
}

const roleOf = async (id: string) =>
  (await db().query<{ staff_role: string | null }>('select staff_role from public.profiles where id = $1', [id])).rows[0]
    ?.staff_role;

describe('the e-mail rule', () => {
  const samples = [
    '',
    '   ',
    'packer',
    'packer@',
    '@sikka.in',
    'packer@sikka',
    'packer@sikka.',
    'pack er@sikka.in',
    'packer@@sikka.in',
    'packer@sikka.in',
    ' Packer.Two+orders@mail.sikka.co.in ',
    `${'a'.repeat(250)}@x.in`,
  ];
  it('is the same in the screen and in the database', async () => {
    const { rows } = await db().query<{ email: string; problem: string | null }>(
      'select s as email, private.staff_email_problem(s) as problem from unnest($1::text[]) s',
      [samples],
    );
    expect(rows.map((r) => [r.email, r.problem])).toEqual(samples.map((s) => [s, staffEmailProblem(s)]));
    expect(staffEmailProblem('packer')).toBe('staff_email_invalid');
    expect(staffEmailProblem('packer@sikka.in')).toBeNull();
  });
});

describe('inviting', () => {
  it('sends an invitation the invitee accepts after signing up with that address', async () => {
    const email = `${unique('packer')}@sikka.test`;
    const { data, error } = await owner.rpc('invite_staff', { email: ` ${email.toUpperCase()} `, role: 'staff' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email, role: 'staff' });

    const invite = await lastInvite(email);
    expect(invite.role).toBe('staff');
    const mail = renderMessage('staff_invite', invite.data, { siteUrl: 'http://localhost:3000' });
    expect(mail.text).toContain(`http://localhost:3000/admin/join?token=${encodeURIComponent(invite.token)}`);
    expect(mail.subject).toContain('invites you to Sikka');

    // The join page reads whom the link is for.
    const visitor = anonClient();
    expect((await visitor.rpc('staff_invite', { token: invite.token })).data).toMatchObject({ email, role: 'staff' });
    expect((await visitor.rpc('staff_invite', { token: 'not-a-token' })).data).toBeNull();

    const { data: members } = await owner.rpc('staff_members');
    expect((members as { invites: { email: string }[] }).invites.map((i) => i.email)).toContain(email);

    const { data: signUp, error: signUpError } = await visitor.auth.signUp({ email, password: 'packer-password-1' });
    expect(signUpError).toBeNull();
    expect((await visitor.rpc('accept_staff_invite', { token: invite.token })).data).toBe('staff');
    expect(await roleOf(signUp.user!.id)).toBe('staff');
    // Used once.
    expect((await visitor.rpc('accept_staff_invite', { token: invite.token })).error).toMatchObject({
      hint: 'staff_invite_invalid',
    });

    const { data: after } = await owner.rpc('staff_members');
    const list = after as { members: { email: string; role: string }[]; invites: { email: string }[] };
    expect(list.members).toContainEqual(expect.objectContaining({ email, role: 'staff' }));
    expect(list.invites.map((i) => i.email)).not.toContain(email);
  });

  it('gives the role only to the invited address', async () => {
    const email = `${unique('editor')}@sikka.test`;
    expect((await owner.rpc('invite_staff', { email, role: 'editor' })).error).toBeNull();
    const { token } = await lastInvite(email);
    const stranger = await staffAccount(null, 'stranger');
    expect((await stranger.client.rpc('accept_staff_invite', { token })).error).toMatchObject({
      hint: 'staff_invite_other_email',
      message: 'This invitation is for another e-mail address: sign in with the address it was sent to',
    });
    expect(await roleOf(stranger.id)).toBeNull();
    // A visitor without an account cannot take it either.
    expect((await anonClient().rpc('accept_staff_invite', { token })).error).not.toBeNull();
  });

  it('lets an existing buyer account accept by signing in', async () => {
    const buyer = await staffAccount(null, 'buyer-to-be-staff');
    expect((await owner.rpc('invite_staff', { email: buyer.email, role: 'accountant' })).error).toBeNull();
    const { token } = await lastInvite(buyer.email);
    expect((await buyer.client.rpc('accept_staff_invite', { token })).data).toBe('accountant');
    expect(await roleOf(buyer.id)).toBe('accountant');
  });

  it('refuses an address without a domain, an unknown role and someone already on the staff', async () => {
    expect((await owner.rpc('invite_staff', { email: 'packer', role: 'staff' })).error).toMatchObject({
      hint: 'staff_email_invalid',
      message: 'Please enter a valid e-mail address, such as name@example.com',
    });
    expect((await owner.rpc('invite_staff', { email: 'packer@sikka', role: 'staff' })).error?.hint).toBe('staff_email_invalid');
    expect((await owner.rpc('invite_staff', { email: '', role: 'staff' })).error?.hint).toBe('staff_email_required');
    expect((await owner.rpc('invite_staff', { email: 'new@sikka.test', role: 'manager' })).error?.hint).toBe(
      'staff_role_invalid',
    );
    const member = await staffAccount('editor');
    expect((await owner.rpc('invite_staff', { email: member.email.toUpperCase(), role: 'staff' })).error).toMatchObject({
      hint: 'staff_already_member',
      message: 'This person is already on the staff: change their role in the list instead',
    });
    expect((await owner.rpc('invite_staff', { email: users.admin.email, role: 'staff' })).error?.hint).toBe(
      'staff_already_member',
    );
  });

  it('is withdrawn by the owner', async () => {
    const email = `${unique('withdrawn')}@sikka.test`;
    await owner.rpc('invite_staff', { email, role: 'staff' });
    const { token } = await lastInvite(email);
    expect((await owner.rpc('cancel_staff_invite', { email })).error).toBeNull();
    expect((await anonClient().rpc('staff_invite', { token })).data).toBeNull();
  });
});

describe('roles', () => {
  it('are changed and taken away by the owner', async () => {
    const member = await staffAccount('staff');
    expect((await owner.rpc('set_staff_role', { user_id: member.id, role: 'editor' })).error).toBeNull();
    expect(await roleOf(member.id)).toBe('editor');
    expect((await owner.rpc('remove_staff', { user_id: member.id })).error).toBeNull();
    expect(await roleOf(member.id)).toBeNull();
    // A buyer is not on the staff: giving a role goes through an invitation.
    expect((await owner.rpc('set_staff_role', { user_id: member.id, role: 'staff' })).error?.hint).toBe('staff_not_member');
  });

  it('never leave the shop without an owner', async () => {
    const { rows } = await db().query<{ n: number }>(`select count(*)::int as n from public.profiles where staff_role = 'owner'`);
    expect(rows[0]!.n).toBe(1);
    expect((await owner.rpc('set_staff_role', { user_id: users.admin.id, role: 'staff' })).error).toMatchObject({
      hint: 'staff_last_owner',
      message: 'The shop must keep an owner: make someone else owner first',
    });
    expect((await owner.rpc('remove_staff', { user_id: users.admin.id })).error?.hint).toBe('staff_last_owner');
    expect(await roleOf(users.admin.id)).toBe('owner');

    // With a second owner, either may step down; then the other is the last.
    const second = await staffAccount('owner', 'second-owner');
    expect((await second.client.rpc('set_staff_role', { user_id: second.id, role: 'editor' })).error).toBeNull();
    expect(await roleOf(second.id)).toBe('editor');
    expect((await owner.rpc('remove_staff', { user_id: users.admin.id })).error?.hint).toBe('staff_last_owner');
  });

  it('are not taken away from oneself, even by an owner with another owner beside them: the other removes them', async () => {
    const leaving = await staffAccount('owner', 'leaving-owner');
    expect((await leaving.client.rpc('remove_staff', { user_id: leaving.id })).error).toMatchObject({
      hint: 'staff_remove_self',
      message: 'You cannot remove your own access: another owner can',
    });
    expect(await roleOf(leaving.id)).toBe('owner');
    expect((await owner.rpc('remove_staff', { user_id: leaving.id })).error).toBeNull();
    expect(await roleOf(leaving.id)).toBeNull();
  });

  it('are not changed by staff, editors or accountants', async () => {
    const member = await staffAccount('staff');
    for (const role of ['staff', 'editor', 'accountant'] as const) {
      const other = await staffAccount(role);
      const { error } = await other.client.rpc('set_staff_role', { user_id: member.id, role: 'owner' });
      expect(error?.hint).toBe('not_authorized');
      expect((await other.client.rpc('invite_staff', { email: `${unique('x')}@sikka.test`, role: 'owner' })).error?.hint).toBe(
        'not_authorized',
      );
    }
    expect(await roleOf(member.id)).toBe('staff');
  });
});
