-- An auction order's papers (issue 47): one order holds every lot a winner won in an auction, so its GST
-- invoice lists each lot (hammer price at the piece's HSN and rate, tax inclusive as the shop's prices
-- are), the buyer's premium of each lot as a service line with its 18 % GST charged on top (the amounts
-- the win charged, to the paisa), and shipping; and each piece of the order gets its own certificate.
-- A fixed-price order keeps its one-line invoice (lines is null) and its one certificate.

-- The buyer's premium is the auctioneer's service: SAC 996111 ('services provided for a fee/commission or
-- contract basis on wholesale trade', the heading under which auctioneers' commission is classified).
create function private.buyers_premium_sac() returns text
language sql immutable parallel safe set search_path = ''
as $$ select '996111' $$;

-- Invoice lines: null for a one-line invoice, else a JSON array whose amounts add up to the header's.
alter table private.invoices add column lines jsonb;

-- The amounts of a document's lines, summed (null when it has none).
create function private.invoice_lines_totals(lines jsonb, out total_paise bigint, out taxable_paise bigint,
  out cgst_paise bigint, out sgst_paise bigint, out igst_paise bigint)
language sql immutable parallel safe set search_path = ''
as $$
  select sum((l ->> 'value_paise')::bigint)::bigint, sum((l ->> 'taxable_paise')::bigint)::bigint,
         sum((l ->> 'cgst_paise')::bigint)::bigint, sum((l ->> 'sgst_paise')::bigint)::bigint,
         sum((l ->> 'igst_paise')::bigint)::bigint
    from jsonb_array_elements(lines) l
$$;

create function private.invoice_lines_add_up(lines jsonb, total_paise bigint, taxable_paise bigint, cgst_paise bigint,
  sgst_paise bigint, igst_paise bigint) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select lines is null or (
    jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) > 0
    and (select (t.total_paise, t.taxable_paise, t.cgst_paise, t.sgst_paise, t.igst_paise)
                = (invoice_lines_add_up.total_paise, invoice_lines_add_up.taxable_paise, invoice_lines_add_up.cgst_paise,
                   invoice_lines_add_up.sgst_paise, invoice_lines_add_up.igst_paise)
           from private.invoice_lines_totals(lines) t)
    and (select bool_and((l ->> 'value_paise')::bigint = (l ->> 'taxable_paise')::bigint + (l ->> 'cgst_paise')::bigint
                           + (l ->> 'sgst_paise')::bigint + (l ->> 'igst_paise')::bigint)
           from jsonb_array_elements(lines) l))
$$;
alter table private.invoices add constraint invoices_lines_add_up
  check (private.invoice_lines_add_up(lines, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise));

-- One line: a tax-inclusive value split at its rate (private.gst_split, as a one-line invoice is).
create function private.invoice_line(description text, hsn_code text, item_type text, value_rupees bigint,
  rate_basis_points integer, shop_state text, delivery_state text, quantity integer default 1) returns jsonb
language sql immutable parallel safe set search_path = ''
as $$
  select jsonb_build_object('description', description, 'hsn_code', hsn_code, 'item_type', item_type, 'quantity', quantity,
           'rate_basis_points', rate_basis_points, 'value_paise', s.total_paise, 'taxable_paise', s.taxable_paise,
           'cgst_paise', s.cgst_paise, 'sgst_paise', s.sgst_paise, 'igst_paise', s.igst_paise)
    from private.gst_split(value_rupees, rate_basis_points, shop_state, delivery_state) s
$$;

-- The buyer's premium line: its taxable value is the premium and its tax the GST the win charged on it
-- (exact, not worked back from a total); intra-state the tax is halved (whole rupees: equal halves).
create function private.premium_line(description text, premium bigint, premium_gst bigint, rate_basis_points integer,
  intra boolean) returns jsonb
language sql immutable parallel safe set search_path = ''
as $$
  select jsonb_build_object('description', description, 'hsn_code', private.buyers_premium_sac(),
           'item_type', 'buyers_premium', 'quantity', 1, 'rate_basis_points', rate_basis_points,
           'value_paise', (premium + premium_gst) * 100, 'taxable_paise', premium * 100,
           'cgst_paise', case when intra then premium_gst * 50 else 0 end,
           'sgst_paise', case when intra then premium_gst * 50 else 0 end,
           'igst_paise', case when intra then 0 else premium_gst * 100 end)
