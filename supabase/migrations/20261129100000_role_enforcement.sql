-- Staff roles enforced by the database (issue 51): every policy and function that checked the one admin flag
-- (public.is_admin()) now names the roles it allows, through public.has_role (an owner always passes).
--   staff  — orders: the Orders Dashboard, marking paid, rejecting a payment, the bank statement import,
--            fulfilment and shipment, cancellation, an order's documents (certificate, invoice);
--   editor — listings (collectibles, their images and catalogue references, reference types, categories,
--            the authoring and AI drafting, bulk upload), the blog, seller submissions;
--   owner  — everything, and alone: users, promo codes, settings, staff, the outbox, buyers' PANs;
--   accountant — nothing here (issue 46 gives it the accounts).
-- Prices: an editor authors listings, and a listing's price is part of it, so an editor sets and changes
-- prices (each change is in the activity log the owner reads); staff cannot touch a listing at all.
-- A listing that has orders is deleted by the owner only: deleting it removes its orders.
-- public.is_admin() keeps its meaning "has a back-office role" (the session reads it); no check uses it.

-- The refusal every back-office function starts with: not signed in, or none of `roles` (an owner passes).
create function private.require_role(variadic roles text[]) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  if not public.has_role(variadic roles) then
    perform private.refuse('not_authorized');
  end if;
end;
$$;
revoke execute on function private.require_role(text[]) from public;

-- A function that still asks for "an admin" is the owner's: the safe default for any check not yet given
-- its roles (e.g. update_shop_settings, admin_users_page).
create or replace function private.require_admin() returns void
  language plpgsql stable set search_path = ''
as $$
begin
  perform private.require_role('owner');
end;
$$;

-- Orders: staff.
create or replace function public.admin_order_emails(order_ids uuid[])
 RETURNS TABLE(order_id uuid, email text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_role('staff');
  return query
    select d.id, private.order_buyer_email(d)
      from public.delivery_addresses d
     where d.id = any (coalesce(admin_order_emails.order_ids[1:1000], '{}'));
end;
$function$;

create or replace function public.admin_orders_page(search text DEFAULT ''::text, status text DEFAULT NULL::text, page integer DEFAULT 1, page_size integer DEFAULT 12, payment text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := private.contains_pattern(private.order_search_text(search));
  -- A payment reference as the buyer gave it: a UPI UTR or IMPS RRN (12 digits), a NEFT (16-22) or RTGS (22)
  -- reference, typed with or without spaces, in any case (stored as private.normalize_payment_reference keeps it).
  utr_search text := case when regexp_replace(coalesce(search, ''), '\s', '', 'g') ~ '^[0-9A-Za-z]{12,22}$'
    then private.normalize_payment_reference(search) end;
  size integer := least(greatest(coalesce(page_size, 12), 1), 1000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 12), 1), 1000);
  wanted text := nullif(btrim(coalesce(admin_orders_page.status, '')), '');
  wanted_payment text := nullif(btrim(coalesce(admin_orders_page.payment, '')), '');
  total integer;
  found_rows jsonb;
begin
  perform private.require_role('staff');
  select count(*) into total from public.delivery_addresses d
   where (wanted is null or d.status = wanted)
     and (wanted_payment is null or d.payment_status = wanted_payment)
     and (pattern is null or d.utr = utr_search
          or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern);

  select coalesce(jsonb_agg(to_jsonb(o) || jsonb_build_object(
           'item', (select jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'price', c.price, 'slug', c.slug,
                                              'status', c.status, 'on_hold', c.on_hold, 'image_url', private.first_image(c.id))
                      from public.collectibles c where c.id = o.collectible_id),
           'tax_id', (select jsonb_build_object('pan', case when public.has_role('owner') then t.pan end, 'pan_given', t.pan is not null, 'form60', t.form60) from private.order_tax_ids t where t.order_id = o.id),
           'history', private.history_of(o.id))
         order by o.created_at desc, o.id desc), '[]'::jsonb)
    into found_rows
    from (select d.* from public.delivery_addresses d
           where (wanted is null or d.status = wanted)
             and (wanted_payment is null or d.payment_status = wanted_payment)
             and (pattern is null or d.utr = utr_search
                  or private.order_haystack(d.id, d.full_name, d.phone, d.address_line1, d.address_line2, d.city, d.state, d.pincode) ilike pattern)
           order by d.created_at desc, d.id desc
           offset skip limit size) o;
  return jsonb_build_object('total', total, 'rows', found_rows);
