-- The buyer's order page (issue 33): every order gets an unguessable link, /order/{access_token}, that
-- shows the piece, the agreed figures, where the payment stands (with "I have paid" while unpaid), the
-- shipment and the status history in plain words, from any device and without an account. A buyer may
-- leave an e-mail for order updates; a signed-in buyer finds their orders under 'My Orders'.
--
-- The token is the credential: 24 random bytes (192 bits) in base64url, never the 8-character reference.

create function private.new_order_token() returns text
language sql
volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_')
$$;

-- The e-mail rule of the delivery form's 'E-mail for order updates' (@sikka/shared/domain/orders
-- buyerEmail.ts BUYER_EMAIL_PATTERN; the same samples are checked against both in the tests).
create function private.is_buyer_email(email text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(email) <= 254
     and email ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
$$;

-- Existing orders get a token each too (a volatile default is evaluated per row).
alter table public.delivery_addresses
  add column access_token text not null default private.new_order_token()
    constraint delivery_addresses_access_token_format check (access_token ~ '^[A-Za-z0-9_-]{32}$'),
  add column buyer_email text
    constraint delivery_addresses_buyer_email_valid check (private.is_buyer_email(buyer_email));
alter table public.delivery_addresses
  add constraint delivery_addresses_access_token_unique unique (access_token);

-- The token and the e-mail are fixed once the order is placed, like its figures.
create function private.guard_order_token() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.access_token is distinct from old.access_token then
    raise exception using errcode = 'P0001', hint = 'order_figures_fixed',
      message = 'The link of an order cannot change after it is placed';
  end if;
  return new;
end;
$$;
create trigger delivery_addresses_guard_token
  before update of access_token on public.delivery_addresses
  for each row execute function private.guard_order_token();

-- place_order as in 20261125100000_getting_paid.sql, with the optional `buyer_email` (a signed-in buyer
-- who leaves it empty keeps their account's e-mail) and the order's link token in the answer.
drop function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean);
create function public.place_order(
  collectible_id uuid,
  full_name text,
  phone text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  pincode text,
  promo_code text default null,
  pan text default null,
  form60 boolean default false,
  buyer_email text default null,
  out order_id uuid,
  out reference text,
  out item_name text,
  out item_slug text,
  out price bigint,
  out discount bigint,
  out shipping bigint,
  out total bigint,
  out discount_percent integer,
  out applied_promo_code text,
  out payment_method text,
  out hold_expires_at timestamptz,
  out access_token text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shipping_charge constant integer := 50;
  buyer_id uuid := auth.uid();
  settings private.shop_settings;
  listing record;
  promo public.promo_codes;
  problem text;
  percent integer := 0;
  holder uuid;
  buyer_pan text := nullif(upper(btrim(coalesce(place_order.pan, ''))), '');
  email text := nullif(lower(btrim(coalesce(place_order.buyer_email, ''))), '');
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;
  if email is not null and not private.is_buyer_email(email) then
    raise exception using errcode = 'P0001', hint = 'buyer_email_invalid',
      message = 'Please enter a valid e-mail address (e.g. name@example.com), or leave it empty';
  end if;
  -- A signed-in buyer's account e-mail (an anonymous guest has none).
  email := coalesce(email, (select lower(u.email) from auth.users u
                             where u.id = buyer_id and nullif(u.email, '') is not null
                               and private.is_buyer_email(lower(u.email))));
  select s.* into settings from private.shop_settings s;

  -- FOR UPDATE: the hold. Orders for one piece (and an admin changing it) take turns from here on.
  select c.id, c.name, c.slug, c.price, c.status into listing
    from public.collectibles c where c.id = place_order.collectible_id
    for update;
  if not found then
    perform private.refuse('collectible_not_found');
  end if;
  -- Spec §4 "for sale": the SQL twin of isForSale() in @sikka/shared/domain/collectibles.
  if listing.status = 'sold' then
    perform private.refuse('collectible_sold');
  end if;
  if listing.status = 'unavailable' then
    perform private.refuse('collectible_unavailable');
  end if;

  select d.user_id into holder from public.delivery_addresses d
   where d.collectible_id = listing.id and d.status = 'received' limit 1;
  if found then
    if holder = buyer_id then
      raise exception using errcode = 'P0001', hint = 'collectible_order_open',
        message = 'You have already ordered this item. Complete your payment to confirm it.';
    end if;
    raise exception using errcode = 'P0001', hint = 'collectible_reserved',
      message = 'This item has just been reserved by another buyer';
  end if;

  -- One buyer's orders (by session and by phone) take turns here, so two at once cannot both slip under the cap.
  perform pg_advisory_xact_lock(hashtext('sikka-order-cap:' || buyer_id::text));
  perform pg_advisory_xact_lock(hashtext('sikka-order-cap:' || coalesce(place_order.phone, '')));
  if (select count(*) from public.delivery_addresses d
       where d.status = 'received' and d.payment_status = 'unpaid'
         and (d.user_id = buyer_id or d.phone = place_order.phone)) >= settings.max_open_unpaid_orders then
    raise exception using errcode = 'P0001', hint = 'order_unpaid_limit',
      message = 'You already have orders waiting for payment. Pay for them, or let them expire, before ordering more.';
  end if;

  if nullif(btrim(place_order.promo_code), '') is not null then
    select p.* into promo from public.promo_codes p
     where p.code = upper(btrim(place_order.promo_code))
       for update;
    problem := private.promo_problem(promo);
    if problem is not null then
      perform private.refuse(problem);
    end if;
    update public.promo_codes p set used_count = p.used_count + 1 where p.id = promo.id;
    percent := promo.discount_percent;
  end if;

  price := listing.price;
  discount := round(listing.price::bigint * percent / 100.0)::bigint;
  shipping := shipping_charge;
  total := price - discount + shipping;
  if total > settings.max_order_total then
    raise exception using errcode = 'P0001', hint = 'order_total_too_large',
      message = 'This order is too large to place online. Please contact us to buy this item.';
  end if;
  if total > settings.pan_threshold then
    if buyer_pan is null and not coalesce(place_order.form60, false) then
      raise exception using errcode = 'P0001', hint = 'order_pan_required',
        message = 'An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)';
    end if;
    if buyer_pan is not null and buyer_pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
      raise exception using errcode = 'P0001', hint = 'order_pan_invalid',
        message = 'Please enter a valid PAN: 5 letters, 4 digits and a letter (e.g. ABCDE1234F)';
    end if;
  end if;
  discount_percent := percent;
  applied_promo_code := promo.code;
  item_name := listing.name;
  item_slug := listing.slug;
  payment_method := case when total > settings.upi_cap then 'bank_transfer' else 'upi' end;
  hold_expires_at := now() + make_interval(mins => settings.hold_minutes);

  insert into public.delivery_addresses (
    user_id, collectible_id, full_name, phone, address_line1, address_line2, city, state, pincode,
    promo_code, discount_percent, shipping_charge, status,
    item_name, price, discount, shipping, total, payment_method, hold_expires_at, buyer_email
  ) values (
    buyer_id, listing.id, btrim(place_order.full_name), place_order.phone, btrim(place_order.address_line1),
    nullif(btrim(place_order.address_line2), ''), btrim(place_order.city), place_order.state,
    place_order.pincode, promo.code, percent, shipping_charge, 'received',
    listing.name, price, discount, shipping, total, payment_method, hold_expires_at, email
  ) returning id, delivery_addresses.access_token into order_id, access_token;

  if total > settings.pan_threshold then
    insert into private.order_tax_ids (order_id, pan, form60)
    values (order_id, buyer_pan, buyer_pan is null);
  end if;

  reference := left(order_id::text, 8);
end;
$$;
revoke all on function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean, text) from public;
grant execute on function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean, text)
  to authenticated, service_role;