$$;

-- The lines of an auction order (null for any other order): per lot its hammer and its premium, then
-- shipping at the first lot's HSN and rate (part of the same supply; quantity 0: it sells no piece).
create function private.auction_order_lines(o public.delivery_addresses, shop_state text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  premium_rate integer := (select s.premium_gst_basis_points from private.auction_settings s);
  intra boolean := shop_state = o.state;
  lines jsonb := '[]';
  first_rate private.tax_rates;
  lot record;
begin
  for lot in
    select l.lot_number, c.name, c.type, r.hsn_code, r.rate_basis_points, w.hammer_price, w.premium, w.premium_gst, r as rate
      from public.auction_wins w
      join public.auction_lots l on l.id = w.lot_id
      join public.collectibles c on c.id = l.collectible_id
      join private.tax_rates r on r.item_type = c.type
     where w.order_id = o.id
     order by l.lot_number
  loop
    if first_rate is null then
      first_rate := lot.rate;
    end if;
    lines := lines
      || private.invoice_line(format('Lot %s: %s (hammer price)', lot.lot_number, lot.name), lot.hsn_code, lot.type,
                              lot.hammer_price, lot.rate_basis_points, shop_state, o.state)
      || private.premium_line(format('Lot %s: buyer''s premium', lot.lot_number), lot.premium, lot.premium_gst,
                              premium_rate, intra);
  end loop;
  if first_rate is null then
    return null;
  end if;
  if o.shipping > 0 then
    lines := lines || private.invoice_line('Shipping (part of the same supply)', first_rate.hsn_code, first_rate.item_type,
                                           o.shipping, first_rate.rate_basis_points, shop_state, o.state, 0);
  end if;
  return lines;
end;
$$;

create or replace function private.issue_invoice(order_id uuid, at timestamptz) returns private.invoices
language plpgsql security definer set search_path = ''
as $$
declare
  o public.delivery_addresses;
  seller private.seller_details;
  rate private.tax_rates;
  piece_type text;
  split record;
  lines jsonb;
  fy integer := private.financial_year_start(at);
  n integer;
  issued private.invoices;
begin
  select d.* into o from public.delivery_addresses d where d.id = issue_invoice.order_id;
  select s.* into seller from private.seller_details s;
  select c.type into piece_type from public.collectibles c where c.id = o.collectible_id;
  select r.* into rate from private.tax_rates r where r.item_type = piece_type;
  lines := private.auction_order_lines(o, seller.state);
  if lines is null then
    split := private.gst_split(o.total, rate.rate_basis_points, seller.state, o.state);
  else
    select case when seller.state = o.state then 'intra' else 'inter' end as kind, t.*
      into split from private.invoice_lines_totals(lines) t;
  end if;
  n := private.next_document_number('invoice', fy);
  insert into private.invoices (
    kind, serial, financial_year, number, order_id, order_reference, issued_at, seller, recipient, recipient_gstin,
    place_of_supply, place_of_supply_code, item_type, item_name, hsn_code, price, discount, shipping,
    rate_basis_points, tax_kind, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, lines
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
    split.igst_paise, lines
  ) returning * into issued;
  return issued;
end;
$$;

-- A return's credit note of a many-line invoice credits each line its share of the refund (in paise, by
-- the line's value; the last line takes the remainder), split at the line's own rate; a full refund
-- credits the lines exactly as invoiced.
create or replace function private.issue_return_credit_note(order_id uuid, amount bigint, at timestamptz)
returns private.invoices
language plpgsql security definer set search_path = ''
as $$
declare
  original private.invoices;
  seller private.seller_details;
  split record;
  fy integer := private.financial_year_start(at);
  n integer;
  issued private.invoices;
  credited jsonb := '[]';
  line jsonb;
  share bigint;
  left_paise bigint := amount * 100;
  i integer := 0;
begin
  select x.* into original from private.invoices x where x.order_id = issue_return_credit_note.order_id and x.kind = 'invoice';
  if not found then
    return null;
  end if;
  select s.* into seller from private.seller_details s;
  if original.lines is null then
    split := private.gst_split(amount, original.rate_basis_points,
                               case when original.tax_kind = 'intra' then original.place_of_supply else '' end,
                               original.place_of_supply);
  elsif amount * 100 = original.total_paise then
    credited := original.lines;
    split := original;
  else
    for line in select l from jsonb_array_elements(original.lines) l loop
      i := i + 1;
      share := case when i = jsonb_array_length(original.lines) then left_paise
                    else (amount * 100 * (line ->> 'value_paise')::bigint) / original.total_paise end;
      left_paise := left_paise - share;
      credited := credited || private.paise_line(line, share, original.tax_kind = 'intra');
    end loop;
    select t.* into split from private.invoice_lines_totals(credited) t;
  end if;
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
  -- The value credited, tax inclusive: one line (the piece returned), or each line's share.
  original.price := amount;
  original.discount := 0;
  original.shipping := 0;
  original.total_paise := split.total_paise;
  original.taxable_paise := split.taxable_paise;
  original.cgst_paise := split.cgst_paise;
  original.sgst_paise := split.sgst_paise;
  original.igst_paise := split.igst_paise;
  original.lines := case when original.lines is not null then credited end;
  insert into private.invoices select original.* returning * into issued;
  return issued;
end;
$$;

-- The GST split of a tax-inclusive value in paise: CGST = SGST, each rounded to the paisa from the value
-- (equal halves), within a state; IGST the rest of the taxable value, between states. gst_split (rupees)
-- and a line's share (paise) both use it.
create function private.gst_split_paise(total_paise bigint, rate_basis_points integer, intra boolean,
  out taxable_paise bigint, out cgst_paise bigint, out sgst_paise bigint, out igst_paise bigint)
language plpgsql immutable parallel safe set search_path = ''
as $$
begin
  if intra then
    cgst_paise := round(total_paise::numeric * rate_basis_points / (2 * (10000 + rate_basis_points)))::bigint;
    sgst_paise := cgst_paise;
    igst_paise := 0;
    taxable_paise := total_paise - cgst_paise - sgst_paise;
  else
    taxable_paise := round(total_paise::numeric * 10000 / (10000 + rate_basis_points))::bigint;
    cgst_paise := 0;
    sgst_paise := 0;
    igst_paise := total_paise - taxable_paise;
  end if;
end;
$$;

create or replace function private.gst_split(total_rupees bigint, rate_basis_points integer, shop_state text,
  delivery_state text, out kind text, out total_paise bigint, out taxable_paise bigint, out cgst_paise bigint,
  out sgst_paise bigint, out igst_paise bigint)
language plpgsql immutable parallel safe set search_path = ''
as $$
begin
  kind := case when shop_state = delivery_state then 'intra' else 'inter' end;
  total_paise := total_rupees * 100;
  select s.taxable_paise, s.cgst_paise, s.sgst_paise, s.igst_paise into taxable_paise, cgst_paise, sgst_paise, igst_paise
    from private.gst_split_paise(total_paise, rate_basis_points, kind = 'intra') s;
end;
$$;

-- A share (in paise) of an invoice line, split at the line's rate.
create function private.paise_line(line jsonb, value_paise bigint, intra boolean) returns jsonb
language sql immutable parallel safe set search_path = ''
as $$
  select line || jsonb_build_object('value_paise', value_paise, 'taxable_paise', s.taxable_paise,
           'cgst_paise', s.cgst_paise, 'sgst_paise', s.sgst_paise, 'igst_paise', s.igst_paise)
    from private.gst_split_paise(value_paise, (line ->> 'rate_basis_points')::integer, intra) s
$$;

-- The register: one entry per document line (a one-line document is one entry), each with its own HSN,
-- rate and amounts, and the document's total (GSTR-1 reports an invoice's value, and its items by rate).
create or replace function public.sales_register(period_start date, months integer default 1)
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
             'line', coalesce(l.n, 1)::integer,
             'hsn_code', coalesce(l.line ->> 'hsn_code', i.hsn_code),
             'item_type', coalesce(l.line ->> 'item_type', i.item_type),
             'quantity', coalesce((l.line ->> 'quantity')::integer, i.quantity),
             'rate_basis_points', coalesce((l.line ->> 'rate_basis_points')::integer, i.rate_basis_points),
             'taxable_paise', coalesce((l.line ->> 'taxable_paise')::bigint, i.taxable_paise),
             'cgst_paise', coalesce((l.line ->> 'cgst_paise')::bigint, i.cgst_paise),
             'sgst_paise', coalesce((l.line ->> 'sgst_paise')::bigint, i.sgst_paise),
             'igst_paise', coalesce((l.line ->> 'igst_paise')::bigint, i.igst_paise),
             'total_paise', coalesce((l.line ->> 'value_paise')::bigint, i.total_paise),
             'document_total_paise', i.total_paise,
             'against_serial', o.serial, 'against_issued_at', o.issued_at, 'against_total_paise', o.total_paise)
           order by i.issued_at, i.kind, i.number, l.n)
      from private.invoices i
      left join private.invoices o on o.id = i.original_invoice_id
      left join lateral jsonb_array_elements(i.lines) with ordinality as l(line, n) on true
     where i.issued_at >= from_at and i.issued_at < to_at), '[]'::json);