end;
$function$;

create or replace function public.import_bank_statement(lines jsonb, apply boolean DEFAULT false, confirm jsonb DEFAULT '[]'::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- How long after an order a transfer of its amount may still be proposed for it (a weekend and a day).
  proposal_days constant integer := 3;
  answer jsonb;
  to_mark uuid[];
begin
  perform private.require_role('staff');
  -- Refused before any work: the documented maximum is 5,000 lines.
  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) > 5000 then
    raise exception using errcode = 'P0001', hint = 'statement_too_long',
      message = 'A statement can have at most 5,000 lines: split the file and import each part';
  end if;
  perform set_config('sikka.actor_label', 'Bank statement import', true);

  -- Every expression is written inline: a helper function with its own search_path is called, not
  -- inlined, and cost 0.4 ms a line (2 s for 5,000).
  with raw as (
    select i.ord, i.entry,
           upper(regexp_replace(coalesce(i.entry ->> 'utr', ''), '\s', '', 'g')) as ref_text,
           coalesce(i.entry ->> 'date', '') as date_text
      from jsonb_array_elements(lines) with ordinality i(entry, ord)
  ),
  credit as (
    select r.ord,
           r.entry -> 'line' as line,
           r.date_text,
           -- An ISO date (the dialog's parser reads each bank's own format), else none; a day the month
           -- does not have is none too (nested CASEs: the cast runs only once the shape is known).
           case when r.date_text ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' then
             case when (left(r.date_text, 8) || '01')::date + (right(r.date_text, 2)::int - 1)
                       < (left(r.date_text, 8) || '01')::date + interval '1 month'
                  then r.date_text::date end
           end as credit_date,
           -- The reference column, when it has a reference's shape: 12 digits, or a NEFT/RTGS UTR (the bank's
           -- few letters, then digits), not a column's words run together (the dialog's parser's REFERENCE).
           case when r.ref_text ~ '^[0-9]{12}$'
                  or (length(r.ref_text) between 16 and 22 and r.ref_text ~ '^[A-Z]{1,6}[0-9][A-Z0-9]*$')
                then r.ref_text end as ref,
           upper(left(coalesce(r.entry ->> 'narration', ''), 500)) as narration,
           case when coalesce(r.entry ->> 'amount', '') ~ '^-?[0-9]{1,13}(\.[0-9]{1,2})?$'
                then (r.entry ->> 'amount')::numeric end as amount
      from raw r
  ),
  tokens as (
    select c.ord, c.ref as token from credit c where c.ref is not null
    union
    select c.ord, t.token from credit c, regexp_split_to_table(c.narration, '[^A-Z0-9]+') t(token)
     where length(t.token) between 12 and 22
  ),
  by_reference as (
    select t.ord, array_agg(distinct d.id) as ids, min(t.token) as token
      from tokens t join public.delivery_addresses d on d.utr = t.token
     group by t.ord
  ),
  quoted as (
    select distinct c.ord, c.amount, lower(m[1]) as order_ref
      from credit c, regexp_matches(c.narration, 'ORDER[^A-Z0-9]{0,3}([0-9A-F]{8})(?![0-9A-Z])', 'g') m
  ),
  by_order_reference as (
    select q.ord, min(q.order_ref) as token, array_agg(distinct d.id) as ids,
           array_agg(distinct d.id) filter (
             where d.total = q.amount and d.status = 'received' and d.payment_status <> 'paid') as fitting
      from quoted q join public.delivery_addresses d on left(d.id::text, 8) = q.order_ref
     group by q.ord
  ),
  by_amount_and_date as (
    select c.ord, array_agg(d.id) as ids
      from credit c
      join public.delivery_addresses d
        on d.total = c.amount and d.status = 'received' and d.payment_status <> 'paid'
       and c.credit_date between (d.created_at at time zone 'Asia/Kolkata')::date
                             and (d.created_at at time zone 'Asia/Kolkata')::date + proposal_days
     where c.amount > 0 and c.credit_date is not null
     group by c.ord
  ),
  -- Which rule speaks for each line, and the order(s) it names.
  ruled as (
    select c.*,
           case
             when c.amount is null or c.amount <= 0 then 'not_a_credit'
             when c.ref is not null and row_number() over (partition by c.ref order by c.ord) > 1 then 'duplicate_line'
             when r.ids is not null then 'reference'
             when o.ids is not null then 'order_reference'
             when a.ids is not null then 'amount_and_date'
             when c.ref is not null then 'order_not_found'
             else 'no_match'
           end as rule,
           case
             when r.ids is not null then r.ids
             when o.ids is not null then coalesce(o.fitting, o.ids)
             else a.ids
           end as ids,
           r.token as ref_token,
           o.token as quoted
      from credit c
      left join by_reference r on r.ord = c.ord
      left join by_order_reference o on o.ord = c.ord
      left join by_amount_and_date a on a.ord = c.ord
  ),
  judged as (
    select u.*, d.id as order_id, d.total as expected, d.full_name,
           case
             when u.rule in ('not_a_credit', 'duplicate_line', 'order_not_found', 'no_match') then u.rule
             when cardinality(u.ids) > 1 then 'ambiguous'
             when d.status = 'cancelled' then 'order_cancelled'
             when d.payment_status = 'paid' then 'already_paid'
             when u.amount <> d.total then 'amount_differs'
           end as problem
      from ruled u
      left join public.delivery_addresses d
        on cardinality(u.ids) = 1 and d.id = u.ids[1]
       and u.rule in ('reference', 'order_reference', 'amount_and_date')
  ),
  -- An order is matched once: by its first exact line, else its first proposal.
  ranked as (
    select j.*,
           case when j.problem is null and row_number() over (
                  partition by j.order_id, j.problem is null
                  order by j.rule = 'amount_and_date', j.ord) > 1
                then 'order_matched_twice' else j.problem end as outcome
      from judged j
  )
  select jsonb_build_object(
           'matched', coalesce(jsonb_agg(jsonb_build_object(
               'line', k.line, 'utr', coalesce(k.ref_token, k.ref), 'quoted', k.quoted, 'amount', k.amount,
               'order_id', k.order_id, 'reference', left(k.order_id::text, 8), 'full_name', k.full_name,
               'reason', k.rule)
             order by k.ord) filter (where k.outcome is null and k.rule <> 'amount_and_date'), '[]'::jsonb),
           'proposed', coalesce(jsonb_agg(jsonb_build_object(
               'line', k.line, 'date', k.date_text, 'amount', k.amount, 'order_id', k.order_id,
               'reference', left(k.order_id::text, 8), 'full_name', k.full_name, 'reason', k.rule,
               'confirmed', coalesce(import_bank_statement.confirm, '[]'::jsonb) @> jsonb_build_array(k.line))
             order by k.ord) filter (where k.outcome is null and k.rule = 'amount_and_date'), '[]'::jsonb),
           'problems', coalesce(jsonb_agg(jsonb_build_object(
               'line', k.line, 'utr', coalesce(k.ref_token, k.ref), 'quoted', k.quoted, 'amount', k.amount, 'problem', k.outcome,
               'order_id', k.order_id, 'reference', left(k.order_id::text, 8), 'expected', k.expected,
               'candidates', case when k.outcome = 'ambiguous' then
                 (select jsonb_agg(left(x::text, 8) order by x) from unnest(k.ids) x) end)
             order by k.ord) filter (where k.outcome is not null), '[]'::jsonb))
    into answer
    from ranked k;

  if apply then
    select coalesce(array_agg((m ->> 'order_id')::uuid), '{}') into to_mark
      from (select jsonb_array_elements(answer -> 'matched') as m
            union all
            select p from jsonb_array_elements(answer -> 'proposed') p where (p ->> 'confirmed')::boolean) picked;
    update public.delivery_addresses d
       set payment_status = 'paid', paid_at = now(), payment_rejection_reason = null, hold_expires_at = null
     where d.id = any(to_mark) and d.status = 'received' and d.payment_status <> 'paid';
  end if;
  perform set_config('sikka.actor_label', '', true);
  return answer || jsonb_build_object('applied', apply);
