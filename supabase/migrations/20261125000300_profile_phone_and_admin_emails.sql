-- Profiles (issue 29 item 6): sign-up data.phone was copied verbatim into profiles.phone, so a buyer
-- could appear in Manage Users as "admin@sikka.local" or as another customer's phone, with call and
-- WhatsApp links to it. The profile's phone is now a phone ('+91' and 10 digits, normalised from what
-- the sell form also accepts: spaces and dashes, an optional +91, 91 or 0 in front) or nothing; the
-- e-mail is no longer stored there either. Manage Users reads each user's e-mail from auth.users beside
-- the phone (admins only), and its search matches the e-mail too. 'anonymous-<id>' is kept (spec §1).

-- SQL twin of normaliseSellerPhone() (shared/src/domain/sellerSubmissions/sellRules.ts), answering
-- null for anything that is not an Indian mobile number.
create function private.normalised_phone(raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select '+91' || (regexp_match(regexp_replace(coalesce(raw, ''), '[\s-]', '', 'g'), '^(?:\+91|91|0)?([0-9]{10})$'))[1];
$$;

-- The phone of a new or converted user: the sign-up's data.phone if it is a phone, else GoTrue's own
-- (verified) phone column, else nothing.
create function private.profile_phone(account auth.users) returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(private.normalised_phone(account.raw_user_meta_data ->> 'phone'), private.normalised_phone(account.phone));
$$;

create or replace function private.create_profile_for_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, phone, created_at)
  values (
    new.id,
    case when new.is_anonymous then 'anonymous-' || new.id::text else private.profile_phone(new) end,
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create or replace function private.update_profile_for_converted_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set phone = private.profile_phone(new) where id = new.id and phone like 'anonymous-%';
  return new;
end;
$$;

-- Profiles written by the old triggers: a phone is normalised, anything else (e-mails, names) dropped.
update public.profiles
   set phone = private.normalised_phone(phone)
 where phone is not null and phone not like 'anonymous-%'
   and phone is distinct from private.normalised_phone(phone);

comment on column public.profiles.phone is
  'A phone (+91 and 10 digits), ''anonymous-<id>'' for anonymous sessions (spec §1), or null.';

-- Manage Users (spec §2, §3 "User stats"), as 20261123003000 defined it, plus each user's e-mail
-- (auth.users, readable here because the function is SECURITY DEFINER and checks the admin first),
-- which the search also matches.
create or replace function public.admin_users_page(
  search text default '', page integer default 1, page_size integer default 12
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  prefix text := case when btrim(coalesce(search, '')) = '' then null
    else replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  with matched as (
    select p.id, p.created_at from public.profiles p
     where pattern is null
        or p.phone ilike pattern
        or p.id::text like prefix
        or exists (select 1 from auth.users u where u.id = p.id and u.email ilike pattern)
        or exists (select 1 from public.delivery_addresses d join public.collectibles c on c.id = d.collectible_id
                    where d.user_id = p.id
                      and (c.name ilike pattern or d.full_name ilike pattern or d.phone ilike pattern or d.id::text like prefix))
  ), page_rows as (
    select * from matched order by created_at desc, id desc offset skip limit size
  )
  select (select count(*) from matched),
         coalesce((select jsonb_agg(jsonb_build_object(
           'id', p.id, 'phone', p.phone, 'email', nullif(u.email, ''), 'is_admin', p.is_admin, 'created_at', p.created_at,
           'total_orders', (select count(*) from public.delivery_addresses d where d.user_id = p.id),
           'total_collectibles', (select count(*) from public.collectibles c where c.user_id = p.id),
           'last_active', coalesce((select max(d.created_at) from public.delivery_addresses d where d.user_id = p.id), p.created_at),
           'recent_orders', coalesce((
             select jsonb_agg(jsonb_build_object('id', r.id, 'item_name', r.item_name, 'created_at', r.created_at, 'status', r.status)
                    order by r.created_at desc)
               from (select d.id, c.name as item_name, d.created_at, d.status
                       from public.delivery_addresses d join public.collectibles c on c.id = d.collectible_id
                      where d.user_id = p.id order by d.created_at desc limit 3) r), '[]'::jsonb))
           order by m.created_at desc, m.id desc)
           from page_rows m join public.profiles p on p.id = m.id left join auth.users u on u.id = p.id), '[]'::jsonb)
    into total, found_rows;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;