-- "I have paid", once for both ways in: the buyer's session (submit_payment) and the order's link
-- (submit_order_payment). The caller has found the order; the rules of 20261125100000 apply here.
create function private.take_payment(target_id uuid, utr text) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reference text := regexp_replace(coalesce(take_payment.utr, ''), '\s', '', 'g');
  target public.delivery_addresses;
begin
  if reference !~ '^[0-9]{12}$' then
    raise exception using errcode = 'P0001', hint = 'utr_invalid',
      message = 'The UTR is the 12-digit reference of your payment: digits only';
  end if;
  select d.* into target from public.delivery_addresses d where d.id = take_payment.target_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if target.status <> 'received' or target.payment_status not in ('unpaid', 'rejected') then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  if exists (select 1 from public.delivery_addresses d where d.utr = reference and d.id <> target.id) then
    raise exception using errcode = 'P0001', hint = 'utr_used',
      message = 'This UTR has already been used for another order';
  end if;
  update public.delivery_addresses d
     set utr = reference, payment_status = 'submitted', payment_submitted_at = now(),
         payment_rejection_reason = null, hold_expires_at = null
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$$;
revoke all on function private.take_payment(uuid, text) from public;

create or replace function public.submit_payment(order_id uuid, utr text) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  -- The UTR's format is refused first, whoever asks (as before).
  if regexp_replace(coalesce(submit_payment.utr, ''), '\s', '', 'g') !~ '^[0-9]{12}$' then
    raise exception using errcode = 'P0001', hint = 'utr_invalid',
      message = 'The UTR is the 12-digit reference of your payment: digits only';
  end if;
  select d.id into target_id from public.delivery_addresses d
   where d.id = submit_payment.order_id and d.user_id = auth.uid();
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  return private.take_payment(target_id, submit_payment.utr);
end;
$$;