end;
$function$;

create or replace function public.mark_order_fulfilled(order_id uuid, carrier text, tracking text, insured_value integer DEFAULT NULL::integer)
 RETURNS delivery_addresses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  name text := btrim(coalesce(carrier, ''));
  number text := upper(regexp_replace(coalesce(tracking, ''), '\s', '', 'g'));
  target public.delivery_addresses;
  insured bigint;
  problem text;
begin
  perform private.require_role('staff');
  select d.* into target from public.delivery_addresses d where d.id = mark_order_fulfilled.order_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if target.status <> 'received' then
    raise exception using errcode = 'P0001', hint = 'order_status_transition',
      message = format('An order that is %s cannot be marked fulfilled', target.status);
  end if;
  insured := coalesce(mark_order_fulfilled.insured_value::bigint, least(target.total, 2147483647));
  problem := private.shipment_problem(name, number, insured);
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = case problem
      when 'shipment_carrier_required' then 'Please choose the carrier, or name the courier'
      when 'shipment_tracking_required' then 'Please enter the tracking number'
      when 'shipment_tracking_india_post' then 'An India Post tracking number has 13 characters, e.g. EE123456785IN'
      when 'shipment_tracking_check_digit' then 'This India Post tracking number’s check digit does not match: please check the number on the receipt'
      when 'shipment_tracking_invalid' then 'A tracking number has 4 to 40 letters, digits or dashes'
      else 'Please enter the insured value in whole rupees'
    end;
  end if;
  update public.delivery_addresses d
     set status = 'fulfilled', shipment_carrier = name, shipment_tracking = number,
         shipment_insured_value = insured::integer, shipped_at = now()
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$function$;

