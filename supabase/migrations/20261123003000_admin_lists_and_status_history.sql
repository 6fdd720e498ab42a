-- The back office at shop scale (issue 15 items 6 and 7).
--
-- 1. status_history: every change of an order's or a seller submission's status, written by a trigger
--    (who, when, from -> to), so the record does not depend on which screen or script made the change.
--    Admin-only by RLS; no client role may write it. Its row of the permission matrix (the table at the
--    top of 20240315000500_row_level_security.sql; the tests read both):
--
-- | status_history     | -             | -             | -             | S                          |
--
-- 2. One call per list page for the Orders, Collectibles and Users screens: searched, filtered and paged
--    in the database, answering {"total": n, "rows": [...]}, so a screen never downloads the whole table.
--    SECURITY DEFINER with the admin check inside (spec §6 'Not authenticated' / 'Not authorized').

create table public.status_history (
  id bigint generated always as identity primary key,
  entity text not null constraint status_history_entity_known check (entity in ('order', 'submission')),
  -- The order (delivery_addresses.id) or submission (seller_submissions.id). No foreign key: the history
  -- outlives a deleted order or submission, as a record of what was done.
  record_id uuid not null,
  from_status text,
  to_status text not null,
  changed_by uuid,
  -- Who, as the admin screens name people (the profile's phone or e-mail), kept as it was at the time.
  changed_by_label text not null,
  changed_at timestamptz not null default clock_timestamp()
);
create index status_history_record_idx on public.status_history (record_id, changed_at);

revoke all on public.status_history from anon, authenticated;
grant select on public.status_history to authenticated;
grant all on public.status_history to service_role;
alter table public.status_history enable row level security;
create policy "Admins read status history" on public.status_history
  for select to authenticated using ((select public.is_admin()));

-- SECURITY DEFINER: it runs as the writing role (an admin's `authenticated`), which may not insert here.
create function private.record_status_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who uuid := auth.uid();
begin
  insert into public.status_history (entity, record_id, from_status, to_status, changed_by, changed_by_label)
  values (
    tg_argv[0], new.id, old.status, new.status, who,
    coalesce((select p.phone from public.profiles p where p.id = who), who::text, 'database')
  );
  return new;
end;
$$;

create trigger record_order_status_change
  after update of status on public.delivery_addresses
  for each row when (old.status is distinct from new.status)
  execute function private.record_status_change('order');

create trigger record_submission_status_change
  after update of status on public.seller_submissions
  for each row when (old.status is distinct from new.status)
  execute function private.record_status_change('submission');

-- A record's history, oldest first, as the card shows it.
create function private.history_of(record uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'from', h.from_status, 'to', h.to_status, 'by', h.changed_by_label, 'at', h.changed_at)
         order by h.changed_at, h.id), '[]'::jsonb)
    from public.status_history h where h.record_id = record;
$$;

