-- Staff roles (issue 51): one all-powerful admin flag becomes a role.
--   owner  — everything (settings, staff, prices, PANs, accounts);
--   staff  — orders: payments, fulfilment, cancellation;
--   editor — listings, the blog, seller submissions;
--   accountant — reads the accounts (sales register, GST exports; issue 46), changes nothing.
-- A profile without a role is a buyer. profiles.is_admin stays, derived from the role, so every check
-- written before roles existed still means "has a back-office role" until it names the roles it allows.
alter table public.profiles add column staff_role text
  constraint profiles_staff_role_check check (staff_role in ('owner', 'staff', 'editor', 'accountant'));
update public.profiles set staff_role = 'owner' where is_admin;
alter table public.profiles drop column is_admin;
alter table public.profiles add column is_admin boolean generated always as (staff_role is not null) stored;

comment on column public.profiles.staff_role is
  'Back-office role: owner (everything), staff (orders), editor (listings, blog, submissions), accountant (reads the accounts); null for a buyer';

-- The caller's role, or null (a buyer or a visitor).
create function public.staff_role() returns text
  language sql stable security definer set search_path = ''
as $$
  select p.staff_role from public.profiles p where p.id = auth.uid();
$$;

-- Whether the caller may act as one of the roles given; an owner may do everything.
create function public.has_role(variadic roles text[]) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce((select p.staff_role = 'owner' or p.staff_role = any(roles)
                     from public.profiles p where p.id = auth.uid()), false);
$$;

revoke execute on function public.staff_role() from public;
revoke execute on function public.has_role(text[]) from public;
grant execute on function public.staff_role() to anon, authenticated, service_role;
grant execute on function public.has_role(text[]) to anon, authenticated, service_role;
