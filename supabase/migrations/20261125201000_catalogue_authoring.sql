-- Issue 32, authoring: the listing editor and the bulk upload write a listing's catalogue facts and its
-- catalogue references in the same one call as the rest (ARCHITECTURE rule 6), and Manage Collectibles
-- filters by them.
--
-- 1. create_collectible / update_collectible take `catalogue` (the catalogue-fact columns as one JSON
--    object; the columns' CHECKs refuse, with their constraint names, what the form's rules refuse:
--    @sikka/shared/domain/catalogueRules), `catalogue_references` ([{system, number}]) and
--    `tolerance_reason`.
-- 2. Measured against the reference: a weight outside its reference type's tolerance (default 3 %) is
--    saved only with a written reason, which goes into the status history (entity 'collectible', with
--    the reason). Asked again only when the weight or the reference type changes, so a later edit of the
--    price does not ask once more for a weight already explained. Twin: weightOutOfTolerance().
--    Enforced in these functions (the one way the back office saves a listing), not by a trigger: the
--    demo seed and direct admin writes of other columns must not need a reason.
-- 3. admin_collectibles_page filters by period, metal, type and grade band.

-- The status history takes listings and a reason.
alter table public.status_history drop constraint status_history_entity_known;
alter table public.status_history add constraint status_history_entity_known
  check (entity in ('order', 'submission', 'payment', 'collectible'));
alter table public.status_history add column reason text
  constraint status_history_reason_length check (btrim(reason) <> '' and length(reason) <= 300);
comment on column public.status_history.reason is
  'Why the change was made, where one is required (a listing saved with a weight outside its tolerance).';

-- Exact in hundredths of a gram and tenths of a percent, as weightOutOfTolerance() in
-- shared/src/domain/collectibles/tolerance.ts (supabase/tests/catalogue-authoring.test.ts holds them equal).
create function private.weight_out_of_tolerance(measured numeric, standard numeric, tolerance numeric) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(abs(round(measured * 100) - round(standard * 100)) * 1000 > round(tolerance * 10) * round(standard * 100), false);
$$;

-- Refuses a weight outside the reference's tolerance without a reason; records the reason when given.
create function private.check_weight_tolerance(
  listing uuid, weight numeric, reference uuid, changed boolean, reason text, from_status text, to_status text
) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  standard numeric;
  tolerance numeric;
  who uuid := auth.uid();
  why text := nullif(btrim(coalesce(reason, '')), '');
begin
  if reference is null then
    return;
  end if;
  select r.standard_weight_g, r.tolerance_percent into standard, tolerance from public.reference_types r where r.id = reference;
  if not found then
    raise exception using errcode = 'P0001', hint = 'reference_type_not_found', message = 'The chosen reference type no longer exists';
  end if;
  if not changed or not private.weight_out_of_tolerance(weight, standard, tolerance) then
    return;
  end if;
  if why is null then
    raise exception using errcode = 'P0001', hint = 'listing_weight_out_of_tolerance',
      message = 'The weight is outside the reference type’s tolerance: please give a reason to save it';
  end if;
  if length(why) > 300 then
    raise exception using errcode = 'P0001', hint = 'tolerance_reason_too_long', message = 'The reason can be at most 300 characters';
  end if;
  insert into public.status_history (entity, record_id, from_status, to_status, changed_by, changed_by_label, reason)
  values (
    'collectible', listing, from_status, coalesce(to_status, 'available'), who,
    coalesce(nullif(current_setting('sikka.actor_label', true), ''),
             (select nullif(p.phone, '') from public.profiles p where p.id = who),
             (select u.email from auth.users u where u.id = who),
             who::text, 'database'),
    why
  );
end;
$$;
revoke all on function private.check_weight_tolerance(uuid, numeric, uuid, boolean, text, text, text) from public;

