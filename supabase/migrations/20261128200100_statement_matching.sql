-- Statement matching that finds the money (issues 49 and 50). import_bank_statement as in
-- 20261125100000_getting_paid.sql, rewritten as one set-based query (a 5,000-line statement took past
-- the 8 s statement timeout line by line), matching each credit to an order by, in this order:
--
--   reference        a reference the buyer submitted (UPI UTR, NEFT/RTGS UTR, IMPS RRN) in the line's
--                    reference column or anywhere in its narration, with the order's exact amount;
--   order_reference  the order's reference quoted in the narration ('SIKKA ORDER 6A29EEC0', or the UPI
--                    note the shop's own link sets, 'Sikka Order bef50ce3'), with the exact amount;
--   amount_and_date  nothing quoted, but exactly one open order of that exact amount placed on the
--                    credit's day or up to 3 days before (India time): only PROPOSED. It is marked paid
--                    only when the owner confirms that line (`confirm`), never by `apply` alone.
--
-- A credit that fits two orders is listed (problem 'ambiguous', with their references), never applied;
-- an order that two credits fit is matched by the first only. Everything else is answered with why it
-- did not match, and nothing else changes. With `apply`, the matches (and the confirmed proposals) are
-- marked paid in this one transaction.

-- The order reference ('6a29eec0') is how a narration names an order: found by its index.
create index delivery_addresses_reference_idx on public.delivery_addresses ((left(id::text, 8)));

drop function public.import_bank_statement(jsonb, boolean);
create function public.import_bank_statement(lines jsonb, apply boolean default false, confirm jsonb default '[]')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- How long after an order a transfer of its amount may still be proposed for it (a weekend and a day).
  proposal_days constant integer := 3;
  answer jsonb;
  to_mark uuid[];
begin
  perform private.require_admin();
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
$$;
revoke all on function public.import_bank_statement(jsonb, boolean, jsonb) from public;
grant execute on function public.import_bank_statement(jsonb, boolean, jsonb) to authenticated, service_role;