-- Search text as an ILIKE pattern that matches it literally anywhere; null for an empty search.
create function private.contains_pattern(search text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when btrim(coalesce(search, '')) = '' then null
    else '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

-- What the Orders Dashboard search reads (customer name, phone, address), indexed for trigram ILIKE.
create function private.order_haystack(
  full_name text, phone text, address_line1 text, address_line2 text, city text, state text, pincode text
) returns text
language sql
immutable
set search_path = ''
as $$
  select full_name || ' ' || phone || ' ' || address_line1 || ' ' || coalesce(address_line2, '') || ' '
    || city || ' ' || state || ' ' || pincode;
$$;
create index delivery_addresses_search_trgm_idx on public.delivery_addresses using gin (
  private.order_haystack(full_name, phone, address_line1, address_line2, city, state, pincode) extensions.gin_trgm_ops);
create index delivery_addresses_status_created_idx on public.delivery_addresses (status, created_at desc);
create index profiles_phone_trgm_idx on public.profiles using gin (phone extensions.gin_trgm_ops);

-- A listing's first image (by position), for thumbnails.
create function private.first_image(collectible uuid) returns text
language sql
stable
set search_path = ''
as $$
  select i.image_url from public.collectible_images i where i.collectible_id = collectible
   order by i."order", i.id limit 1;
$$;

-- Orders Dashboard (spec §2): newest first, with the item and the status history of each order.
create function public.admin_orders_page(
  search text default '', status text default null, page integer default 1, page_size integer default 12
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  wanted text := nullif(btrim(coalesce(admin_orders_page.status, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  select count(*) into total from public.delivery_addresses d
   where (wanted is null or d.status = wanted)
     and (pattern is null or private.order_haystack(d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern);

  select coalesce(jsonb_agg(to_jsonb(o) || jsonb_build_object(
           'item', (select jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'price', c.price, 'slug', c.slug,
                                              'status', c.status, 'image_url', private.first_image(c.id))
                      from public.collectibles c where c.id = o.collectible_id),
           'history', private.history_of(o.id))
         order by o.created_at desc, o.id desc), '[]'::jsonb)
    into found_rows
    from (select d.* from public.delivery_addresses d
           where (wanted is null or d.status = wanted)
             and (pattern is null or private.order_haystack(d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern)
           order by d.created_at desc, d.id desc
           offset skip limit size) o;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;

-- Manage Collectibles (spec §2): search over name, type or price; newest first; category and thumbnail.
create function public.admin_collectibles_page(
  search text default '', status text default null, page integer default 1, page_size integer default 12
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := private.contains_pattern(search);
  -- A search that is a price ('2500', '₹2,500', 'Rs. 2500') also matches prices containing those digits.
  price_pattern text := case when coalesce(search, '') ~* '^\s*(₹|rs\.?)?\s*[0-9][0-9,]*\s*$'
    then private.contains_pattern(regexp_replace(search, '[^0-9]', '', 'g')) end;
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  wanted text := nullif(btrim(coalesce(admin_collectibles_page.status, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  select count(*) into total from public.collectibles c
   where (wanted is null or c.status = wanted)
     and (pattern is null or c.name ilike pattern or c.type ilike pattern
          or (price_pattern is not null and c.price::text like price_pattern));

  select coalesce(jsonb_agg((to_jsonb(l) - 'description') || jsonb_build_object(
           'category', (select jsonb_build_object('id', k.id, 'name', k.name) from public.categories k where k.id = l.category_id),
           'image_url', private.first_image(l.id))
         order by l.created_at desc, l.id desc), '[]'::jsonb)
    into found_rows
    from (select c.* from public.collectibles c
           where (wanted is null or c.status = wanted)
             and (pattern is null or c.name ilike pattern or c.type ilike pattern
                  or (price_pattern is not null and c.price::text like price_pattern))
           order by c.created_at desc, c.id desc
           offset skip limit size) l;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;

-- Manage Users (spec §2, §3 "User stats"): search over phone, id or the user's orders (item, name,
-- phone, order id); each user of the page with its stats, in this one call.
create function public.admin_users_page(
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
  -- One statement: the matches are found once (a CTE used twice is computed once) for count and page.
  with matched as (
    select p.id, p.created_at from public.profiles p
     where pattern is null
        or p.phone ilike pattern
        or p.id::text like prefix
        or exists (select 1 from public.delivery_addresses d join public.collectibles c on c.id = d.collectible_id
                    where d.user_id = p.id
                      and (c.name ilike pattern or d.full_name ilike pattern or d.phone ilike pattern or d.id::text like prefix))
  ), page_rows as (
    select * from matched order by created_at desc, id desc offset skip limit size
  )
  select (select count(*) from matched),
         coalesce((select jsonb_agg(jsonb_build_object(
           'id', p.id, 'phone', p.phone, 'is_admin', p.is_admin, 'created_at', p.created_at,
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
           from page_rows m join public.profiles p on p.id = m.id), '[]'::jsonb)
    into total, found_rows;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;

revoke all on function public.admin_orders_page(text, text, integer, integer) from public;
revoke all on function public.admin_collectibles_page(text, text, integer, integer) from public;
revoke all on function public.admin_users_page(text, integer, integer) from public;
grant execute on function public.admin_orders_page(text, text, integer, integer) to anon, authenticated, service_role;
grant execute on function public.admin_collectibles_page(text, text, integer, integer) to anon, authenticated, service_role;
grant execute on function public.admin_users_page(text, integer, integer) to anon, authenticated, service_role;