create or replace function public.mark_order_paid(order_id uuid)
 RETURNS delivery_addresses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target public.delivery_addresses;
begin
  perform private.require_role('staff');
  update public.delivery_addresses d
     set payment_status = 'paid', paid_at = now(), payment_rejection_reason = null, hold_expires_at = null
   where d.id = mark_order_paid.order_id and d.payment_status <> 'paid' and d.status <> 'cancelled'
  returning d.* into target;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  return target;
end;
$function$;

create or replace function public.reject_order_payment(order_id uuid, reason text)
 RETURNS delivery_addresses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  why text := btrim(coalesce(reason, ''));
  target public.delivery_addresses;
  settings private.shop_settings;
begin
  perform private.require_role('staff');
  if why = '' or char_length(why) > 300 then
    raise exception using errcode = 'P0001', hint = 'payment_reason_required',
      message = 'Please give the buyer a reason (at most 300 characters)';
  end if;
  select s.* into settings from private.shop_settings s;
  -- The buyer gets a fresh hold to pay again or correct the UTR.
  update public.delivery_addresses d
     set payment_status = 'rejected', payment_rejection_reason = why,
         hold_expires_at = now() + make_interval(mins => settings.hold_minutes)
   where d.id = reject_order_payment.order_id and d.payment_status = 'submitted' and d.status = 'received'
  returning d.* into target;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  return target;
end;
$function$;