-- The order page's "I have paid": whoever holds the link may give the UTR (the shop checks it against
-- its bank statement before anything ships).
create function public.submit_order_payment(token text, utr text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
begin
  select d.id into target_id from public.delivery_addresses d where d.access_token = submit_order_payment.token;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  perform private.take_payment(target_id, submit_order_payment.utr);
end;
$$;
revoke all on function public.submit_order_payment(text, text) from public;
grant execute on function public.submit_order_payment(text, text) to anon, authenticated, service_role;

-- What happened to an order, in the buyer's words (never who did it: the history's labels name staff).
create function private.order_history_words(d public.delivery_addresses) returns jsonb
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
               when h.entity = 'order' and h.to_status = 'cancelled' then 'Cancelled'
             end
        from public.status_history h
       where h.record_id = d.id and h.entity in ('order', 'payment')
    ) e
   where e.text is not null
$$;
revoke all on function private.order_history_words(public.delivery_addresses) from public;

-- The order page: one row for a known token, none for anything else (the page answers 404 and says no
-- more). Shipment columns are read from the row as JSON, so the page shows them once the shipment
-- migration has added them and needs no change.
create function public.order_page(token text)
returns table (
  reference text,
  item_name text,
  item_slug text,
  item_image text,
  price bigint,
  discount bigint,
  shipping bigint,
  total bigint,
  discount_percent integer,
  promo_code text,
  payment_method text,
  status text,
  cancel_reason text,
  payment_status text,
  payment_rejection_reason text,
  utr text,
  hold_expires_at timestamptz,
  created_at timestamptz,
  shipment_carrier text,
  shipment_tracking text,
  shipment_insured_value bigint,
  shipped_at timestamptz,
  history jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  d public.delivery_addresses;
  fields jsonb;
begin
  if coalesce(order_page.token, '') !~ '^[A-Za-z0-9_-]{32}$' then
    return;
  end if;
  select o.* into d from public.delivery_addresses o where o.access_token = order_page.token;
  if not found then
    return;
  end if;
  fields := to_jsonb(d);
  return query
    select left(d.id::text, 8), d.item_name, c.slug,
           (select i.image_url from public.collectible_images i where i.collectible_id = d.collectible_id
             order by i."order", i.id limit 1),
           d.price, d.discount, d.shipping, d.total, d.discount_percent, d.promo_code, d.payment_method,
           d.status, d.cancel_reason, d.payment_status, d.payment_rejection_reason, d.utr, d.hold_expires_at,
           d.created_at,
           fields ->> 'shipment_carrier', fields ->> 'shipment_tracking',
           (fields ->> 'shipment_insured_value')::bigint, (fields ->> 'shipped_at')::timestamptz,
           coalesce(private.order_history_words(d), '[]'::jsonb)
      from (select 1) one
      left join public.collectibles c on c.id = d.collectible_id;
end;
$$;
revoke all on function public.order_page(text) from public;
grant execute on function public.order_page(text) to anon, authenticated, service_role;

-- 'My Orders': the signed-in buyer's orders, and those whose links this browser kept from orders placed
-- as a guest (at most 50 tokens; a token is the order's credential anyway). Newest first.
create function public.my_orders(guest_tokens text[] default '{}')
returns table (
  access_token text,
  reference text,
  item_name text,
  total bigint,
  status text,
  cancel_reason text,
  payment_status text,
  created_at timestamptz,
  shipped_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select d.access_token, left(d.id::text, 8), d.item_name, d.total, d.status, d.cancel_reason, d.payment_status, d.created_at,
         (to_jsonb(d) ->> 'shipped_at')::timestamptz
    from public.delivery_addresses d
   where auth.uid() is not null
     and (d.user_id = auth.uid() or d.access_token = any (coalesce(my_orders.guest_tokens[1:50], '{}')))
   order by d.created_at desc
   limit 200
$$;
revoke all on function public.my_orders(text[]) from public, anon;
grant execute on function public.my_orders(text[]) to authenticated, service_role;
