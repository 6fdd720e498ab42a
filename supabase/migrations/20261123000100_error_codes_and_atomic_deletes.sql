-- Refusals as codes (ARCHITECTURE rule 6): every business refusal keeps its spec §8 message and also
-- carries a short machine key in HINT (PostgREST answers {code, message, details, hint}); the UI maps
-- the key to the text in @sikka/shared/domain/errors and never compares wording.
--
-- And the deletes of rows that own stored files, as single transactions (spec §6/§7): the rows go
-- together or not at all, and the function answers the storage paths for the caller to remove after
-- the commit (a file left behind is logged; a half-deleted listing cannot happen).

-- Spec §5 "Promo check at checkout", steps 2-6 in order: the first rule the code breaks, as a key.
create or replace function private.promo_problem(promo public.promo_codes) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when promo.id is null then 'promo_invalid'
    when not promo.is_active then 'promo_inactive'
    when promo.starts_at > now() then 'promo_not_started'
    when promo.expires_at is not null and promo.expires_at <= now() then 'promo_expired'
    when promo.max_uses is not null and promo.used_count >= promo.max_uses then 'promo_used_up'
  end;
$$;

-- Raises a refusal: P0001 (PostgREST: HTTP 400), the spec's text as message, the key as hint.
create function private.refuse(key text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, message = case key
    when 'promo_auth_required' then 'Authentication required to validate promo code'
    when 'promo_invalid' then 'Invalid promo code'
    when 'promo_inactive' then 'This promo code is inactive'
    when 'promo_not_started' then 'This promo code is not yet active'
    when 'promo_expired' then 'This promo code has expired'
    when 'promo_used_up' then 'This promo code has reached its maximum uses'
    when 'order_auth_required' then 'Authentication required to place an order'
    when 'collectible_not_found' then 'Collectible not found'
    when 'collectible_sold' then 'This item has already been sold'
    when 'collectible_unavailable' then 'This item is currently unavailable'
    when 'listing_image_limit' then 'A listing can have at most 6 images'
    when 'not_authenticated' then 'Not authenticated'
    when 'not_authorized' then 'Not authorized'
    else key
  end;
end;
$$;

-- Spec §6 admin check inside a function: 'Not authenticated', then 'Not authorized'.
create function private.require_admin() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  if not public.is_admin() then
    perform private.refuse('not_authorized');
  end if;
end;
$$;

-- Spec §7: a stored file's path in the bucket is the last two segments of its URL. Only URLs of this
-- project's bucket name a file; a photo hosted elsewhere answers null. TypeScript twin: storagePath().
create function private.storage_path(image_url text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when image_url ~ '/storage/v1/object/public/collectible-images/[^/]+/[^/?#]+'
    then (select string_agg(part, '/' order by n)
            from (select part, n from unnest(string_to_array(
                    regexp_replace(split_part(split_part(image_url, '?', 1), '#', 1), '^.*/collectible-images/', ''), '/'))
                    with ordinality as t(part, n)
                  order by n desc limit 2) last_two)
  end;
$$;

create or replace function public.validate_promo(
  code text,
  out promo_code text,
  out discount_percent integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  promo public.promo_codes;
  problem text;
begin
  if auth.uid() is null then
    perform private.refuse('promo_auth_required');
  end if;

  select p.* into promo from public.promo_codes p where p.code = upper(btrim(validate_promo.code));
  problem := private.promo_problem(promo);
  if problem is not null then
    perform private.refuse(problem);
  end if;

  promo_code := promo.code;
  discount_percent := promo.discount_percent;
end;
$$;

create or replace function public.place_order(
  collectible_id uuid,
  full_name text,
  phone text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  pincode text,
  promo_code text default null,
  out order_id uuid,
  out reference text,
  out item_name text,
  out item_slug text,
  out price integer,
  out discount integer,
  out shipping integer,
  out total integer,
  out discount_percent integer,
  out applied_promo_code text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shipping_charge constant integer := 50;
  buyer_id uuid := auth.uid();
  listing record;
  promo public.promo_codes;
  problem text;
  percent integer := 0;
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;

  -- FOR SHARE: an admin marking the item sold waits until this order is written, and vice versa.
  select c.id, c.name, c.slug, c.price, c.status into listing
    from public.collectibles c where c.id = place_order.collectible_id
    for share;
  if not found then
    perform private.refuse('collectible_not_found');
  end if;
  -- Spec §4 "for sale": the SQL twin of isForSale() in @sikka/shared/domain/collectibles.
  if listing.status = 'sold' then
    perform private.refuse('collectible_sold');
  end if;
  if listing.status = 'unavailable' then
    perform private.refuse('collectible_unavailable');
  end if;

  if nullif(btrim(place_order.promo_code), '') is not null then
    select p.* into promo from public.promo_codes p
     where p.code = upper(btrim(place_order.promo_code))
       for update;
    problem := private.promo_problem(promo);
    if problem is not null then
      perform private.refuse(problem);
    end if;
    update public.promo_codes p set used_count = p.used_count + 1 where p.id = promo.id;
    percent := promo.discount_percent;
  end if;

  price := listing.price;
  discount := round(listing.price * percent / 100.0)::integer;
  shipping := shipping_charge;
  total := price - discount + shipping;
  discount_percent := percent;
  applied_promo_code := promo.code;
  item_name := listing.name;
  item_slug := listing.slug;

  insert into public.delivery_addresses (
    user_id, collectible_id, full_name, phone, address_line1, address_line2, city, state, pincode,
    promo_code, discount_percent, shipping_charge, status
  ) values (
    buyer_id, listing.id, btrim(place_order.full_name), place_order.phone, btrim(place_order.address_line1),
    nullif(btrim(place_order.address_line2), ''), btrim(place_order.city), place_order.state,
    place_order.pincode, promo.code, percent, shipping_charge, 'received'
  ) returning id into order_id;

  reference := left(order_id::text, 8);
end;
$$;

-- SECURITY DEFINER: the trigger fires as the writing role, which has no usage on schema private.
create or replace function private.enforce_listing_image_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.collectible_images where collectible_id = new.collectible_id) > 6 then
    perform private.refuse('listing_image_limit');
  end if;
  return new;
end;
$$;

create or replace function public.admin_user_stats()
returns table (
  id uuid,
  phone text,
  is_admin boolean,
  created_at timestamptz,
  total_orders integer,
  total_collectibles integer,
  last_active timestamptz,
  recent_orders jsonb
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = 'P0001', hint = 'not_authenticated';
  end if;
  if not public.is_admin() then
    raise exception 'Not authorized' using errcode = 'P0001', hint = 'not_authorized';
  end if;

  return query
  select
    p.id,
    p.phone,
    p.is_admin,
    p.created_at,
    (select count(*)::integer from public.delivery_addresses d where d.user_id = p.id),
    (select count(*)::integer from public.collectibles c where c.user_id = p.id),
    coalesce((select max(d.created_at) from public.delivery_addresses d where d.user_id = p.id), p.created_at),
    coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', r.id, 'item_name', r.item_name, 'created_at', r.created_at, 'status', r.status)
             order by r.created_at desc)
        from (
          select d.id, c.name as item_name, d.created_at, d.status
            from public.delivery_addresses d
            join public.collectibles c on c.id = d.collectible_id
           where d.user_id = p.id
           order by d.created_at desc
           limit 3
        ) r
    ), '[]'::jsonb)
  from public.profiles p
  order by p.created_at desc;
end;
$$;

-- Spec §6 "Deleting a listing": its orders, its image rows and the listing, in one transaction.
-- SECURITY DEFINER with the admin check first (spec §6 texts): orders are not deletable through RLS
-- by anyone else, and the helpers live in schema private. Answers the listing's stored files.
create function public.delete_collectible(collectible_id uuid)
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  paths text[];
begin
  perform private.require_admin();

  select coalesce(array_agg(private.storage_path(i.image_url)) filter (where private.storage_path(i.image_url) is not null), '{}')
    into paths
    from public.collectible_images i where i.collectible_id = delete_collectible.collectible_id;

  delete from public.delivery_addresses d where d.collectible_id = delete_collectible.collectible_id;
  delete from public.collectible_images i where i.collectible_id = delete_collectible.collectible_id;
  delete from public.collectibles c where c.id = delete_collectible.collectible_id;
  if not found then
    perform private.refuse('collectible_not_found');
  end if;

  return query select unnest(paths);
end;
$$;

-- Spec §7 "seller_submissions: delete by id" with its stored images (image_url and the URLs in
-- admin_notes that are files of this bucket), answered for removal after the commit.
create function public.delete_seller_submission(submission_id uuid)
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  submission public.seller_submissions;
begin
  perform private.require_admin();

  delete from public.seller_submissions s where s.id = delete_seller_submission.submission_id
    returning s.* into submission;
  if submission.id is null then
    return;
  end if;

  return query
    select distinct private.storage_path(url)
      from unnest(array[submission.image_url] || coalesce(
             (select array_agg(m[1]) from regexp_matches(coalesce(submission.admin_notes, ''), '(https?://[^\s,]+)', 'g') as m),
             '{}')) as url
     where private.storage_path(url) is not null;
end;
$$;

revoke all on function public.delete_collectible(uuid) from public;
revoke all on function public.delete_seller_submission(uuid) from public;
grant execute on function public.delete_collectible(uuid) to authenticated, service_role;
grant execute on function public.delete_seller_submission(uuid) to authenticated, service_role;
