-- Issue 32: the catalogue facts collectors search and judge by, as optional columns with checks (the listing
-- form's zod rules are their twins), catalogue references (KM#, Pick#, Prid#, Numista N#), reference types
-- (the standard a piece is measured against) and the browse facets in one round trip.
--
-- | table                | anon          | signed-in     | anonymous     | admin                      |
-- | reference_types      | S             | S             | S             | S I U D                    |
-- | catalogue_references | S             | S             | S             | S I U D                    |
--
-- The controlled lists below have TypeScript twins in @sikka/shared/domain/collectibles (catalogueFields.ts).

-- A catalogue number as one key: 'KM 525', 'KM#525', 'km-525', 'KM# 525' are all 'KM525'. Separators
-- (spaces, '#', '-', '_', ':') go; the system's prefix becomes one canonical letter group (KM, P for Pick,
-- PRID, N for Numista); the number must start with a digit. Anything else is not a catalogue number (null).
-- Twin: catalogueNumberKey() in shared/src/domain/collectibles/catalogueNumber.ts (a test holds them equal).
create function public.catalogue_number_key(term text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case m[1]
      when 'KM' then 'KM' when 'KRAUSE' then 'KM'
      when 'P' then 'P' when 'PICK' then 'P'
      when 'PRID' then 'PRID'
      when 'N' then 'N' when 'NUMISTA' then 'N' when 'NUMISTAN' then 'N'
    end || m[2]
  from (select regexp_match(
    upper(regexp_replace(coalesce(term, ''), '[[:space:]#:_-]+', '', 'g')),
    '^(KM|KRAUSE|PICK|PRID|P|NUMISTAN|NUMISTA|N)([0-9][0-9A-Z./]*)$') as m) as t;
$$;
comment on function public.catalogue_number_key(text) is
  'Normalised catalogue number (KM525, P75A, PRID12, N1234), or null when the text is not one.';

-- The catalogue prefix of a reference system, for the key of (system, number).
create function private.catalogue_system_prefix(system text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case system when 'KM' then 'KM' when 'Pick' then 'P' when 'Prid' then 'PRID' when 'Numista' then 'N' end;
$$;

-- Reference types: a catalogue entry with its standard figures. A listing may point at one.
create table public.reference_types (
  id uuid primary key default gen_random_uuid(),
  system text not null constraint reference_types_system_known check (system in ('KM', 'Pick', 'Prid', 'Numista')),
  number text not null constraint reference_types_number_format
    check (
    private.catalogue_system_prefix(system) is null -- an unknown system is its own refusal
    or public.catalogue_number_key(private.catalogue_system_prefix(system) || number) is not null),
  number_key text generated always as (public.catalogue_number_key(private.catalogue_system_prefix(system) || number)) stored,
  title text not null constraint reference_types_title_required check (btrim(title) <> '' and length(title) <= 200),
  metal text constraint reference_types_metal_known check (metal in (
    'gold', 'silver', 'billon', 'copper', 'bronze', 'brass', 'lead', 'nickel', 'cupro-nickel', 'aluminium',
    'aluminium-bronze', 'steel', 'zinc', 'bimetallic', 'mixed', 'paper', 'polymer')),
  standard_weight_g numeric(7, 2) constraint reference_types_weight_positive check (standard_weight_g > 0),
  standard_diameter_mm numeric(6, 2) constraint reference_types_diameter_positive check (standard_diameter_mm > 0),
  tolerance_percent numeric(4, 1) not null default 3
    constraint reference_types_tolerance_range check (tolerance_percent >= 0 and tolerance_percent <= 50),
  year_from integer constraint reference_types_year_from_range check (year_from between -600 and 2100 and year_from <> 0),
  year_to integer constraint reference_types_year_to_range check (year_to between -600 and 2100 and year_to <> 0),
  created_at timestamptz not null default now(),
  constraint reference_types_years_ordered check (year_from <= year_to),
  constraint reference_types_number_unique unique (number_key)
);
comment on table public.reference_types is
  'Catalogue types (KM/Pick/Prid/Numista) with standard weight and diameter; listings are measured against them.';

-- The listing's catalogue facts. All optional; every check below refuses with its own constraint name,
-- which @sikka/shared/domain/errors maps to the form's text.
alter table public.collectibles
  add column issuer text constraint collectibles_issuer_length check (btrim(issuer) <> '' and length(issuer) <= 120),
  add column ruler text constraint collectibles_ruler_length check (btrim(ruler) <> '' and length(ruler) <= 120),
  add column period text constraint collectibles_period_known check (period in (
    'Ancient', 'Indo-Greek', 'Kushan', 'Satavahana', 'Western Kshatrapa', 'Gupta', 'Early Medieval',
    'Vijayanagara', 'Sultanate', 'Mughal', 'Maratha', 'Princely States', 'East India Company', 'British India',
    'Republic of India')),
  add column denomination text
    constraint collectibles_denomination_length check (btrim(denomination) <> '' and length(denomination) <= 80),
  -- Negative years are BCE (-321 is 321 BCE); there is no year 0. The upper bound is the current year: it
  -- only ever widens, so a row that passed once always passes (a dump restores).
  add column year_ad integer constraint collectibles_year_ad_range
    check (year_ad between -600 and extract(year from current_date)::integer and year_ad <> 0),
  add column year_written text
    constraint collectibles_year_written_length check (btrim(year_written) <> '' and length(year_written) <= 60),
  add column mint text constraint collectibles_mint_length check (btrim(mint) <> '' and length(mint) <= 80),
  add column mint_mark text constraint collectibles_mint_mark_length check (btrim(mint_mark) <> '' and length(mint_mark) <= 40),
  add column metal text constraint collectibles_metal_known check (metal in (
    'gold', 'silver', 'billon', 'copper', 'bronze', 'brass', 'lead', 'nickel', 'cupro-nickel', 'aluminium',
    'aluminium-bronze', 'steel', 'zinc', 'bimetallic', 'mixed', 'paper', 'polymer')),
  -- Millesimal fineness as a fraction: 0.917 for 22 carat gold or the rupee's silver.
  add column fineness numeric(4, 3) constraint collectibles_fineness_range check (fineness > 0 and fineness <= 1),
  add column weight_g numeric(7, 2) constraint collectibles_weight_positive check (weight_g > 0),
  add column diameter_mm numeric(6, 2) constraint collectibles_diameter_positive check (diameter_mm > 0 and diameter_mm < 1000),
  add column shape text constraint collectibles_shape_known check (shape in (
    'round', 'square', 'rectangular', 'scalloped', 'polygonal', 'oval', 'irregular')),
  add column grade text constraint collectibles_grade_known check (grade in (
    'Poor', 'FR', 'AG', 'G', 'VG', 'F', 'VF', 'XF', 'AU', 'UNC', 'Proof')),
  add column sheldon_grade smallint constraint collectibles_sheldon_range check (sheldon_grade between 1 and 70),
  add column grading_service text
    constraint collectibles_grading_service_length check (btrim(grading_service) <> '' and length(grading_service) <= 40),
  add column certificate_number text
    constraint collectibles_certificate_format check (certificate_number ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,29}$'),
  add column note_prefix text constraint collectibles_note_prefix_format check (note_prefix ~ '^[0-9A-Z]{1,4}$'),
  add column note_serial text constraint collectibles_note_serial_format check (note_serial ~ '^[0-9]{1,10}$'),
  add column note_inset_letter text constraint collectibles_note_inset_format check (note_inset_letter ~ '^[A-Z]$'),
  add column is_star_note boolean not null default false,
  add column is_fancy_number boolean not null default false,
  add column reference_type_id uuid references public.reference_types (id) on delete set null,
  -- The browse facet: the adjectival scale in four bands (circulated low, fine, extra fine, uncirculated).
  add column grade_band text generated always as (case
    when grade in ('Poor', 'FR', 'AG', 'G', 'VG') then 'low'
    when grade in ('F', 'VF') then 'fine'
    when grade in ('XF', 'AU') then 'extra_fine'
    when grade in ('UNC', 'Proof') then 'uncirculated'
  end) stored,
  add constraint collectibles_certificate_needs_service check (certificate_number is null or grading_service is not null),
  add constraint collectibles_note_fields_on_notes check (type = 'note' or (
    note_prefix is null and note_serial is null and note_inset_letter is null and not is_star_note and not is_fancy_number));

create index collectibles_reference_type_id_idx on public.collectibles (reference_type_id);
-- Browse facets (catalogue_facets_page): with two facets chosen, the rows matching either are read by index.
create index collectibles_period_idx on public.collectibles (period);
create index collectibles_metal_idx on public.collectibles (metal);
create index collectibles_grade_band_idx on public.collectibles (grade_band);
create index collectibles_year_ad_idx on public.collectibles (year_ad);

-- Catalogue references: one or more per listing, each a system and a number.
create table public.catalogue_references (
  id uuid primary key default gen_random_uuid(),
  collectible_id uuid not null references public.collectibles (id) on delete cascade,
  system text not null constraint catalogue_references_system_known check (system in ('KM', 'Pick', 'Prid', 'Numista')),
  number text not null constraint catalogue_references_number_format
    check (length(number) <= 30 and (
    private.catalogue_system_prefix(system) is null -- an unknown system is its own refusal
    or public.catalogue_number_key(private.catalogue_system_prefix(system) || number) is not null)),
  number_key text generated always as (public.catalogue_number_key(private.catalogue_system_prefix(system) || number)) stored,
  created_at timestamptz not null default now(),
  -- 'KM 525' and 'KM#525' on one listing are the same reference.
  constraint catalogue_references_unique_per_listing unique (collectible_id, number_key)
);
-- Search by catalogue number: number_key = catalogue_number_key(term).
create index catalogue_references_number_key_idx on public.catalogue_references (number_key);

-- Public read, admin write, like collectible_images (20240315000500); new tables get the default grants
-- again, so they are reduced here.
revoke all on public.reference_types, public.catalogue_references from anon, authenticated;
grant select on public.reference_types, public.catalogue_references to anon, authenticated;
grant insert, update, delete on public.reference_types, public.catalogue_references to authenticated;
alter table public.reference_types enable row level security;
alter table public.catalogue_references enable row level security;
create policy "Reference types are public" on public.reference_types
  for select to anon, authenticated using (true);
create policy "Admins manage reference types" on public.reference_types
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Catalogue references are public" on public.catalogue_references
  for select to anon, authenticated using (true);
create policy "Admins manage catalogue references" on public.catalogue_references
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- Browse with facets (issue 32): one round trip answers the page of listings (each as the home grid reads it:
-- the row, its images in gallery order, its category), the exact total, and the count of every value of
-- each facet (category, period, metal, kind, grade band; the year range's bounds) with the other facets
-- applied, as shops count them, so a value's count is what choosing it would show. Search (name or
-- description, or a catalogue number in any spelling: 'KM 525', 'KM#525', 'km-525') and price narrow
-- everything. SECURITY INVOKER: the caller's RLS applies. Values with no listing are left out of the counts.
-- Plpgsql EXECUTE ... USING plans each call with its values (a custom plan): a filter not given folds
-- away instead of costing every row a test.
create function public.catalogue_facets_page(
  search text default null,
  category_id uuid default null,
  min_price integer default null,
  max_price integer default null,
  period text default null,
  metal text default null,
  kind text default null,
  grade_band text default null,
  year_from integer default null,
  year_to integer default null,
  sort text default 'newest',
  page integer default 1,
  page_size integer default 12
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  term text := nullif(btrim(coalesce(search, '')), '');
  -- The search as a literal ILIKE pattern (as private.contains_pattern, which an invoker cannot reach).
  pattern text := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  size integer := least(greatest(coalesce(page_size, 12), 1), 100);
  skip bigint := (greatest(coalesce(page, 1), 1) - 1)::bigint * least(greatest(coalesce(page_size, 12), 1), 100);
  ordering text := case sort
    when 'oldest' then 'created_at asc'
    when 'price_asc' then 'price asc'
    when 'price_desc' then 'price desc'
    when 'name_asc' then 'name asc'
    when 'name_desc' then 'name desc'
    else 'created_at desc'
  end || ', id asc'; -- ties need a stable order, or a row could show on two pages
  result jsonb;
begin
  execute format($sql$
    with filtered as (
      select c.category_id, c.period, c.metal, c.type, c.grade_band, c.year_ad,
             ($2::uuid is null or c.category_id = $2) as f_category,
             ($5::text is null or c.period = $5) as f_period,
             ($6::text is null or c.metal = $6) as f_metal,
             ($7::text is null or c.type = $7) as f_kind,
             ($8::text is null or c.grade_band = $8) as f_grade,
             (($9::integer is null or c.year_ad >= $9) and ($10::integer is null or c.year_ad <= $10)) as f_year
        from public.collectibles c
       where %2$s
         -- With two or more facets chosen, a row that matches none of them counts nowhere: this condition
         -- (folded to the chosen ones) lets the facet indexes skip it before anything else is computed.
         and ($14 < 2
              or ($2::uuid is not null and c.category_id = $2)
              or ($5::text is not null and c.period = $5)
              or ($6::text is not null and c.metal = $6)
              or ($7::text is not null and c.type = $7)
              or ($8::text is not null and c.grade_band = $8)
              or (($9::integer is not null or $10::integer is not null)
                  and c.year_ad between coalesce($9, -600) and coalesce($10, 9999)))
    ),
    -- Each row's value for each facet, or null where another facet's choice excludes it there. Only rows
    -- that miss at most one choice can count anywhere.
    eligible as (
      select year_ad,
             case when f_period and f_metal and f_kind and f_grade and f_year then category_id::text end as category_v,
             case when f_category and f_metal and f_kind and f_grade and f_year then period end as period_v,
             case when f_category and f_period and f_kind and f_grade and f_year then metal end as metal_v,
             case when f_category and f_period and f_metal and f_grade and f_year then type end as kind_v,
             case when f_category and f_period and f_metal and f_kind and f_year then grade_band end as grade_v,
             f_category and f_period and f_metal and f_kind and f_grade as year_ok,
             f_category and f_period and f_metal and f_kind and f_grade and f_year as hit
        from filtered
       where (not f_category)::int + (not f_period)::int + (not f_metal)::int + (not f_kind)::int
             + (not f_grade)::int + (not f_year)::int <= 1
    ),
    -- Every facet's counts, the total and the year bounds in one pass (hashed grouping sets).
    counted as (
      select grouping(category_v, period_v, metal_v, kind_v, grade_v) as g,
             category_v, period_v, metal_v, kind_v, grade_v, count(*) as n,
             count(*) filter (where hit) as hits,
             min(year_ad) filter (where year_ok) as year_min, max(year_ad) filter (where year_ok) as year_max
        from eligible
       group by grouping sets ((category_v), (period_v), (metal_v), (kind_v), (grade_v), ())
    ),
    page as (
      select c.id, row_number() over (order by %1$s) as position
        from public.collectibles c
       where %2$s
         and ($2::uuid is null or c.category_id = $2) and ($5::text is null or c.period = $5)
         and ($6::text is null or c.metal = $6) and ($7::text is null or c.type = $7)
         and ($8::text is null or c.grade_band = $8)
         and ($9::integer is null or c.year_ad >= $9) and ($10::integer is null or c.year_ad <= $10)
       order by %1$s
       limit $12 offset $13
    )
    select jsonb_build_object(
      'total', coalesce((select hits from counted where g = 31), 0),
      'items', coalesce((
        select jsonb_agg(to_jsonb(c) || jsonb_build_object(
                 'images', coalesce((
                   select jsonb_agg(jsonb_build_object('id', i.id, 'image_url', i.image_url, 'order', i."order")
                                    order by i."order", i.id)
                     from public.collectible_images i where i.collectible_id = c.id), '[]'::jsonb),
                 'category', (select jsonb_build_object('id', k.id, 'name', k.name)
                                from public.categories k where k.id = c.category_id))
               order by p.position)
          from page p join public.collectibles c on c.id = p.id), '[]'::jsonb),
      'facets', jsonb_build_object(
        'category', (select coalesce(jsonb_agg(jsonb_build_object('value', category_v, 'count', n) order by category_v), '[]'::jsonb)
                       from counted where g = 15 and category_v is not null),
        'period', (select coalesce(jsonb_agg(jsonb_build_object('value', period_v, 'count', n) order by period_v), '[]'::jsonb)
                     from counted where g = 23 and period_v is not null),
        'metal', (select coalesce(jsonb_agg(jsonb_build_object('value', metal_v, 'count', n) order by metal_v), '[]'::jsonb)
                    from counted where g = 27 and metal_v is not null),
        'kind', (select coalesce(jsonb_agg(jsonb_build_object('value', kind_v, 'count', n) order by kind_v), '[]'::jsonb)
                   from counted where g = 29 and kind_v is not null),
        'grade_band', (select coalesce(jsonb_agg(jsonb_build_object('value', grade_v, 'count', n) order by grade_v), '[]'::jsonb)
                         from counted where g = 30 and grade_v is not null),
        'year', (select jsonb_build_object('min', year_min, 'max', year_max) from counted where g = 31)
      )
    )
  $sql$, ordering, $cond$($1::text is null
          or c.name ilike $1 or c.description ilike $1
          or c.id in (select r.collectible_id from public.catalogue_references r
                       where r.number_key = public.catalogue_number_key($11)))
         and ($3::integer is null or c.price >= $3)
         and ($4::integer is null or c.price <= $4)$cond$)
  into result
  using pattern, category_id, min_price, max_price, period, metal, kind, grade_band, year_from, year_to, term, size, skip,
    (category_id is not null)::int + (period is not null)::int + (metal is not null)::int + (kind is not null)::int
      + (grade_band is not null)::int + (year_from is not null or year_to is not null)::int;
  return result;
end;
$$;
comment on function public.catalogue_facets_page is
  'Browse page with facet counts in one round trip: {items, total, facets: {category, period, metal, kind, grade_band: [{value, count}], year: {min, max}}}.';
grant execute on function public.catalogue_facets_page to anon, authenticated;