end;
$$;

-- Certificates: one live certificate per piece of an order (a fixed-price order has one piece; an auction
-- order one per lot it pays for).
drop index private.certificates_one_live_per_order;
create unique index certificates_one_live_per_piece on private.certificates (order_id, collectible_id)
  where revoked_at is null;

-- The pieces an order sells: its auction lots' pieces (in lot order), else its own piece.
create function private.order_pieces(order_id uuid) returns table (collectible_id uuid, item_name text)
language sql stable security definer set search_path = ''
as $$
  select c.id, c.name
    from public.auction_wins w join public.auction_lots l on l.id = w.lot_id
    join public.collectibles c on c.id = l.collectible_id
   where w.order_id = order_pieces.order_id
  union all
  select d.collectible_id, d.item_name from public.delivery_addresses d
   where d.id = order_pieces.order_id
     and not exists (select 1 from public.auction_wins w where w.order_id = order_pieces.order_id)
$$;

drop function private.issue_certificate(uuid, uuid);
create function private.issue_certificate(order_id uuid, expert uuid, piece_id uuid default null)
returns private.certificates
language plpgsql security definer set search_path = ''
as $$
declare
  piece record;
  issued private.certificates;
  expert_name text;
begin
  select c.*, p.item_name as agreed_name into piece
    from private.order_pieces(issue_certificate.order_id) p join public.collectibles c on c.id = p.collectible_id
   where issue_certificate.piece_id is null or p.collectible_id = issue_certificate.piece_id
   limit 1;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  select coalesce(
           (select p.display_name from public.profiles p where p.id = expert),
           (select s.trade_name || ' authentication desk' from private.seller_details s))
    into expert_name;
  for attempt in 1..5 loop
    begin
      insert into private.certificates (
        code, order_id, collectible_id, item_type, item_name, facts, photos, weight_g, diameter_mm, grade,
        certified_by, certified_by_name
      ) values (
        private.new_certificate_code(), issue_certificate.order_id, piece.id, piece.type, piece.agreed_name,
        jsonb_strip_nulls(jsonb_build_object(
          'issuer', piece.issuer, 'ruler', piece.ruler, 'period', piece.period,
          'denomination', piece.denomination, 'year_ad', piece.year_ad, 'year_written', piece.year_written,
          'mint', piece.mint, 'mint_mark', piece.mint_mark, 'metal', piece.metal, 'fineness', piece.fineness,
          'shape', piece.shape, 'sheldon_grade', piece.sheldon_grade, 'grading_service', piece.grading_service,
          'grading_certificate', piece.certificate_number,
          'note_serial', nullif(concat_ws(' ', piece.note_prefix, piece.note_serial, piece.note_inset_letter), ''),
          'catalogue_references', (select nullif(jsonb_agg(r.system || ' ' || r.number order by r.system, r.number), '[]')
                                     from public.catalogue_references r where r.collectible_id = piece.id))),
        coalesce((select array_agg(i.image_url order by i."order", i.id) from public.collectible_images i
                   where i.collectible_id = piece.id), '{}'),
        piece.weight_g, piece.diameter_mm, piece.grade, expert, expert_name
      ) returning * into issued;
      return issued;
    exception when unique_violation then
      -- A drawn code already in use (about 1 in 10^14 per certificate): draw again. Another live
      -- certificate for the piece of the order is the caller's to prevent, so that one is raised.
      if exists (select 1 from private.certificates c where c.order_id = issue_certificate.order_id
                    and c.collectible_id = piece.id and c.revoked_at is null) then
        raise;
      end if;
    end;
  end loop;
  raise exception 'could not draw a free certificate code';