-- Replaces a listing's catalogue references with the given ones ([{system, number}], in that order).
create function private.replace_catalogue_references(listing uuid, refs jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.catalogue_references r where r.collectible_id = listing;
  insert into public.catalogue_references (collectible_id, system, number)
  select listing, btrim(x.system), btrim(x.number)
    from jsonb_to_recordset(coalesce(refs, '[]'::jsonb)) as x(system text, number text);
end;
$$;
revoke all on function private.replace_catalogue_references(uuid, jsonb) from public;

drop function public.create_collectible(uuid, text, text, text, text, integer, text, uuid, text[]);
drop function public.update_collectible(uuid, text, text, text, text, integer, text, uuid, text, uuid[], text[]);

-- As in 20261123004000, plus the catalogue facts. `catalogue` keys are the collectibles columns
-- (issuer … reference_type_id); a key left out is null.
create function public.create_collectible(
  collectible_id uuid,
  type text,
  name text,
  slug text,
  description text,
  price integer,
  youtube_url text,
  category_id uuid,
  image_urls text[],
  catalogue jsonb default '{}',
  catalogue_references jsonb default '[]',
  tolerance_reason text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  created_id uuid;
  f public.collectibles;
begin
  perform private.require_admin();
  perform private.require_listing_images(cardinality(image_urls));
  f := jsonb_populate_record(null::public.collectibles, coalesce(catalogue, '{}'::jsonb));

  insert into public.collectibles (
    id, type, name, slug, description, price, youtube_url, category_id,
    issuer, ruler, period, denomination, year_ad, year_written, mint, mint_mark, metal, fineness, weight_g,
    diameter_mm, shape, grade, sheldon_grade, grading_service, certificate_number, note_prefix, note_serial,
    note_inset_letter, is_star_note, is_fancy_number, reference_type_id
  )
  values (
    create_collectible.collectible_id, create_collectible.type, btrim(create_collectible.name), create_collectible.slug,
    coalesce(create_collectible.description, ''), create_collectible.price,
    nullif(btrim(create_collectible.youtube_url), ''), create_collectible.category_id,
    f.issuer, f.ruler, f.period, f.denomination, f.year_ad, f.year_written, f.mint, f.mint_mark, f.metal, f.fineness,
    f.weight_g, f.diameter_mm, f.shape, f.grade, f.sheldon_grade, f.grading_service, f.certificate_number,
    f.note_prefix, f.note_serial, f.note_inset_letter, coalesce(f.is_star_note, false), coalesce(f.is_fancy_number, false),
    f.reference_type_id
  )
  returning id into created_id;

  perform private.replace_catalogue_references(created_id, create_collectible.catalogue_references);
  -- After the insert, so the column checks speak first (a negative weight is not 'outside its tolerance').
  perform private.check_weight_tolerance(created_id, f.weight_g, f.reference_type_id, true,
    create_collectible.tolerance_reason, null, null);

  insert into public.collectible_images (collectible_id, image_url, "order")
  select created_id, url, (n - 1)::integer
    from unnest(image_urls) with ordinality as t(url, n);

  return created_id;
end;
$$;

-- As in 20261123004000, plus the catalogue facts: `catalogue` null keeps them as they are, an object
-- replaces them all; `catalogue_references` null keeps the references, an array replaces them.
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
  new_image_urls text[],
  catalogue jsonb default null,
  catalogue_references jsonb default null,
  tolerance_reason text default null
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
  before public.collectibles;
  f public.collectibles;
begin
  perform private.require_admin();
  f := jsonb_populate_record(null::public.collectibles, coalesce(catalogue, '{}'::jsonb));

  select * into before from public.collectibles c where c.id = update_collectible.collectible_id for update;
  if not found then
    perform private.refuse('collectible_not_found');
  end if;

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

  if catalogue is not null then
    update public.collectibles c set
      issuer = f.issuer, ruler = f.ruler, period = f.period, denomination = f.denomination, year_ad = f.year_ad,
      year_written = f.year_written, mint = f.mint, mint_mark = f.mint_mark, metal = f.metal, fineness = f.fineness,
      weight_g = f.weight_g, diameter_mm = f.diameter_mm, shape = f.shape, grade = f.grade,
      sheldon_grade = f.sheldon_grade, grading_service = f.grading_service, certificate_number = f.certificate_number,
      note_prefix = f.note_prefix, note_serial = f.note_serial, note_inset_letter = f.note_inset_letter,
      is_star_note = coalesce(f.is_star_note, false), is_fancy_number = coalesce(f.is_fancy_number, false),
      reference_type_id = f.reference_type_id
    where c.id = update_collectible.collectible_id;
    perform private.check_weight_tolerance(update_collectible.collectible_id, f.weight_g, f.reference_type_id,
      f.weight_g is distinct from before.weight_g or f.reference_type_id is distinct from before.reference_type_id,
      update_collectible.tolerance_reason, before.status, update_collectible.status);
  end if;
  if catalogue_references is not null then
    perform private.replace_catalogue_references(update_collectible.collectible_id, update_collectible.catalogue_references);
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

revoke all on function public.create_collectible(uuid, text, text, text, text, integer, text, uuid, text[], jsonb, jsonb, text) from public;
revoke all on function public.update_collectible(uuid, text, text, text, text, integer, text, uuid, text, uuid[], text[], jsonb, jsonb, text) from public;
grant execute on function public.create_collectible(uuid, text, text, text, text, integer, text, uuid, text[], jsonb, jsonb, text)
  to authenticated, service_role;
grant execute on function public.update_collectible(uuid, text, text, text, text, integer, text, uuid, text, uuid[], text[], jsonb, jsonb, text)
  to authenticated, service_role;

-- Manage Collectibles (spec §2), as in 20261123003000, narrowed by the catalogue facets too.
drop function public.admin_collectibles_page(text, text, integer, integer);
create function public.admin_collectibles_page(
  search text default '', status text default null, page integer default 1, page_size integer default 12,
  period text default null, metal text default null, kind text default null, grade_band text default null
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
  want_period text := nullif(btrim(coalesce(admin_collectibles_page.period, '')), '');
  want_metal text := nullif(btrim(coalesce(admin_collectibles_page.metal, '')), '');
  want_kind text := nullif(btrim(coalesce(admin_collectibles_page.kind, '')), '');
  want_band text := nullif(btrim(coalesce(admin_collectibles_page.grade_band, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_admin();
  with matched as (
    select c.* from public.collectibles c
     where (wanted is null or c.status = wanted)
       and (want_period is null or c.period = want_period)
       and (want_metal is null or c.metal = want_metal)
       and (want_kind is null or c.type = want_kind)
       and (want_band is null or c.grade_band = want_band)
       and (pattern is null or c.name ilike pattern or c.type ilike pattern
            or (price_pattern is not null and c.price::text like price_pattern))
  )
  select (select count(*) from matched),
         coalesce((select jsonb_agg((to_jsonb(l) - 'description') || jsonb_build_object(
           'category', (select jsonb_build_object('id', k.id, 'name', k.name) from public.categories k where k.id = l.category_id),
           'image_url', private.first_image(l.id))
         order by l.created_at desc, l.id desc)
           from (select * from matched order by created_at desc, id desc offset skip limit size) l), '[]'::jsonb)
    into total, found_rows;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$$;
revoke all on function public.admin_collectibles_page(text, text, integer, integer, text, text, text, text) from public;
grant execute on function public.admin_collectibles_page(text, text, integer, integer, text, text, text, text)
  to anon, authenticated, service_role;
