-- Nobody removes their own access (the Staff screen offers 'Remove access' on everyone but oneself): an
-- owner who means to leave makes someone else owner, who then removes them. The database refused only
-- the last owner's removal, so with a second owner a call from outside the screen could remove oneself.

create or replace function private.refuse_staff(key text) returns void
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
    when 'staff_remove_self' then 'You cannot remove your own access: another owner can'
    when 'staff_invite_invalid' then 'This invitation is no longer valid: ask the owner to invite you again'
    when 'staff_invite_other_email' then 'This invitation is for another e-mail address: sign in with the address it was sent to'
    else key
  end;
end;
$$;

create or replace function public.remove_staff(user_id uuid) returns void
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
  -- After the last owner's refusal, which says more to the one owner there is.
  if remove_staff.user_id = auth.uid() then
    perform private.refuse_staff('staff_remove_self');
  end if;
  -- The account stays (its orders, if it bought anything); it is a buyer again.
  update public.profiles p set staff_role = null where p.id = remove_staff.user_id;
end;
$$;