end;
$$;
revoke execute on function private.issue_certificate(uuid, uuid, uuid) from public, anon, authenticated;

-- Paid: the invoice, and a certificate for each piece that has no live one.
create or replace function private.issue_order_documents() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid' then
    if not exists (select 1 from private.invoices i where i.order_id = new.id and i.kind = 'invoice') then
      perform private.issue_invoice(new.id, coalesce(new.paid_at, now()));
    end if;
    perform private.issue_certificate(new.id, auth.uid(), p.collectible_id)
       from private.order_pieces(new.id) p
      where not exists (select 1 from private.certificates c where c.order_id = new.id
                          and c.collectible_id = p.collectible_id and c.revoked_at is null);
  end if;
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' and new.payment_status = 'paid' then
    perform private.issue_credit_note(new.id, now());
    update private.certificates c
       set revoked_at = now(), revoked_reason = 'The order was cancelled', revoked_by = auth.uid()
     where c.order_id = new.id and c.revoked_at is null;
  end if;
  return null;
end;
$$;

-- Reissue: every piece of the order gets a new certificate; each replaced one names its successor. The
-- answer is the first piece's new certificate (a fixed-price order's only one), as before.
create or replace function public.reissue_certificate(order_id uuid)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  issued private.certificates;
  first_issued private.certificates;
  piece record;
