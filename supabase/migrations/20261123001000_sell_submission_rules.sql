-- The server agrees with the sell form (spec §5 "Sell form", §7 "seller_submissions: insert"): what a
-- hand-made API call may insert is exactly what the form could have sent. Twin of
-- shared/src/domain/sellerSubmissions/sellRules.ts.
--
-- Already enforced before this migration: seller_phone '+91' and 10 digits (CHECK
-- seller_submissions_seller_phone_format), a non-blank name and image_url (CHECKs), and status 'pending'
-- for visitors (RLS policy "Anyone submits items for evaluation"). Added here, for every caller who is
-- not an admin (anon, buyers, anonymous sessions):
--   * status 'pending' only (RLS answers first; the trigger keeps the rule if a policy ever widens);
--   * 1 to 3 images: image_url plus at most 2 in admin_notes, written exactly as the form writes them
--     ('Additional images: ' and ', '), so the notes cannot carry anything else;
--   * every image a public URL of this bucket under seller-submissions/ whose file is stored there
--     (storage.objects), each once;
--   * a name of at most 100 characters (the spec is silent; it keeps the admin list readable).
-- Admins and the project's own SQL (seed, service role) are trusted: an admin may note other https
-- image URLs (spec §3).

-- Refusals in the house style (20261123000100): P0001, the text as message, a key as hint. Kept beside
-- the rules rather than in private.refuse(), which other migrations may replace.
create function private.refuse_sale(key text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, message = case key
    when 'sell_status_pending' then 'New submissions are always pending'
    when 'sell_image_count' then 'Maximum 3 images allowed'
    when 'sell_image_not_stored' then 'Images must be uploaded with the sell form'
    when 'sell_notes_format' then 'Additional images must be listed as the sell form lists them'
    when 'sell_name_too_long' then 'Your name must be at most 100 characters'
    else key
  end;
end;
$$;

-- A public URL of a seller upload in this bucket: the file's path, or null for anything else.
create function private.seller_upload_path(image_url text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when image_url ~ '^https?://[^/?#]+/storage/v1/object/public/collectible-images/seller-submissions/[^/?#]+$'
    then private.storage_path(image_url)
  end;
$$;

-- SECURITY DEFINER: visitors cannot read storage.objects rows by name; the check needs to.
create function private.check_new_seller_submission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  extra text[];
  urls text[];
  url text;
  path text;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') or public.is_admin() then
    return null;
  end if;

  if new.status is distinct from 'pending' then
    perform private.refuse_sale('sell_status_pending');
  end if;
  if char_length(new.seller_name) > 100 then
    perform private.refuse_sale('sell_name_too_long');
  end if;

  if new.admin_notes is null then
    extra := '{}';
  elsif new.admin_notes ~ '^Additional images: [^ ,]+(, [^ ,]+)*$' then
    extra := string_to_array(substr(new.admin_notes, char_length('Additional images: ') + 1), ', ');
  else
    perform private.refuse_sale('sell_notes_format');
  end if;

  urls := array[new.image_url] || extra;
  if cardinality(urls) > 3 then
    perform private.refuse_sale('sell_image_count');
  end if;
  if (select count(distinct u) from unnest(urls) as u) <> cardinality(urls) then
    perform private.refuse_sale('sell_image_not_stored');
  end if;
  foreach url in array urls loop
    path := private.seller_upload_path(url);
    if path is null or not exists (
      select 1 from storage.objects o where o.bucket_id = 'collectible-images' and o.name = path
    ) then
      perform private.refuse_sale('sell_image_not_stored');
    end if;
  end loop;
  return null;
end;
$$;

-- AFTER, so the table's CHECKs (phone, name) and RLS answer first with their own names; raising here
-- still undoes the insert.
create trigger seller_submissions_sell_rules
  after insert on public.seller_submissions
  for each row execute function private.check_new_seller_submission();

-- Seller photos no submission references, older than a day: a visitor who gave up, a photo removed
-- from the form after it was stored, a submit that failed and was never retried. Answers their paths;
-- the caller removes the files through the Storage API (hosted Storage refuses direct deletes from
-- storage.objects) — removeUnreferencedSellerUploads() in @sikka/shared/domain/sellerSubmissions.
-- The day of grace keeps photos of a form still being filled in. Admins or the service role only.
create function public.unreferenced_seller_uploads()
returns setof text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.require_admin();
  end if;
  return query
    select o.name
      from storage.objects o
     where o.bucket_id = 'collectible-images'
       and o.name like 'seller-submissions/%'
       and o.created_at < now() - interval '1 day'
       and not exists (
         select 1 from public.seller_submissions s
          where private.storage_path(s.image_url) = o.name
             or position(('/collectible-images/' || o.name) in coalesce(s.admin_notes, '')) > 0
       )
     order by o.created_at;
end;
$$;

revoke all on function public.unreferenced_seller_uploads() from public;
grant execute on function public.unreferenced_seller_uploads() to authenticated, service_role;