create or replace function public.reissue_certificate(order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  issued private.certificates;
begin
  perform private.require_role('staff');
  if not exists (select 1 from public.delivery_addresses d where d.id = reissue_certificate.order_id and d.payment_status = 'paid') then
    raise exception using errcode = 'P0001', hint = 'order_not_paid', message = 'A certificate is issued for a paid order only';
  end if;
  update private.certificates c set revoked_at = now(), revoked_reason = 'Replaced by a new certificate', revoked_by = auth.uid()
   where c.order_id = reissue_certificate.order_id and c.revoked_at is null;
  issued := private.issue_certificate(reissue_certificate.order_id, auth.uid());
  update private.certificates c set revoked_reason = 'Replaced by certificate ' || issued.code
   where c.order_id = reissue_certificate.order_id and c.revoked_reason = 'Replaced by a new certificate';
  return jsonb_build_object('id', issued.id, 'code', issued.code, 'issued_at', issued.issued_at);
end;
$function$;

create or replace function public.revoke_certificate(certificate_id uuid, reason text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  why text := btrim(coalesce(reason, ''));
  revoked private.certificates;
begin
  perform private.require_role('staff');
  if why = '' or char_length(why) > 300 then
    raise exception using errcode = 'P0001', hint = 'certificate_reason_required',
      message = 'Please give a reason for revoking this certificate (at most 300 characters)';
  end if;
  update private.certificates c set revoked_at = now(), revoked_reason = why, revoked_by = auth.uid()
   where c.id = revoke_certificate.certificate_id and c.revoked_at is null
  returning * into revoked;
  if not found then
    raise exception using errcode = 'P0001', hint = 'certificate_not_live', message = 'This certificate is not in force';
  end if;
  return jsonb_build_object('id', revoked.id, 'code', revoked.code, 'revoked_at', revoked.revoked_at, 'revoked_reason', why);
end;
$function$;

create or replace function private.may_see_order_documents(order_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select public.has_role('staff')
      or exists (select 1 from public.delivery_addresses d where d.id = order_id and d.user_id = auth.uid());
$function$;

create or replace function public.document_source(kind text, id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  source jsonb;
  owner_order uuid;
begin
  if kind = 'certificate' then
    select to_jsonb(c) - 'certified_by' - 'revoked_by', c.order_id into source, owner_order
      from private.certificates c where c.id = document_source.id;
  elsif kind = 'invoice' then
    select to_jsonb(i), i.order_id into source, owner_order from private.invoices i where i.id = document_source.id;
  end if;
  if source is null or (coalesce(auth.jwt() ->> 'role', '') <> 'service_role'
                        and not (public.has_role('staff') or (owner_order is not null and private.may_see_order_documents(owner_order)))) then
    raise exception using errcode = 'P0001', hint = 'document_not_found', message = 'Document not found';
  end if;
  return source;
end;
$function$;

-- Listings and seller submissions: editors.
create or replace function public.admin_collectibles_page(search text DEFAULT ''::text, status text DEFAULT NULL::text, page integer DEFAULT 1, page_size integer DEFAULT 12, period text DEFAULT NULL::text, metal text DEFAULT NULL::text, kind text DEFAULT NULL::text, grade_band text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  perform private.require_role('editor');
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
$function$;

create or replace function public.create_collectible(collectible_id uuid, type text, name text, slug text, description text, price integer, youtube_url text, category_id uuid, image_urls text[], catalogue jsonb DEFAULT '{}'::jsonb, catalogue_references jsonb DEFAULT '[]'::jsonb, tolerance_reason text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  created_id uuid;
  f public.collectibles;
begin
  perform private.require_role('editor');
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
$function$;

create or replace function public.update_collectible(collectible_id uuid, type text, name text, slug text, description text, price integer, youtube_url text, category_id uuid, status text, kept_image_ids uuid[], new_image_urls text[], catalogue jsonb DEFAULT NULL::jsonb, catalogue_references jsonb DEFAULT NULL::jsonb, tolerance_reason text DEFAULT NULL::text)
 RETURNS SETOF text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  removed text[];
  kept_count integer;
  before public.collectibles;
  f public.collectibles;
begin
  perform private.require_role('editor');
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
$function$;

create or replace function public.delete_collectible(collectible_id uuid)
 RETURNS SETOF text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  paths text[];
begin
  perform private.require_role('editor');
  if not public.has_role('owner')
     and exists (select 1 from public.delivery_addresses d where d.collectible_id = delete_collectible.collectible_id) then
    raise exception using errcode = 'P0001', hint = 'collectible_has_orders',
      message = 'This listing has orders: only the owner can delete it';
  end if;

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
$function$;

create or replace function public.delete_seller_submission(submission_id uuid)
 RETURNS SETOF text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  submission public.seller_submissions;
begin
  perform private.require_role('editor');

  delete from public.seller_submissions s where s.id = delete_seller_submission.submission_id
    returning s.* into submission;
  if submission.id is null then
    return;
  end if;

  return query
    with named as (
      select distinct private.storage_path(url) as path
        from unnest(array[submission.image_url] || coalesce(
               (select array_agg(m[1]) from regexp_matches(coalesce(submission.admin_notes, ''), '(https?://[^\s,]+)', 'g') as m),
               '{}')) as url
    )
    select n.path from named n
     where n.path like 'seller-submissions/%'
       -- Another seller's file (a URL naming it behind any host) is not this submission's to remove.
       and not exists (select 1 from storage.objects o
                        where o.bucket_id = 'collectible-images' and o.name = n.path
                          and o.owner_id is distinct from submission.submitted_by::text)
       and not exists (select 1 from public.seller_submissions s
                        where private.storage_path(s.image_url) = n.path
                           or position(('/collectible-images/' || n.path) in coalesce(s.admin_notes, '')) > 0)
       and not exists (select 1 from public.collectible_images i where private.storage_path(i.image_url) = n.path);
end;
$function$;

create or replace function public.unreferenced_seller_uploads()
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.require_role('editor');
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
$function$;

create or replace function private.check_new_seller_submission()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  extra text[];
  urls text[];
  url text;
  path text;
  host text := private.requested_host();
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') or public.has_role('editor') then
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
    if path is null
       or (host is not null and lower(split_part(url, '/', 3)) <> host)
       or not exists (
         select 1 from storage.objects o
          where o.bucket_id = 'collectible-images' and o.name = path
            and o.owner_id = auth.uid()::text)
    then
      perform private.refuse_sale('sell_image_not_stored');
    end if;
  end loop;
  return null;
end;
$function$;

create or replace function private.limit_seller_submissions()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  settings private.shop_settings;
  since timestamptz := now() - interval '1 hour';
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') or public.has_role('editor') then
    return new;
  end if;
  select s.* into settings from private.shop_settings s;
  new.submitted_from := private.submission_client_address();
  if new.submitted_by is not null then
    perform pg_advisory_xact_lock(hashtextextended('sell-session:' || new.submitted_by::text, 0));
    if (select count(*) from public.seller_submissions s
         where s.submitted_by = new.submitted_by and s.created_at > since) >= settings.sell_submissions_per_session_hour then
      raise exception using errcode = 'P0001', hint = 'sell_session_limit',
        message = format('At most %s submissions an hour from one visitor', settings.sell_submissions_per_session_hour);
    end if;
  end if;
  if new.submitted_from is not null then
    perform pg_advisory_xact_lock(hashtextextended('sell-address:' || host(new.submitted_from), 0));
    if (select count(*) from public.seller_submissions s
         where s.submitted_from = new.submitted_from and s.created_at > since) >= settings.sell_submissions_per_address_hour then
      raise exception using errcode = 'P0001', hint = 'sell_address_limit',
        message = format('At most %s submissions an hour from one network', settings.sell_submissions_per_address_hour);
    end if;
  end if;
  return new;
end;
$function$;

-- Every back-office role names itself on the orders' history.
create or replace function public.set_display_name(display_name text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_role('staff', 'editor', 'accountant');
  update public.profiles p set display_name = nullif(btrim(set_display_name.display_name), '') where p.id = auth.uid();
end;
$function$;

-- The owner's.
create or replace function public.admin_user_stats()
 RETURNS TABLE(id uuid, phone text, is_admin boolean, created_at timestamp with time zone, total_orders integer, total_collectibles integer, last_active timestamp with time zone, recent_orders jsonb)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = 'P0001', hint = 'not_authenticated';
  end if;
  if not public.has_role('owner') then
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
$function$;

-- Table policies.
drop policy "Admins manage blog posts" on public.blog_posts;
create policy "Editors manage blog posts" on public.blog_posts for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

drop policy "Admins manage catalogue references" on public.catalogue_references;
create policy "Editors manage catalogue references" on public.catalogue_references for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

drop policy "Admins manage categories" on public.categories;
create policy "Editors manage categories" on public.categories for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

drop policy "Admins manage listing images" on public.collectible_images;
create policy "Editors manage listing images" on public.collectible_images for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

drop policy "Admins manage listings" on public.collectibles;
create policy "Editors manage listings" on public.collectibles for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

drop policy "Admins manage reference types" on public.reference_types;
create policy "Editors manage reference types" on public.reference_types for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

drop policy "Admins manage submissions" on public.seller_submissions;
create policy "Editors manage submissions" on public.seller_submissions for all to authenticated
  using ((select public.has_role('editor'))) with check ((select public.has_role('editor')));

-- Orders: staff read and update them (cancellation); deleting an order is the owner's.
drop policy "Admins delete orders" on public.delivery_addresses;
create policy "The owner deletes orders" on public.delivery_addresses for delete to authenticated
  using ((select public.has_role('owner')));
drop policy "Admins see all orders" on public.delivery_addresses;
create policy "Staff see all orders" on public.delivery_addresses for select to authenticated
  using ((select public.has_role('staff')));
drop policy "Admins update order status" on public.delivery_addresses;
create policy "Staff update order status" on public.delivery_addresses for update to authenticated
  using ((select public.has_role('staff'))) with check ((select public.has_role('staff')));

-- The outbox: staff see the messages about orders (the Orders Dashboard shows whether the buyer was told);
-- the rest (invitations, the shop's own mail) is the owner's.
drop policy "Admins read the outbox" on public.outbox;
create policy "Staff read the orders' messages, the owner all" on public.outbox for select to authenticated
  using ((select public.has_role('owner')) or (order_id is not null and (select public.has_role('staff'))));

drop policy "Admins see all profiles" on public.profiles;
create policy "The owner sees all profiles" on public.profiles for select to authenticated
  using ((select public.has_role('owner')));

drop policy "Admins manage promo codes" on public.promo_codes;
create policy "The owner manages promo codes" on public.promo_codes for all to authenticated
  using ((select public.has_role('owner'))) with check ((select public.has_role('owner')));

-- An order's (and its payment's) history is staff's, a submission's and a listing's the editors'.
drop policy "Admins read status history" on public.status_history;
create policy "Staff read orders' history, editors submissions'" on public.status_history for select to authenticated
  using ((entity in ('order', 'payment') and (select public.has_role('staff')))
         or (entity in ('submission', 'collectible') and (select public.has_role('editor')))
         or (select public.has_role('owner')));

-- Storage: the listings' photos are the editors'; sellers' uploads are read by editors (submissions).
drop policy "Admins delete collectible images" on storage.objects;
create policy "Editors delete collectible images" on storage.objects for delete to authenticated
  using (bucket_id = 'collectible-images' and (select public.has_role('editor')));
drop policy "Admins update collectible images" on storage.objects;
create policy "Editors update collectible images" on storage.objects for update to authenticated
  using (bucket_id = 'collectible-images' and (select public.has_role('editor')))
  with check (bucket_id = 'collectible-images' and (select public.has_role('editor')));
drop policy "Admins upload collectible images" on storage.objects;
create policy "Editors upload collectible images" on storage.objects for insert to authenticated
  with check (bucket_id = 'collectible-images' and (select public.has_role('editor')));
drop policy "Sellers see their own uploads, admins all" on storage.objects;
create policy "Sellers see their own uploads, editors all" on storage.objects for select to authenticated
  using (bucket_id = 'collectible-images' and (storage.foldername(name))[1] = 'seller-submissions'
         and (owner_id = (select auth.uid()::text) or (select public.has_role('editor'))));
