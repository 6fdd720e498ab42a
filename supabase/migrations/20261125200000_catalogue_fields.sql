-- Issue 32: the catalogue facts collectors search and judge by, as optional columns with checks (the listing
-- form's zod rules are their twins), catalogue references (KM#, Pick#, Prid#, Numista N#), reference types
-- (the standard a piece is measured against) and the browse facets in one round trip.
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
