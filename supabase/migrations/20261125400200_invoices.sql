-- Papers a buyer can trust (issue 34), part 3: GST tax invoices and credit notes, and the trigger that
-- issues an order's papers.
--
-- Every paid order gets a tax invoice with the particulars of CGST Rule 46, in the same transaction as the
-- payment's confirmation; a paid order that is cancelled gets a credit note (Rule 53). Serials are
-- consecutive within each financial year (April-March) and series: private.document_counters is a locked
-- counter (one row per series and year, incremented by an upsert that holds its row lock until commit), so
-- two payments confirmed at once take turns and a rolled-back payment gives its number back: no gaps, no
-- reuse. Amounts are copied from the order, the seller's details and the tax rate from the configuration
-- (20261125400000) as they were at issue: a document never changes afterwards, only its PDF is attached once.

create table private.document_counters (
  series text not null constraint document_counters_series check (series in ('invoice', 'credit_note')),
  financial_year integer not null,
  last_number integer not null constraint document_counters_positive check (last_number > 0),
  primary key (series, financial_year)
);

create table private.invoices (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint invoices_kind check (kind in ('invoice', 'credit_note')),
  serial text not null constraint invoices_serial_length check (length(serial) <= 16),
  financial_year integer not null,
  number integer not null,
  order_id uuid references public.delivery_addresses (id) on delete set null,
  order_reference text not null,
  -- A credit note names the invoice it reverses.
  original_invoice_id uuid references private.invoices (id),
  issued_at timestamptz not null,
  seller jsonb not null,
  -- Name and address of the recipient, and the delivery state with its code (the place of supply).
  recipient jsonb not null,
  place_of_supply text not null,
  place_of_supply_code text not null,
  item_type text not null,
  item_name text not null,
  hsn_code text not null,
  quantity integer not null default 1,
  price bigint not null,
  discount bigint not null,
  shipping bigint not null,
  rate_basis_points integer not null,
  tax_kind text not null constraint invoices_tax_kind check (tax_kind in ('intra', 'inter')),
  total_paise bigint not null,
  taxable_paise bigint not null,
  cgst_paise bigint not null,
  sgst_paise bigint not null,
  igst_paise bigint not null,
  pdf_path text,
  constraint invoices_serial_unique unique (serial),
  constraint invoices_number_unique unique (kind, financial_year, number),
  constraint invoices_parts_add_up check (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise),
  constraint invoices_credit_note_names_invoice check ((kind = 'credit_note') = (original_invoice_id is not null))
);
create unique index invoices_one_per_order on private.invoices (order_id, kind) where order_id is not null;

-- A document is fixed once issued; only its PDF path may be set, once.
create function private.guard_invoice_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'pdf_path' - 'order_id') is distinct from (to_jsonb(old) - 'pdf_path' - 'order_id')
     or (old.pdf_path is not null and new.pdf_path is distinct from old.pdf_path) then
    raise exception using errcode = 'P0001', hint = 'document_fixed', message = 'An issued invoice or credit note cannot change';
  end if;
  return new;
end;
$$;
create trigger invoices_guard_update before update on private.invoices
  for each row execute function private.guard_invoice_update();
create trigger invoices_no_delete before delete on private.invoices
  for each row execute function private.guard_invoice_update();

-- The next number of a series in a financial year. The row lock taken here is held until the caller's
-- transaction ends, which is what keeps the numbers consecutive under concurrent payments.
create function private.next_document_number(series text, financial_year integer) returns integer
language sql
volatile
set search_path = ''
as $$
  insert into private.document_counters as c (series, financial_year, last_number)
  values (next_document_number.series, next_document_number.financial_year, 1)
  on conflict (series, financial_year) do update set last_number = c.last_number + 1
  returning c.last_number;
$$;

-- The tax invoice of a paid order, dated `at` (the payment's confirmation).
create function private.issue_invoice(order_id uuid, at timestamptz) returns private.invoices
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.delivery_addresses;
  seller private.seller_details;
  rate private.tax_rates;
  piece_type text;
  split record;
  fy integer := private.financial_year_start(at);
  n integer;
  issued private.invoices;
begin
  select d.* into o from public.delivery_addresses d where d.id = issue_invoice.order_id;
  select s.* into seller from private.seller_details s;
  select c.type into piece_type from public.collectibles c where c.id = o.collectible_id;
  select r.* into rate from private.tax_rates r where r.item_type = piece_type;
  split := private.gst_split(o.total, rate.rate_basis_points, seller.state, o.state);
  n := private.next_document_number('invoice', fy);
  insert into private.invoices (
    kind, serial, financial_year, number, order_id, order_reference, issued_at, seller, recipient,
    place_of_supply, place_of_supply_code, item_type, item_name, hsn_code, price, discount, shipping,
    rate_basis_points, tax_kind, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise
  ) values (
    'invoice', private.document_serial(seller.invoice_prefix, fy, n), fy, n, o.id, left(o.id::text, 8), at,
    to_jsonb(seller) - 'id' - 'invoice_prefix' - 'credit_note_prefix',
    jsonb_build_object('name', o.full_name, 'address_line1', o.address_line1, 'address_line2', o.address_line2,
      'city', o.city, 'state', o.state, 'state_code', private.gst_state_code(o.state), 'pincode', o.pincode,
      'registered', false),
    o.state, private.gst_state_code(o.state), piece_type, o.item_name, rate.hsn_code, o.price, o.discount, o.shipping,
    rate.rate_basis_points, split.kind, split.total_paise, split.taxable_paise, split.cgst_paise, split.sgst_paise,
    split.igst_paise
  ) returning * into issued;
  return issued;
end;
$$;

-- The credit note of a paid order that was cancelled: the invoice's figures, under a serial of its own.
create function private.issue_credit_note(order_id uuid, at timestamptz) returns private.invoices
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
  original.serial := private.document_serial(seller.credit_note_prefix, fy, n);
  original.financial_year := fy;
  original.number := n;
  original.issued_at := at;
  original.pdf_path := null;
  insert into private.invoices select original.* returning * into issued;
  return issued;
end;
$$;

-- An order's papers follow its payment and its cancellation, in the same transaction.
create function private.issue_order_documents() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid' then
    if not exists (select 1 from private.invoices i where i.order_id = new.id and i.kind = 'invoice') then
      perform private.issue_invoice(new.id, coalesce(new.paid_at, now()));
    end if;
    if not exists (select 1 from private.certificates c where c.order_id = new.id and c.revoked_at is null) then
      perform private.issue_certificate(new.id, auth.uid());
    end if;
  end if;
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' and new.payment_status = 'paid' then
    perform private.issue_credit_note(new.id, now());
  end if;
  return null;
end;
$$;

create trigger delivery_addresses_issue_documents
  after update of payment_status, status on public.delivery_addresses
  for each row execute function private.issue_order_documents();
