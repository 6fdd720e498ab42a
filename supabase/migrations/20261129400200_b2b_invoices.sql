-- Dealer (B2B) invoices (issue 46): the delivery form takes an optional GSTIN (format, a state code that
-- exists, the mod-36 check character) and the trade name the buyer gives. The tax invoice then names the
-- recipient's GSTIN and the place of supply (CGST Rule 46(e), (n)); the place of supply is where the
-- piece is delivered (IGST Act s.10(1)(a): where its movement ends), so the split (CGST + SGST in the
-- shop's state, IGST in another) follows the delivery state, whichever state the GSTIN is of.

-- Twin of gstinProblem() in @sikka/shared/domain/gstin (supabase/tests/b2b-invoices.test.ts holds them
-- equal). Self-contained (no other private helper): a CHECK constraint runs it as the writing role.
create function private.gstin_problem(gstin text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when gstin is null or gstin !~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' then 'gstin_format'
    when not (left(gstin, 2) between '01' and '38' or left(gstin, 2) = '97') then 'gstin_state_unknown'
    when substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                (36 - (select sum(p / 36 + p % 36) from (
                   select (strpos('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', substr(gstin, i, 1)) - 1)
                          * case when i % 2 = 1 then 1 else 2 end as p
                     from generate_series(1, 14) i) products)::integer % 36) % 36 + 1, 1) <> substr(gstin, 15, 1)
      then 'gstin_check_digit'
  end
$$;

-- GST state code → name, for the place of supply of any GSTIN's state (twin: GST_STATE_NAMES).
create function private.gst_state_name(code text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case when code = '97' then 'Other Territory' else (array['Jammu and Kashmir', 'Himachal Pradesh', 'Punjab', 'Chandigarh', 'Uttarakhand', 'Haryana', 'Delhi',
    'Rajasthan', 'Uttar Pradesh', 'Bihar', 'Sikkim', 'Arunachal Pradesh', 'Nagaland', 'Manipur', 'Mizoram', 'Tripura',
    'Meghalaya', 'Assam', 'West Bengal', 'Jharkhand', 'Odisha', 'Chhattisgarh', 'Madhya Pradesh', 'Gujarat',
    'Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu', 'Maharashtra', 'Andhra Pradesh (before division)',
    'Karnataka', 'Goa', 'Lakshadweep', 'Kerala', 'Tamil Nadu', 'Puducherry', 'Andaman and Nicobar Islands', 'Telangana',
    'Andhra Pradesh', 'Ladakh'])[case when code ~ '^[0-9]{2}$' then code::integer end] end
$$;

alter table public.delivery_addresses
  add column buyer_gstin text constraint delivery_addresses_buyer_gstin_valid check (buyer_gstin is null or private.gstin_problem(buyer_gstin) is null),
  add column buyer_trade_name text constraint delivery_addresses_buyer_trade_name_length
    check (btrim(buyer_trade_name) <> '' and char_length(buyer_trade_name) <= 100),
  add constraint delivery_addresses_trade_name_needs_gstin check (buyer_trade_name is null or buyer_gstin is not null);
comment on column public.delivery_addresses.buyer_gstin is 'The buyer''s GSTIN (a dealer): their tax invoice is a B2B invoice';

-- The GSTIN is part of what the buyer agreed: fixed once the order is placed.
create function private.guard_order_gstin() returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- Set once, by place_business_order in the order's own transaction (no client role may write the columns).
  if old.buyer_gstin is not null and (new.buyer_gstin, new.buyer_trade_name) is distinct from (old.buyer_gstin, old.buyer_trade_name) then
    raise exception using errcode = 'P0001', hint = 'order_figures_fixed',
      message = 'The GSTIN of an order cannot change after it is placed';
  end if;
  return new;
end;
$$;
create trigger delivery_addresses_guard_gstin before update of buyer_gstin, buyer_trade_name on public.delivery_addresses
  for each row execute function private.guard_order_gstin();

-- The recipient's GSTIN on the document itself, for the sales register and GSTR-1 (b2b / cdnr).
alter table private.invoices add column recipient_gstin text;
create index invoices_issued_at_idx on private.invoices (issued_at);

-- The checkout with a GSTIN: the same order as place_order (its checks, its answer), with the dealer's
-- GSTIN and trade name, in one transaction. A bad GSTIN or trade name is refused before anything is held.
create function public.place_business_order(
  collectible_id uuid, full_name text, phone text, address_line1 text, address_line2 text, city text, state text,
  pincode text, buyer_gstin text, buyer_trade_name text, promo_code text default null, pan text default null,
  form60 boolean default false, buyer_email text default null,
  out order_id uuid, out reference text, out item_name text, out item_slug text, out price bigint, out discount bigint,
  out shipping bigint, out total bigint, out discount_percent integer, out applied_promo_code text, out payment_method text,
  out hold_expires_at timestamptz, out access_token text, out code text, out message text, out details text, out hint text
)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  gstin text := upper(regexp_replace(coalesce(buyer_gstin, ''), '\s', '', 'g'));
  trade text := nullif(btrim(coalesce(buyer_trade_name, '')), '');
  problem text := private.gstin_problem(gstin);
begin
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = case problem
      when 'gstin_format' then 'A GSTIN is 15 characters: the state code, the PAN, an entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)'
      when 'gstin_state_unknown' then format('No state has the GST code %s: please check the first two digits of the GSTIN', left(gstin, 2))
      else 'This GSTIN’s check character does not match: please check each character' end;
  end if;
  if trade is null or char_length(trade) > 100 then
    raise exception using errcode = 'P0001', hint = 'gstin_trade_name_required',
      message = 'Please give the trade name registered with this GSTIN (at most 100 characters)';
  end if;
  select p.* into order_id, reference, item_name, item_slug, price, discount, shipping, total, discount_percent,
         applied_promo_code, payment_method, hold_expires_at, access_token, code, message, details, hint
    from public.place_order(place_business_order.collectible_id, place_business_order.full_name, place_business_order.phone,
           place_business_order.address_line1, place_business_order.address_line2, place_business_order.city,
           place_business_order.state, place_business_order.pincode, place_business_order.promo_code,
           place_business_order.pan, place_business_order.form60, place_business_order.buyer_email) p;
  if order_id is not null then
    update public.delivery_addresses d set buyer_gstin = gstin, buyer_trade_name = trade where d.id = order_id;
  end if;
end;
$$;

-- The tax invoice of a paid order (as in 20261125400200), naming a registered recipient's GSTIN and
-- trade name (Rule 46(e)).
create or replace function private.issue_invoice(order_id uuid, at timestamptz) returns private.invoices
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
    kind, serial, financial_year, number, order_id, order_reference, issued_at, seller, recipient, recipient_gstin,
    place_of_supply, place_of_supply_code, item_type, item_name, hsn_code, price, discount, shipping,
    rate_basis_points, tax_kind, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise
  ) values (
    'invoice', private.document_serial(seller.invoice_prefix, fy, n), fy, n, o.id, left(o.id::text, 8), at,
    to_jsonb(seller) - 'id' - 'invoice_prefix' - 'credit_note_prefix',
    jsonb_build_object('name', o.full_name, 'address_line1', o.address_line1, 'address_line2', o.address_line2,
      'city', o.city, 'state', o.state, 'state_code', private.gst_state_code(o.state), 'pincode', o.pincode,
      'registered', o.buyer_gstin is not null, 'gstin', o.buyer_gstin, 'trade_name', o.buyer_trade_name,
      'gstin_state', private.gst_state_name(left(o.buyer_gstin, 2))),
    o.buyer_gstin,
    o.state, private.gst_state_code(o.state), piece_type, o.item_name, rate.hsn_code, o.price, o.discount, o.shipping,
    rate.rate_basis_points, split.kind, split.total_paise, split.taxable_paise, split.cgst_paise, split.sgst_paise,
    split.igst_paise
  ) returning * into issued;
  return issued;
end;
$$;

grant execute on function public.place_business_order(uuid, text, text, text, text, text, text, text, text, text, text, text, boolean, text)
  to authenticated, service_role;
revoke execute on function public.place_business_order(uuid, text, text, text, text, text, text, text, text, text, text, text, boolean, text)
  from public, anon;