begin
  perform private.require_role('staff');
  if not exists (select 1 from public.delivery_addresses d where d.id = reissue_certificate.order_id and d.payment_status = 'paid') then
    raise exception using errcode = 'P0001', hint = 'order_not_paid', message = 'A certificate is issued for a paid order only';
  end if;
  for piece in select p.collectible_id from private.order_pieces(reissue_certificate.order_id) p loop
    update private.certificates c set revoked_at = now(), revoked_reason = 'Replaced by a new certificate', revoked_by = auth.uid()
     where c.order_id = reissue_certificate.order_id and c.collectible_id = piece.collectible_id and c.revoked_at is null;
    issued := private.issue_certificate(reissue_certificate.order_id, auth.uid(), piece.collectible_id);
    update private.certificates c set revoked_reason = 'Replaced by certificate ' || issued.code
     where c.order_id = reissue_certificate.order_id and c.collectible_id = piece.collectible_id
       and c.revoked_reason = 'Replaced by a new certificate';
    first_issued := coalesce(first_issued, issued);
  end loop;
  return jsonb_build_object('id', first_issued.id, 'code', first_issued.code, 'issued_at', first_issued.issued_at);
end;
$$;

-- An order's papers, for the buyer's order page and the back office alike: each certificate names its
-- piece (an auction order has one certificate per lot).
create function private.order_papers(order_id uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'certificates', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'code', c.code, 'issued_at', c.issued_at,
        'item_name', c.item_name, 'certified_by_name', c.certified_by_name, 'revoked_at', c.revoked_at,
        'revoked_reason', c.revoked_reason)
        order by c.issued_at desc, c.item_name) from private.certificates c where c.order_id = order_papers.order_id), '[]'),
    'invoices', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'serial', i.serial,
        'issued_at', i.issued_at, 'total_paise', i.total_paise) order by i.issued_at desc)
        from private.invoices i where i.order_id = order_papers.order_id), '[]'))
$$;
revoke execute on function private.order_papers(uuid) from public, anon, authenticated;

create or replace function public.order_page_documents(token text)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  found_order uuid;
begin
  if coalesce(order_page_documents.token, '') !~ '^[A-Za-z0-9_-]{32}$' then
    return null;
  end if;
  select d.id into found_order from public.delivery_addresses d where d.access_token = order_page_documents.token;
  if found_order is null then
    return null;
  end if;
  return private.order_papers(found_order);
end;
$$;

create or replace function public.order_documents(order_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.uid() is null and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.refuse('not_authenticated');
  end if;
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not private.may_see_order_documents(order_id) then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  return private.order_papers(order_documents.order_id);
end;
$$;
