-- Refunds (issue 46): for a cancelled paid order or a received return, staff record the money sent back
-- (whole rupees, not above what the buyer paid less what the Return Policy lets the shop keep:
-- private.refund_limit; UPI or bank transfer; the bank's 12-digit UTR/RRN). The buyer is e-mailed and
-- the order page shows it. A return's refund issues a credit note (CGST Rule 53) for the refunded value,
-- full or partial, in the credit-note series of the financial year (private.next_document_number: the
-- counter row's lock keeps the numbers consecutive under concurrent refunds), against the order's
-- invoice. A cancelled paid order already has its full credit note (issued with the cancellation,
-- 20261125400200_invoices.sql): its refund is linked to that one.

-- Why a credit note was issued (Rule 53 names the document's nature; the PDF says which).
alter table private.invoices add column credit_reason text
  constraint invoices_credit_reason_known check (credit_reason in ('cancellation', 'sales_return'));
alter table private.invoices disable trigger invoices_guard_update;
update private.invoices set credit_reason = 'cancellation' where kind = 'credit_note';
alter table private.invoices enable trigger invoices_guard_update;
alter table private.invoices add constraint invoices_credit_reason_on_credit_notes
  check ((kind = 'credit_note') = (credit_reason is not null));

-- As in 20261125400200, naming its reason.
create or replace function private.issue_credit_note(order_id uuid, at timestamptz) returns private.invoices
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  original private.invoices;
  seller private.seller_details;
  fy integer := private.financial_year_start(at);
  n integer;
  issued private.invoices;
begin
  select i.* into original from private.invoices i where i.order_id = issue_credit_note.order_id and i.kind = 'invoice';
  if not found or exists (select 1 from private.invoices i where i.order_id = issue_credit_note.order_id and i.kind = 'credit_note') then
    return null;
  end if;
  select s.* into seller from private.seller_details s;
  n := private.next_document_number('credit_note', fy);
  original.original_invoice_id := original.id;
  original.id := gen_random_uuid();
  original.kind := 'credit_note';
  original.credit_reason := 'cancellation';
  original.serial := private.document_serial(seller.credit_note_prefix, fy, n);
  original.financial_year := fy;
  original.number := n;
  original.issued_at := at;
  original.pdf_path := null;
  insert into private.invoices select original.* returning * into issued;
  return issued;
end;
$$;

-- The credit note of a return's refund: `amount` rupees of the invoice's supply, at its rate, split as
-- the invoice was (the same place of supply), under the credit-note series of the refund's year.
create function private.issue_return_credit_note(order_id uuid, amount bigint, at timestamptz) returns private.invoices
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  original private.invoices;
  seller private.seller_details;
  split record;
  fy integer := private.financial_year_start(at);
  n integer;
  issued private.invoices;
begin
  select i.* into original from private.invoices i where i.order_id = issue_return_credit_note.order_id and i.kind = 'invoice';
  if not found then
    return null;
  end if;
  select s.* into seller from private.seller_details s;
  split := private.gst_split(amount, original.rate_basis_points,
                             case when original.tax_kind = 'intra' then original.place_of_supply else '' end,
                             original.place_of_supply);
  n := private.next_document_number('credit_note', fy);
  original.original_invoice_id := original.id;
  original.id := gen_random_uuid();
  original.kind := 'credit_note';
  original.credit_reason := 'sales_return';
  original.serial := private.document_serial(seller.credit_note_prefix, fy, n);
  original.financial_year := fy;
  original.number := n;
  original.issued_at := at;
  original.pdf_path := null;
  -- The value credited, as one line (the piece returned), tax inclusive.
  original.price := amount;
  original.discount := 0;
  original.shipping := 0;
  original.total_paise := split.total_paise;
  original.taxable_paise := split.taxable_paise;
  original.cgst_paise := split.cgst_paise;
  original.sgst_paise := split.sgst_paise;
  original.igst_paise := split.igst_paise;
  insert into private.invoices select original.* returning * into issued;
  return issued;
end;
$$;

create table public.order_refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.delivery_addresses (id) on delete cascade,
  basis text not null constraint order_refunds_basis_known check (basis in ('cancellation', 'return')),
  amount bigint not null constraint order_refunds_amount_positive check (amount > 0),
  method text not null constraint order_refunds_method_known check (method in ('upi', 'bank_transfer')),
  reference text not null constraint order_refunds_reference_12_digits check (reference ~ '^[0-9]{12}$'),
  credit_note_id uuid references private.invoices (id),
  refunded_at timestamptz not null default now(),
  refunded_by uuid,
  constraint order_refunds_one_per_order unique (order_id)
);
-- | order_refunds      | -             | -             | -             | S                          |
alter table public.order_refunds enable row level security;
revoke all on public.order_refunds from anon, authenticated;
grant select on public.order_refunds to authenticated;
grant all on public.order_refunds to service_role;
create policy "Staff and accountants read refunds" on public.order_refunds for select to authenticated
  using ((select public.has_role('staff', 'accountant')));
create index order_refunds_refunded_at_idx on public.order_refunds (refunded_at);

-- A refund is a fact: it never changes.
create function private.guard_refund_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = 'refund_exists', message = 'A recorded refund cannot change';
end;
$$;
create trigger order_refunds_fixed before update or delete on public.order_refunds
  for each row execute function private.guard_refund_change();

-- Why this order's refund is due ('cancellation' or 'return'), or null when none is.
create function private.refund_basis(o public.delivery_addresses) returns text
language sql stable security definer set search_path = ''
as $$
  select case
    when o.payment_status <> 'paid' then null
    when o.status = 'cancelled' then 'cancellation'
    when exists (select 1 from public.order_returns r where r.order_id = o.id and r.status = 'received') then 'return'
  end
$$;

-- The most this order's refund may be, in rupees (null when no refund is due).
create function private.order_refund_limit(o public.delivery_addresses) returns bigint
language sql stable security definer set search_path = ''
as $$
  select private.refund_limit(o.total, o.shipping, private.refund_basis(o),
                              (select r.reason from public.order_returns r where r.order_id = o.id))
   where private.refund_basis(o) is not null
$$;

create function public.record_refund(order_id uuid, amount bigint, method text, reference text)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  basis text;
  most bigint;
  ref text := regexp_replace(coalesce(reference, ''), '\s', '', 'g');
  note private.invoices;
  refund public.order_refunds;
begin
  perform private.require_staff();
  select d.* into o from public.delivery_addresses d where d.id = record_refund.order_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if o.payment_status <> 'paid' then
    raise exception using errcode = 'P0001', hint = 'refund_order_unpaid', message = 'This order was not paid: there is nothing to refund';
  end if;
  if exists (select 1 from public.order_refunds r where r.order_id = o.id) then
    raise exception using errcode = 'P0001', hint = 'refund_exists', message = 'A refund has already been recorded for this order';
  end if;
  basis := private.refund_basis(o);
  if basis is null then
    raise exception using errcode = 'P0001', hint = 'refund_not_due',
      message = 'A refund is recorded for a cancelled paid order or a received return';
  end if;
  most := private.order_refund_limit(o);
  if amount is null or amount <= 0 then
    raise exception using errcode = 'P0001', hint = 'refund_amount_invalid', message = 'The refund is a whole number of rupees above zero';
  end if;
  if amount > most then
    raise exception using errcode = 'P0001', hint = 'refund_above_limit',
      message = format('The refund is more than the buyer paid, less what the Return Policy lets the shop keep (at most ₹%s)', most);
  end if;
  if method is null or method not in ('upi', 'bank_transfer') then
    raise exception using errcode = 'P0001', hint = 'refund_method_invalid',
      message = 'Please choose how the money was sent back: UPI or bank transfer';
  end if;
  if ref !~ '^[0-9]{12}$' then
    raise exception using errcode = 'P0001', hint = 'refund_reference_invalid',
      message = 'The bank reference of the refund is 12 digits (the UTR or RRN)';
  end if;
  if basis = 'return' then
    note := private.issue_return_credit_note(o.id, amount, now());
  else
    select i.* into note from private.invoices i where i.order_id = o.id and i.kind = 'credit_note';
  end if;
  insert into public.order_refunds (order_id, basis, amount, method, reference, credit_note_id, refunded_by)
  values (o.id, basis, amount, method, ref, note.id, auth.uid())
  returning * into refund;
  insert into public.status_history (entity, record_id, from_status, to_status, changed_by, changed_by_label)
  values ('refund', o.id, null, 'refunded', auth.uid(), private.actor_label());
  perform private.queue_message(private.order_buyer_email(o), 'refund_sent',
    private.order_message_data(o) || jsonb_build_object('refund_amount', amount, 'refund_method', method,
      'refund_reference', ref, 'credit_note_serial', note.serial, 'refund_basis', basis), o.id);
  return jsonb_build_object('id', refund.id, 'amount', amount, 'credit_note_id', note.id, 'credit_note_serial', note.serial,
                            'credit_note_number', note.number);
end;
$$;

-- The order page: delivery, the return and the refund.
create or replace function public.order_page_return(token text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  r public.order_returns;
  f public.order_refunds;
begin
  if coalesce(token, '') !~ '^[A-Za-z0-9_-]{32}$' then
    return null;
  end if;
  select d.* into o from public.delivery_addresses d where d.access_token = token;
  if not found then
    return null;
  end if;
  select x.* into r from public.order_returns x where x.order_id = o.id;
  select x.* into f from public.order_refunds x where x.order_id = o.id;
  return jsonb_build_object(
    'delivered_at', o.delivered_at,
    'return_window_ends_at', o.delivered_at + make_interval(days => private.return_window_days()),
    'can_request', private.return_request_problem(o.status, o.payment_status, o.delivered_at, r.id is not null, now()) is null,
    'return', case when r.id is not null then jsonb_build_object(
      'status', r.status, 'reason', r.reason, 'details', r.details, 'photo_count', cardinality(r.photo_paths),
      'requested_at', r.requested_at, 'decided_at', r.decided_at, 'decision_note', r.decision_note,
      'return_carrier', r.return_carrier, 'return_tracking', r.return_tracking, 'received_at', r.received_at,
      'shop_pays_postage', private.return_reason_shop_error(r.reason),
      'return_address', case when r.status in ('approved', 'in_transit') then private.return_address() end) end,
    'refund', case when f.id is not null then jsonb_build_object(
      'amount', f.amount, 'method', f.method, 'reference', f.reference, 'refunded_at', f.refunded_at,
      'credit_note_serial', (select i.serial from private.invoices i where i.id = f.credit_note_id)) end);
end;
$$;

-- The Orders Dashboard's card: each listed order's delivery, return and refund, and the refund it may get.
drop function public.admin_order_returns(uuid[]);
create function public.admin_order_aftersale(order_ids uuid[])
returns table (order_id uuid, delivered_at timestamptz, return_request jsonb, refund jsonb, refund_limit bigint)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select d.id, d.delivered_at,
           (select to_jsonb(x) - 'requested_by' - 'decided_by' - 'received_by'
                   || jsonb_build_object('shop_pays_postage', private.return_reason_shop_error(x.reason))
              from public.order_returns x where x.order_id = d.id),
           (select to_jsonb(f) - 'refunded_by'
                   || jsonb_build_object('credit_note_serial', (select i.serial from private.invoices i where i.id = f.credit_note_id))
              from public.order_refunds f where f.order_id = d.id),
           case when not exists (select 1 from public.order_refunds f where f.order_id = d.id)
                then private.order_refund_limit(d) end
      from public.delivery_addresses d
     where d.id = any (coalesce(admin_order_aftersale.order_ids[1:1000], '{}'));
end;
$$;

-- The buyer's words for the history on the order page (20261128100300), with delivery, the return's
-- steps and the refund.
create or replace function private.order_history_words(d public.delivery_addresses) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_agg(jsonb_build_object('at', e.at, 'text', e.text) order by e.at, e.n)
    from (
      select d.created_at as at, 0 as n, 'Order placed' as text
      union all
      select h.changed_at, h.id,
             case
               when h.entity = 'payment' and h.to_status = 'submitted' then 'Payment submitted — we are verifying it'
               when h.entity = 'payment' and h.to_status = 'paid' then 'Payment received'
               when h.entity = 'payment' and h.to_status = 'rejected' then 'Payment could not be confirmed'
               when h.entity = 'order' and h.to_status = 'fulfilled' then 'Shipped'
               when h.entity = 'order' and h.to_status = 'cancelled' and h.changed_by_label = 'Hold expired: no payment in time'
                 then 'Cancelled: no payment arrived in time'
               when h.entity = 'order' and h.to_status = 'cancelled'
                    and h.changed_by_label = 'Hold expired: payment not verified in time'
                 then 'Cancelled: the payment could not be verified in time'
               when h.entity = 'order' and h.to_status = 'cancelled' then 'Cancelled'
               when h.entity = 'shipment' and h.to_status = 'delivered' then 'Delivered'
               -- The words of RETURN_STATUS_WORDS (@sikka/shared/domain/returns).
               when h.entity = 'return' and h.to_status = 'requested' then 'Return requested — we are reviewing it'
               when h.entity = 'return' and h.to_status = 'approved' then 'Return approved — please send the piece back'
               when h.entity = 'return' and h.to_status = 'declined' then 'Return declined: ' || coalesce(h.reason, '')
               when h.entity = 'return' and h.to_status = 'in_transit' then 'Return parcel on its way to us'
               when h.entity = 'return' and h.to_status = 'received' then 'Return received and inspected'
               when h.entity = 'refund' then 'Refund sent'
             end
        from public.status_history h
       where h.record_id = d.id and h.entity in ('order', 'payment', 'shipment', 'return', 'refund')
    ) e
   where e.text is not null
$$;

revoke execute on function public.record_refund(uuid, bigint, text, text) from public, anon;
revoke execute on function public.admin_order_aftersale(uuid[]) from public, anon;
grant execute on function public.record_refund(uuid, bigint, text, text) to authenticated, service_role;
grant execute on function public.admin_order_aftersale(uuid[]) to authenticated, service_role;
