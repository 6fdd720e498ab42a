-- Listing authoring as single transactions (spec §2 "Create listing", "Edit listing", §7 collectibles and
-- collectible_images; ARCHITECTURE rule 6). The form uploads the photos first, under an id it made
-- itself ({collectible id}/{timestamp}-{index}); then ONE call writes the listing and its image rows.
-- A listing therefore never appears in the shop without its images, and a failed write leaves no row
-- behind (the form removes the uploaded files). Both functions are admin-checked inside.

-- Spec §5: 'Please add at least one image'. Raised here (not through private.refuse) so this migration
-- does not have to replace that shared function.
create function private.require_listing_images(image_count integer) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(image_count, 0) < 1 then
    raise exception using errcode = 'P0001', hint = 'listing_images_required', message = 'Please add at least one image';
  end if;
end;
$$;

-- Spec §7 insert (type, name, slug, description, price, youtube_url, category_id) plus its images in
-- upload order. A new listing carries no status (spec §3). Answers the new listing's id.
create function public.create_collectible(
  collectible_id uuid,
  type text,
  name text,
  slug text,
  description text,
  price integer,
  youtube_url text,
  category_id uuid,
  image_urls text[]
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  created_id uuid;
begin
  perform private.require_admin();
  perform private.require_listing_images(cardinality(image_urls));

  insert into public.collectibles (id, type, name, slug, description, price, youtube_url, category_id)
  values (
    create_collectible.collectible_id, create_collectible.type, btrim(create_collectible.name), create_collectible.slug,
    coalesce(create_collectible.description, ''), create_collectible.price,
    nullif(btrim(create_collectible.youtube_url), ''), create_collectible.category_id
  )
  returning id into created_id;

  insert into public.collectible_images (collectible_id, image_url, "order")
  select created_id, url, (n - 1)::integer
    from unnest(image_urls) with ordinality as t(url, n);

  return created_id;
end;
$$;

-- Spec §7 update by id (the form's fields and status) and its images in one transaction: the kept ones
-- stay in their gallery order, the others go, new ones follow the kept ones. Answers the storage paths of
-- the removed images, for the caller to delete after the commit (as delete_collectible does).
create function public.update_collectible(
  collectible_id uuid,
  type text,
  name text,
  slug text,
  description text,
  price integer,
  youtube_url text,
  category_id uuid,
  status text,
  kept_image_ids uuid[],
  new_image_urls text[]
)
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed text[];
  kept_count integer;
begin
  perform private.require_admin();

  update public.collectibles c set
    type = update_collectible.type,
    name = btrim(update_collectible.name),
    slug = update_collectible.slug,
    description = coalesce(update_collectible.description, ''),
    price = update_collectible.price,
    youtube_url = nullif(btrim(update_collectible.youtube_url), ''),
    category_id = update_collectible.category_id,
    status = update_collectible.status
  where c.id = update_collectible.collectible_id;
  if not found then
    perform private.refuse('collectible_not_found');
  end if;

  with gone as (
    delete from public.collectible_images i
     where i.collectible_id = update_collectible.collectible_id
       and i.id <> all (coalesce(kept_image_ids, '{}'))
    returning i.image_url
  )
  select coalesce(array_agg(private.storage_path(g.image_url)) filter (where private.storage_path(g.image_url) is not null), '{}')
    into removed from gone g;

  -- Positions 0..k-1 for the kept images in their old order, so the new ones truly come after them.
  with ranked as (
    select i.id, (row_number() over (order by i."order", i.id) - 1)::integer as position
      from public.collectible_images i where i.collectible_id = update_collectible.collectible_id
  )
  update public.collectible_images i set "order" = r.position from ranked r where i.id = r.id and i."order" <> r.position;
  select count(*)::integer into kept_count from public.collectible_images i where i.collectible_id = update_collectible.collectible_id;

  perform private.require_listing_images(kept_count + coalesce(cardinality(new_image_urls), 0));

  insert into public.collectible_images (collectible_id, image_url, "order")
  select update_collectible.collectible_id, url, (kept_count + n - 1)::integer
    from unnest(coalesce(new_image_urls, '{}')) with ordinality as t(url, n);

  return query select unnest(removed);
end;
$$;

revoke all on function public.create_collectible(uuid, text, text, text, text, integer, text, uuid, text[]) from public;
revoke all on function public.update_collectible(uuid, text, text, text, text, integer, text, uuid, text, uuid[], text[]) from public;
grant execute on function public.create_collectible(uuid, text, text, text, text, integer, text, uuid, text[])
  to authenticated, service_role;
grant execute on function public.update_collectible(uuid, text, text, text, text, integer, text, uuid, text, uuid[], text[])
  to authenticated, service_role;
