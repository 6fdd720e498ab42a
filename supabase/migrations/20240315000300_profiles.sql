-- Profiles (spec §3): one per auth user, created by a trigger so every sign-up path (email, anonymous,
-- admin API, SQL seed) gets one. is_admin is the only source of the admin role.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- The user's phone, or their e-mail when they signed up by e-mail; 'anonymous-<id>' for anonymous sessions.
  phone text,
  is_admin boolean not null default false,
  created_at timestamptz not null default now()
);
create index profiles_created_at_idx on public.profiles (created_at desc);

create function private.create_profile_for_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, phone, created_at)
  values (
    new.id,
    case
      when new.is_anonymous then 'anonymous-' || new.id::text
      else coalesce(nullif(new.raw_user_meta_data ->> 'phone', ''), nullif(new.phone, ''), new.email)
    end,
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- An anonymous user who later links an e-mail keeps their orders; their profile stops saying anonymous.
create function private.update_profile_for_converted_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
     set phone = coalesce(nullif(new.raw_user_meta_data ->> 'phone', ''), nullif(new.phone, ''), new.email)
   where id = new.id and phone like 'anonymous-%';
  return new;
end;
$$;

create trigger on_auth_user_converted
  after update of is_anonymous on auth.users
  for each row when (old.is_anonymous and not new.is_anonymous)
  execute function private.update_profile_for_converted_user();

-- Whether the caller is an admin. SECURITY DEFINER so policies (including those on profiles itself) can
-- call it without recursing into profiles' RLS; STABLE so a statement evaluates it once.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.id = auth.uid()), false);
$$;
comment on function public.is_admin() is 'True when the caller''s profile has is_admin set.';
