-- Issue 32, browse with facets: a search by catalogue number ('KM 450', 'KM#450', 'km-450') also finds the
-- listings that point at a reference type of that number (collectibles.reference_type_id), not only those
-- with a catalogue_references row of it: a piece measured against KM 450 is a KM 450 whether or not the
-- reference was also typed in. Otherwise catalogue_facets_page is as 20261125200000_catalogue_fields.sql
-- wrote it (same arguments, same answer); the reference type's number is found through its unique index.

create or replace function public.catalogue_facets_page(
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
                       where r.number_key = public.catalogue_number_key($11))
          -- A piece measured against a catalogue type carries that type's number too.
          or c.reference_type_id in (select t.id from public.reference_types t
                                      where t.number_key = public.catalogue_number_key($11)))
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
