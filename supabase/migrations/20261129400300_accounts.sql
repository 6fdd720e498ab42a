-- The accounts (issue 46): for a month or a quarter, the sales register (every tax invoice and credit
-- note issued in it, in India's time) and how its totals reconcile with the orders paid and the refunds
-- recorded in the same period, every difference listed. The owner and the accountant read it; nothing
-- here writes. The GSTR-1 file is built from the register by @sikka/shared/domain/accounts (gstr1.ts).

-- Why a period cannot be read (twin: accountsPeriodProblem in @sikka/shared/domain/accounts): a month
-- or a calendar quarter of the financial year (April, July, October, January), not after this month.
create function private.accounts_period_problem(period_start date, months integer, today date) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when period_start is null or months is null or months not in (1, 3) or extract(day from period_start) <> 1
      or (months = 3 and extract(month from period_start)::integer not in (1, 4, 7, 10)) then 'accounts_period_invalid'
    when period_start > date_trunc('month', today)::date then 'accounts_period_future'
  end
$$;

create function private.require_accounts_period(period_start date, months integer) returns void
language plpgsql stable set search_path = ''
as $$
declare
  problem text;
begin
  if auth.uid() is null and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.refuse('not_authenticated');
  end if;
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not public.has_role('accountant') then
    perform private.refuse('not_authorized');
  end if;
  problem := private.accounts_period_problem(period_start, months, (now() at time zone 'Asia/Kolkata')::date);
  if problem = 'accounts_period_invalid' then
    raise exception using errcode = 'P0001', hint = problem,
      message = 'Choose a month, or a quarter starting in April, July, October or January';
  elsif problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = 'This period has not begun yet: choose this month or an earlier one';
  end if;
end;
$$;

-- The register: one entry per document issued in [period_start, period_start + months), oldest first,
-- as one JSON array (a month of a busy shop is more rows than the API's max_rows lets a set answer).
-- Amounts in paise; a credit note's figures are positive (its kind says it reduces the period's supplies).
create function public.sales_register(period_start date, months integer default 1)
returns json
language plpgsql stable security definer set search_path = ''
as $$
declare
  from_at timestamptz := (period_start::timestamp at time zone 'Asia/Kolkata');
  to_at timestamptz := ((period_start + make_interval(months => months))::timestamp at time zone 'Asia/Kolkata');
begin
  perform private.require_accounts_period(period_start, months);
  return coalesce((
    select json_agg(json_build_object(
             'kind', i.kind, 'serial', i.serial, 'issued_at', i.issued_at, 'order_reference', i.order_reference,
             'buyer', coalesce(i.recipient ->> 'trade_name', i.recipient ->> 'name'), 'gstin', i.recipient_gstin,
             'place_of_supply', i.place_of_supply, 'place_of_supply_code', i.place_of_supply_code,
             'hsn_code', i.hsn_code, 'item_type', i.item_type, 'rate_basis_points', i.rate_basis_points,
             'taxable_paise', i.taxable_paise, 'cgst_paise', i.cgst_paise, 'sgst_paise', i.sgst_paise,
             'igst_paise', i.igst_paise, 'total_paise', i.total_paise,
             'against_serial', o.serial, 'against_issued_at', o.issued_at, 'against_total_paise', o.total_paise)
           order by i.issued_at, i.kind, i.number)
      from private.invoices i
      left join private.invoices o on o.id = i.original_invoice_id
     where i.issued_at >= from_at and i.issued_at < to_at), '[]'::json);
end;
$$;

-- How the register's totals meet the money: invoices against the orders paid in the period, credit notes
-- against the refunds recorded in it (in paise), and each order where the two differ, with why.
create function public.sales_reconciliation(period_start date, months integer default 1)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  from_at timestamptz := (period_start::timestamp at time zone 'Asia/Kolkata');
  to_at timestamptz := ((period_start + make_interval(months => months))::timestamp at time zone 'Asia/Kolkata');
begin
  perform private.require_accounts_period(period_start, months);
  return (
    with paid as (
      select d.id, left(d.id::text, 8) as reference, d.total * 100 as paise from public.delivery_addresses d
       where d.payment_status = 'paid' and d.paid_at >= from_at and d.paid_at < to_at),
    invoiced as (
      select i.order_id as id, i.order_reference as reference, i.serial, i.total_paise as paise from private.invoices i
       where i.kind = 'invoice' and i.issued_at >= from_at and i.issued_at < to_at),
    refunded as (
      select f.order_id as id, left(f.order_id::text, 8) as reference, f.amount * 100 as paise from public.order_refunds f
       where f.refunded_at >= from_at and f.refunded_at < to_at),
    credited as (
      select i.order_id as id, i.order_reference as reference, i.serial, i.total_paise as paise from private.invoices i
       where i.kind = 'credit_note' and i.issued_at >= from_at and i.issued_at < to_at),
    sales_gaps as (
      select coalesce(p.reference, v.reference) as reference, v.serial, coalesce(p.paise, 0) as money, coalesce(v.paise, 0) as documents,
             case when v.id is null then 'Paid in the period, invoiced in another period'
                  when p.id is null then 'Invoiced in the period, paid in another period or not marked paid'
                  else 'The invoice and the payment differ' end as why
        from paid p full join invoiced v on v.id = p.id
       where p.id is null or v.id is null or p.paise <> v.paise),
    refund_gaps as (
      select coalesce(r.reference, c.reference) as reference, c.serial, coalesce(r.paise, 0) as money, coalesce(c.paise, 0) as documents,
             case when c.id is null then 'Refunded in the period against a credit note of another period'
                  when r.id is null then 'Credit note of the period not refunded in it (a cancellation not yet refunded, or refunded later)'
                  else 'The refund is less than the credit note (a cancellation refunded in part)' end as why
        from refunded r full join credited c on c.id = r.id
       where r.id is null or c.id is null or r.paise <> c.paise)
    select jsonb_build_object(
      'paid_paise', (select coalesce(sum(paise), 0) from paid),
      'invoiced_paise', (select coalesce(sum(paise), 0) from invoiced),
      'refunded_paise', (select coalesce(sum(paise), 0) from refunded),
      'credited_paise', (select coalesce(sum(paise), 0) from credited),
      'sales_differences', coalesce((select jsonb_agg(to_jsonb(g) order by g.reference) from sales_gaps g), '[]'),
      'refund_differences', coalesce((select jsonb_agg(to_jsonb(g) order by g.reference) from refund_gaps g), '[]'))
  );
end;
$$;

create index delivery_addresses_paid_at_idx on public.delivery_addresses (paid_at) where payment_status = 'paid';

revoke execute on function public.sales_register(date, integer) from public, anon;
revoke execute on function public.sales_reconciliation(date, integer) from public, anon;
grant execute on function public.sales_register(date, integer) to authenticated, service_role;
grant execute on function public.sales_reconciliation(date, integer) to authenticated, service_role;
