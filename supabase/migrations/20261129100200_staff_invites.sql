-- Staff management (issue 51): the owner invites a colleague by e-mail with a role, changes roles and takes
-- access away; the shop always keeps an owner. Every function here checks that the caller is the owner,
-- except the two the invitee uses (reading and accepting the invitation their e-mail carries).
--
-- The invitation: a row of private.staff_invites holding a hash of a random token, and a 'staff_invite'
-- e-mail through the outbox whose link (/admin/join?token=…) carries the token. The invitee opens it, signs
-- up with that e-mail address and a password (or signs in, if they already have an account), and
-- public.accept_staff_invite gives their account the role. Only the holder of the e-mail's link gets the
-- role, and only for the invited address; an invitation lasts 7 days, and inviting again replaces it.

-- An e-mail address a person can receive mail at: something, '@', a domain with a dot; the staff screen's
-- rule too (staffEmailProblem in @sikka/shared/domain/staff, held equal by staff.test.ts).
create function private.staff_email_problem(email text) returns text
  language sql immutable set search_path = ''
as $$
  select case
    when nullif(btrim(coalesce(email, '')), '') is null then 'staff_email_required'
    when char_length(btrim(email)) > 254 or btrim(email) !~ '^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$' then 'staff_email_invalid'
  end;
$$;

create table private.staff_invites (
  email text primary key,
  role text not null constraint staff_invites_role_check check (role in ('owner', 'staff', 'editor', 'accountant')),
  token_hash text not null unique,
  invited_by uuid,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days'
);

create trigger log_activity after insert or update or delete on private.staff_invites
  for each row execute function private.log_activity('staff_invite', '-token_hash');

-- The staff functions' refusals: one place for their keys and the texts the screen shows.
create function private.refuse_staff(key text) returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, message = case key
    when 'staff_email_required' then 'Please enter an e-mail address'
    when 'staff_email_invalid' then 'Please enter a valid e-mail address, such as name@example.com'
    when 'staff_role_invalid' then 'Please choose a role: owner, staff, editor or accountant'
    when 'staff_already_member' then 'This person is already on the staff: change their role in the list instead'
    when 'staff_not_member' then 'This account is not on the staff'
    when 'staff_last_owner' then 'The shop must keep an owner: make someone else owner first'
    when 'staff_invite_invalid' then 'This invitation is no longer valid: ask the owner to invite you again'
    when 'staff_invite_other_email' then 'This invitation is for another e-mail address: sign in with the address it was sent to'
    else key
  end;
end;
$$;

create function private.check_staff_role(role text) returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  if role is null or role not in ('owner', 'staff', 'editor', 'accountant') then
    perform private.refuse_staff('staff_role_invalid');
  end if;
end;
$$;

-- The Staff screen: everyone with a role, and the invitations not yet accepted.
create function public.staff_members() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_role('owner');
  return jsonb_build_object(
    'members', coalesce((select jsonb_agg(jsonb_build_object(
        'id', p.id, 'email', u.email, 'display_name', p.display_name, 'role', p.staff_role, 'is_me', p.id = auth.uid())
        order by case p.staff_role when 'owner' then 0 when 'staff' then 1 when 'editor' then 2 else 3 end, u.email)
      from public.profiles p join auth.users u on u.id = p.id where p.staff_role is not null), '[]'::jsonb),
    'invites', coalesce((select jsonb_agg(jsonb_build_object(
        'email', i.email, 'role', i.role, 'invited_at', i.invited_at, 'expires_at', i.expires_at) order by i.invited_at desc)
      from private.staff_invites i where i.expires_at > now()), '[]'::jsonb));
end;
$$;

create function public.invite_staff(email text, role text) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(invite_staff.email, '')));
  problem text := private.staff_email_problem(invite_staff.email);
  token text := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_');
  invite private.staff_invites;
begin
  perform private.require_role('owner');
  if problem is not null then
    perform private.refuse_staff(problem);
  end if;
  perform private.check_staff_role(invite_staff.role);
  if exists (select 1 from auth.users u join public.profiles p on p.id = u.id
              where lower(u.email) = address and p.staff_role is not null) then
    perform private.refuse_staff('staff_already_member');
  end if;
  insert into private.staff_invites as i (email, role, token_hash, invited_by)
  values (address, invite_staff.role, encode(extensions.digest(token, 'sha256'), 'hex'), auth.uid())
  on conflict on constraint staff_invites_pkey do update
    set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
        invited_at = now(), expires_at = now() + interval '7 days'
  returning i.* into invite;
  perform private.queue_message(address, 'staff_invite', jsonb_build_object(
    'role', invite.role, 'invited_by', private.staff_name(auth.uid()), 'token', token, 'expires_at', invite.expires_at));
  return jsonb_build_object('email', invite.email, 'role', invite.role, 'expires_at', invite.expires_at);
