-- place_order as in 20261125300000_order_page.sql, with (20261128100000) the phone normalised, holds per
-- address and per verified contact, the bank-transfer hold window, and promo codes counted against
-- validate_promo's attempt limit (their refusals answered, with the error's four fields as OUT columns).
drop function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean, text);
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
  out access_token text,
  -- A refusal answered rather than raised (a promo code's problem): the error PostgREST writes, so that
  -- the attempt it counted is kept. Null when the order is placed.
  out code text,
  out message text,
  out details text,
  out hint text
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
  buyer_phone text := private.indian_mobile(place_order.phone);
  client inet := private.client_address();
  vouched private.verified_contacts;
  limits private.attempt_limits;
  too_many boolean;
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;
  if email is not null and not private.is_buyer_email(email) then
    raise exception using errcode = 'P0001', hint = 'buyer_email_invalid',
      message = 'Please enter a valid e-mail address (e.g. name@example.com), or leave it empty';
  end if;
  -- The checkout's phone rule (issue 50): spaces, dashes, a leading +91, 91 or 0 are the same 10 digits.
  if buyer_phone is null then
    raise exception using errcode = 'P0001', hint = 'order_phone_invalid', message = 'Phone must be exactly 10 digits';
  end if;
  -- The contact this session verified last (a day at most) vouches for a hold past the address's limit.
  select v.* into vouched from private.verified_contacts v
   where v.user_id = buyer_id and v.verified_at > now() - interval '1 day'
   order by v.verified_at desc limit 1;
  -- A signed-in buyer's account e-mail (an anonymous guest has none), else the e-mail just verified.
  email := coalesce(email, (select lower(u.email) from auth.users u
                             where u.id = buyer_id and nullif(u.email, '') is not null
                               and private.is_buyer_email(lower(u.email))),
                    case when vouched.channel = 'email' then vouched.contact end);
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
  perform pg_advisory_xact_lock(hashtext('sikka-order-cap:' || buyer_phone));
  if (select count(*) from public.delivery_addresses d
       where d.status = 'received' and d.payment_status = 'unpaid'
         and (d.user_id = buyer_id or d.phone = buyer_phone)) >= settings.max_open_unpaid_orders then
    raise exception using errcode = 'P0001', hint = 'order_unpaid_limit',
      message = 'You already have orders waiting for payment. Pay for them, or let them expire, before ordering more.';
  end if;

  -- Holds per address (issue 49): past holds_per_address open holds from this address, a further hold
  -- needs a verified contact, and a verified contact holds at most the per-buyer cap.
  if vouched.id is not null then
    perform pg_advisory_xact_lock(hashtext('sikka-hold-contact:' || vouched.channel || ':' || vouched.contact));
    if (select count(*) from private.order_holds h join public.delivery_addresses d on d.id = h.order_id
         where h.channel = vouched.channel and h.contact = vouched.contact
           and d.status = 'received' and d.payment_status <> 'paid') >= settings.max_open_unpaid_orders then
      raise exception using errcode = 'P0001', hint = 'order_unpaid_limit',
        message = 'You already have orders waiting for payment. Pay for them, or let them expire, before ordering more.';
    end if;
  elsif client is not null then
    perform pg_advisory_xact_lock(hashtext('sikka-hold-address:' || client::text));
    if (select count(*) from private.order_holds h join public.delivery_addresses d on d.id = h.order_id
         where h.address = client and d.status = 'received' and d.payment_status <> 'paid') >= settings.holds_per_address then
      raise exception using errcode = 'P0001', hint = 'hold_contact_required',
        message = 'Many pieces are on hold from your network. Please confirm your e-mail address with a code to hold this one.';
    end if;
  end if;

  if nullif(btrim(place_order.promo_code), '') is not null then
    -- A code checked here counts against validate_promo's limit, and its refusal is answered (committed
    -- with the count), so guessing through place_order costs what guessing through validate_promo does.
    select l.* into limits from private.attempt_limits l where l.action = 'validate_promo';
    limits.time_window := coalesce(limits.time_window, interval '1 minute');
    too_many := private.count_attempt('validate_promo', 'user:' || buyer_id, limits.time_window) > coalesce(limits.per_user, 10);
    if client is not null then
      too_many := private.count_attempt('validate_promo', 'address:' || client::text, limits.time_window)
                    > coalesce(limits.per_address, 30)
                  or too_many;
    end if;
    if too_many then
      select r.code, r.message, r.details, r.hint into code, message, details, hint
        from jsonb_to_record(private.answer_refusal('promo_rate_limited', 429))
          as r(code text, message text, details text, hint text);
      return;
    end if;
    select p.* into promo from public.promo_codes p
     where p.code = upper(btrim(place_order.promo_code))
       for update;
    problem := private.promo_problem(promo);
    if problem is not null then
      select r.code, r.message, r.details, r.hint into code, message, details, hint
        from jsonb_to_record(private.answer_refusal(problem, 400))
          as r(code text, message text, details text, hint text);
      return;
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
  -- A bank transfer takes a new payee's cooling period and a day's cap: it is held business days, not minutes.
  hold_expires_at := case when payment_method = 'bank_transfer'
                          then greatest(private.bank_hold_until(now(), settings.bank_hold_business_days),
                                        now() + make_interval(mins => settings.hold_minutes))
                          else now() + make_interval(mins => settings.hold_minutes) end;

  insert into public.delivery_addresses (
    user_id, collectible_id, full_name, phone, address_line1, address_line2, city, state, pincode,
    promo_code, discount_percent, shipping_charge, status,
    item_name, price, discount, shipping, total, payment_method, hold_expires_at, buyer_email
  ) values (
    buyer_id, listing.id, btrim(place_order.full_name), buyer_phone, btrim(place_order.address_line1),
    nullif(btrim(place_order.address_line2), ''), btrim(place_order.city), place_order.state,
    place_order.pincode, promo.code, percent, shipping_charge, 'received',
    listing.name, price, discount, shipping, total, payment_method, hold_expires_at, email
  ) returning id, delivery_addresses.access_token into order_id, access_token;

  if total > settings.pan_threshold then
    insert into private.order_tax_ids (order_id, pan, form60)
    values (order_id, buyer_pan, buyer_pan is null);
  end if;

  insert into private.order_holds (order_id, address, channel, contact)
  values (order_id, client, vouched.channel, vouched.contact);

  reference := left(order_id::text, 8);
end;
$$;
revoke all on function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean, text) from public;
grant execute on function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean, text)
  to authenticated, service_role;