end;
$$;

create function public.cancel_staff_invite(email text) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.require_role('owner');
  delete from private.staff_invites i where i.email = lower(btrim(coalesce(cancel_staff_invite.email, '')));
end;
$$;

-- Whether taking the owner's role from `account` would leave the shop without one.
create function private.is_last_owner(account uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = account and p.staff_role = 'owner')
     and not exists (select 1 from public.profiles p where p.staff_role = 'owner' and p.id <> account);
$$;

create function public.set_staff_role(user_id uuid, role text) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  member public.profiles;
begin
  perform private.require_role('owner');
  perform private.check_staff_role(set_staff_role.role);
  -- Locks the owners: two owners demoting each other at once cannot both succeed.
  perform 1 from public.profiles p where p.staff_role = 'owner' for update;
  select p.* into member from public.profiles p where p.id = set_staff_role.user_id and p.staff_role is not null for update;
  if not found then
    perform private.refuse_staff('staff_not_member');
  end if;
  if set_staff_role.role <> 'owner' and private.is_last_owner(member.id) then
    perform private.refuse_staff('staff_last_owner');
  end if;
  update public.profiles p set staff_role = set_staff_role.role where p.id = member.id;
  return jsonb_build_object('id', member.id, 'role', set_staff_role.role);
end;
$$;

create function public.remove_staff(user_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.require_role('owner');
  perform 1 from public.profiles p where p.staff_role = 'owner' for update;
  if not exists (select 1 from public.profiles p where p.id = remove_staff.user_id and p.staff_role is not null) then
    perform private.refuse_staff('staff_not_member');
  end if;
  if private.is_last_owner(remove_staff.user_id) then
    perform private.refuse_staff('staff_last_owner');
  end if;
  -- The account stays (its orders, if it bought anything); it is a buyer again.
  update public.profiles p set staff_role = null where p.id = remove_staff.user_id;
end;
$$;

-- The join page: whom an invitation link is for (anyone holding the link may ask; nothing else is told).
create function public.staff_invite(token text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('email', i.email, 'role', i.role, 'expires_at', i.expires_at)
    from private.staff_invites i
   where i.token_hash = encode(extensions.digest(coalesce(staff_invite.token, ''), 'sha256'), 'hex') and i.expires_at > now();
$$;

-- The invitee, signed in with the invited address, takes the role.
create function public.accept_staff_invite(token text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  invite private.staff_invites;
  address text;
begin
  perform private.require_account();
  select i.* into invite from private.staff_invites i
   where i.token_hash = encode(extensions.digest(coalesce(accept_staff_invite.token, ''), 'sha256'), 'hex')
     and i.expires_at > now()
   for update;
  if not found then
    perform private.refuse_staff('staff_invite_invalid');
  end if;
  select lower(u.email) into address from auth.users u where u.id = auth.uid();
  if address is distinct from invite.email then
    perform private.refuse_staff('staff_invite_other_email');
  end if;
  update public.profiles p set staff_role = invite.role where p.id = auth.uid();
  delete from private.staff_invites i where i.email = invite.email;
  return invite.role;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array['staff_members()', 'invite_staff(text, text)', 'cancel_staff_invite(text)',
                           'set_staff_role(uuid, text)', 'remove_staff(uuid)', 'accept_staff_invite(text)'] loop
    execute format('revoke execute on function public.%s from public', f);
    execute format('grant execute on function public.%s to authenticated, service_role', f);
  end loop;
  execute 'revoke execute on function public.staff_invite(text) from public';
  execute 'grant execute on function public.staff_invite(text) to anon, authenticated, service_role';
end;
$$;

alter table public.outbox drop constraint outbox_template_known;
alter table public.outbox add constraint outbox_template_known check (template in (
  'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
  'shop_new_order', 'shop_utr_submitted', 'shop_new_submission', 'contact_code', 'order_payment_unverified',
  'shop_payment_unverified', 'staff_invite'));
