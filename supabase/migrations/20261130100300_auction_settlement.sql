-- After the close (issue 47): a scheduled job settles each lot whose time has passed (sold to the leading
-- maximum if it reaches the reserve, else unsold), tells winners and watchers, and lapses unpaid wins.
-- A winner pays all their lots of an auction in ONE order, made by checkout_auction and paid through the
-- existing payment step (submit_payment / the order page), with the win's deadline as the order's hold.

-- Gives a sold lot to `bidder` at `hammer`: the win (with its deadline) and the winner's e-mail.
create function private.award_auction_lot(lot public.auction_lots, bidder uuid, hammer bigint, underbidder boolean,
  at timestamptz) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  settings private.auction_settings;
  charges record;
  piece record;
  pay_by timestamptz;
begin
  select s.* into settings from private.auction_settings s;
  select c.* into charges from private.auction_charges(hammer, settings.buyer_premium_basis_points,
                                                       settings.premium_gst_basis_points) c;
  pay_by := at + make_interval(days => settings.payment_days);
  insert into public.auction_wins (lot_id, auction_id, bidder_id, hammer_price, premium, premium_gst, pay_by,
                                   offered_to_underbidder)
  values (lot.id, lot.auction_id, bidder, hammer, charges.premium, charges.premium_gst, pay_by, underbidder);
  select c.name, a.title, a.slug into piece
    from public.collectibles c, public.auctions a where c.id = lot.collectible_id and a.id = lot.auction_id;
  perform private.queue_message((select u.email from auth.users u where u.id = bidder), 'auction_won',
    jsonb_build_object('item_name', piece.name, 'auction_title', piece.title, 'auction_slug', piece.slug,
                       'lot_number', lot.lot_number, 'hammer_price', hammer, 'premium', charges.premium,
                       'premium_gst', charges.premium_gst, 'total', charges.total, 'pay_by', pay_by));
end;
$$;

-- The job (every 10 seconds; also safe to call at any time, twice at once included: each lot is taken
-- under its row lock, skipping one a bid holds, and only while still open).
create function private.close_due_auction_lots(at timestamptz default clock_timestamp()) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  settings private.auction_settings;
  lot public.auction_lots;
  secret private.auction_lot_secrets;
  settled integer := 0;
  watch record;
begin
  select s.* into settings from private.auction_settings s;
  for lot in
    select l.* from public.auction_lots l join public.auctions a on a.id = l.auction_id
     where l.status = 'open' and l.closes_at <= close_due_auction_lots.at and a.status = 'scheduled'
     order by l.closes_at
       for update of l skip locked
  loop
    select s.* into secret from private.auction_lot_secrets s where s.lot_id = lot.id;
    if secret.leader_id is not null and (secret.reserve is null or secret.leader_max >= secret.reserve) then
      update public.auction_lots l
         set status = 'sold', hammer_price = greatest(l.current_price, coalesce(secret.reserve, 0)),
             reserve_met = case when secret.reserve is not null then true end,
             closed_at = close_due_auction_lots.at, updated_at = close_due_auction_lots.at
       where l.id = lot.id
      returning l.* into lot;
      perform private.award_auction_lot(lot, secret.leader_id, lot.hammer_price, false, close_due_auction_lots.at);
    else
      update public.auction_lots l
         set status = 'unsold', closed_at = close_due_auction_lots.at, updated_at = close_due_auction_lots.at
       where l.id = lot.id;
      perform private.set_listing_status(lot.collectible_id, secret.listing_status_before);
    end if;
    settled := settled + 1;
  end loop;

  update public.auctions a set status = 'closed'
   where a.status = 'scheduled'
     and not exists (select 1 from public.auction_lots l where l.auction_id = a.id and l.status = 'open');

  -- Watchers hear once, the settings' minutes before a watched lot closes.
  for watch in
    update public.auction_watches w set reminded_at = close_due_auction_lots.at
      from public.auction_lots l, public.auctions a, public.collectibles c, auth.users u
     where w.lot_id = l.id and a.id = l.auction_id and c.id = l.collectible_id and u.id = w.user_id
       and w.reminded_at is null and l.status = 'open' and a.status = 'scheduled'
       and l.closes_at > close_due_auction_lots.at
       and l.closes_at <= close_due_auction_lots.at + make_interval(mins => settings.reminder_minutes)
    returning u.email, c.name, a.title, a.slug, l.lot_number, l.current_price, l.opening_bid, l.closes_at
  loop
    perform private.queue_message(watch.email, 'auction_closing_soon', jsonb_build_object(
      'item_name', watch.name, 'auction_title', watch.title, 'auction_slug', watch.slug,
      'lot_number', watch.lot_number, 'current_price', coalesce(watch.current_price, watch.opening_bid),
      'closes_at', watch.closes_at));
  end loop;

  -- A win nobody paid for in time lapses (an order placed for it lapses when the order is cancelled).
  update public.auction_wins w set status = 'lapsed'
   where w.status = 'awaiting_payment' and w.pay_by <= close_due_auction_lots.at;
  return settled;
end;
$$;

select cron.schedule('close-auction-lots', '10 seconds', 'select private.close_due_auction_lots()');

-- The winner pays: one order for all their unpaid lots of the auction (same result as place_order).
create function public.checkout_auction(auction uuid, full_name text, phone text, address_line1 text,
  address_line2 text, city text, state text, pincode text, pan text default null, form60 boolean default false,
  buyer_email text default null,
  out order_id uuid, out reference text, out item_name text, out item_slug text, out price bigint, out discount bigint,
  out shipping bigint, out total bigint, out discount_percent integer, out applied_promo_code text,
  out payment_method text, out hold_expires_at timestamptz, out access_token text, out code text, out message text,
  out details text, out hint text)
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  shop private.shop_settings;
  house private.auction_settings;
  target public.auctions;
  first_piece record;
  lot_numbers text;
  buyer_pan text := nullif(upper(btrim(coalesce(checkout_auction.pan, ''))), '');
  email text := nullif(lower(btrim(coalesce(checkout_auction.buyer_email, ''))), '');
  buyer_phone text := private.indian_mobile(checkout_auction.phone);
begin
  if me is null then
    perform private.refuse('order_auth_required');
  end if;
  if email is not null and not private.is_buyer_email(email) then
    raise exception using errcode = 'P0001', hint = 'buyer_email_invalid',
      message = 'Please enter a valid e-mail address (e.g. name@example.com), or leave it empty';
  end if;
  if buyer_phone is null then
    raise exception using errcode = 'P0001', hint = 'order_phone_invalid', message = 'Phone must be exactly 10 digits';
  end if;
  email := coalesce(email, (select lower(u.email) from auth.users u where u.id = me and private.is_buyer_email(lower(u.email))));
  select s.* into shop from private.shop_settings s;
  select s.* into house from private.auction_settings s;
  select a.* into target from public.auctions a where a.id = checkout_auction.auction;

  -- FOR UPDATE: the wins, so two checkouts at once make one order.
  perform 1 from public.auction_wins w
   where w.auction_id = target.id and w.bidder_id = me and w.status = 'awaiting_payment' and w.pay_by > clock_timestamp()
     for update;
  if not found then
    perform private.refuse_auction('checkout_nothing_won');
  end if;
  select sum(w.hammer_price + w.premium + w.premium_gst), min(w.pay_by) into price, hold_expires_at
    from public.auction_wins w
   where w.auction_id = target.id and w.bidder_id = me and w.status = 'awaiting_payment' and w.pay_by > clock_timestamp();
  select c.id, c.name, c.slug into first_piece
    from public.auction_wins w join public.auction_lots l on l.id = w.lot_id join public.collectibles c on c.id = l.collectible_id
   where w.auction_id = target.id and w.bidder_id = me and w.status = 'awaiting_payment' and w.pay_by > clock_timestamp()
   order by l.lot_number limit 1;
  select string_agg(l.lot_number::text, ', ' order by l.lot_number) into lot_numbers
    from public.auction_wins w join public.auction_lots l on l.id = w.lot_id
   where w.auction_id = target.id and w.bidder_id = me and w.status = 'awaiting_payment' and w.pay_by > clock_timestamp();

  discount := 0;
  shipping := house.shipping;
  total := price + shipping;
  if total > shop.max_order_total then
    raise exception using errcode = 'P0001', hint = 'order_total_too_large',
      message = 'This order is too large to place online. Please contact us to buy this item.';
  end if;
  if total > shop.pan_threshold then
    if buyer_pan is null and not coalesce(checkout_auction.form60, false) then
      raise exception using errcode = 'P0001', hint = 'order_pan_required',
        message = 'An order of this value needs your PAN, or a Form 60 declaration (Income-tax Rule 114B)';
    end if;
    if buyer_pan is not null and buyer_pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
      raise exception using errcode = 'P0001', hint = 'order_pan_invalid',
        message = 'Please enter a valid PAN: 5 letters, 4 digits and a letter (e.g. ABCDE1234F)';
    end if;
  end if;
  discount_percent := 0;
  item_name := format('%s — lot %s (hammer, buyer''s premium and GST on it)', target.title, lot_numbers);
  item_slug := first_piece.slug;
  payment_method := case when total > shop.upi_cap then 'bank_transfer' else 'upi' end;

  insert into public.delivery_addresses (
    user_id, collectible_id, full_name, phone, address_line1, address_line2, city, state, pincode,
    discount_percent, shipping_charge, status, item_name, price, discount, shipping, total, payment_method,
    hold_expires_at, buyer_email
  ) values (
    me, first_piece.id, btrim(checkout_auction.full_name), buyer_phone, btrim(checkout_auction.address_line1),
    nullif(btrim(checkout_auction.address_line2), ''), btrim(checkout_auction.city), checkout_auction.state,
    checkout_auction.pincode, 0, shipping, 'received', item_name, price, discount, shipping, total, payment_method,
    hold_expires_at, email
  ) returning id, delivery_addresses.access_token into order_id, access_token;
  if total > shop.pan_threshold then
    insert into private.order_tax_ids (order_id, pan, form60) values (order_id, buyer_pan, buyer_pan is null);
  end if;
  update public.auction_wins w set status = 'ordered', order_id = checkout_auction.order_id
   where w.auction_id = target.id and w.bidder_id = me and w.status = 'awaiting_payment' and w.pay_by > clock_timestamp();
  reference := left(order_id::text, 8);
end;
$$;

-- The order decides the wins: paid → paid; cancelled (expired, unverified, by staff) → lapsed; shipped →
-- every lot's piece is sold (the order's own piece is marked by sync_collectible_hold as for a sale).
create function private.sync_auction_wins() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and old.payment_status is distinct from 'paid' then
    update public.auction_wins w set status = 'paid' where w.order_id = new.id and w.status = 'ordered';
  end if;
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    update public.auction_wins w set status = 'lapsed' where w.order_id = new.id and w.status in ('ordered', 'paid');
  end if;
  if new.status = 'fulfilled' and old.status is distinct from 'fulfilled' then
    perform private.set_listing_status(l.collectible_id, 'sold')
       from public.auction_wins w join public.auction_lots l on l.id = w.lot_id where w.order_id = new.id;
  end if;
  return null;
end;
$$;
create trigger delivery_addresses_sync_auction_wins after update of status, payment_status on public.delivery_addresses
  for each row execute function private.sync_auction_wins();

-- An unpaid winner's lot goes to the underbidder at their last (highest) bid, with a new deadline.
create function public.offer_lot_to_underbidder(lot uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target public.auction_lots;
  next_bidder record;
begin
  perform private.require_role('staff');
  select l.* into target from public.auction_lots l where l.id = offer_lot_to_underbidder.lot for update;
  if not found then
    perform private.refuse_auction('bid_lot_not_found');
  end if;
  if target.status <> 'sold' or exists (select 1 from public.auction_wins w where w.lot_id = target.id and w.status <> 'lapsed') then
    perform private.refuse_auction('win_not_lapsed');
  end if;
  select b.bidder_id, max(b.max_amount) as amount, r.handle into next_bidder
    from public.auction_bids b join public.auction_bidders r on r.id = b.bidder_id
   where b.lot_id = target.id and r.blocked_at is null
     and b.bidder_id not in (select w.bidder_id from public.auction_wins w where w.lot_id = target.id)
   group by b.bidder_id, r.handle
   order by max(b.max_amount) desc, min(b.id)
   limit 1;
  if not found then
    perform private.refuse_auction('lot_no_underbidder');
  end if;
  update private.auction_lot_secrets s set leader_id = next_bidder.bidder_id, leader_max = next_bidder.amount
   where s.lot_id = target.id;
  update public.auction_lots l
     set hammer_price = next_bidder.amount, leader_handle = next_bidder.handle, updated_at = clock_timestamp()
   where l.id = target.id
  returning l.* into target;
  perform private.award_auction_lot(target, next_bidder.bidder_id, next_bidder.amount, true, clock_timestamp());
end;
$$;

-- The results: each lot, what it made, who won it and whether they paid (CSV and totals in the screen).
create function public.auction_results(auction uuid)
returns table (lot_id uuid, lot_number integer, item_name text, status text, hammer_price bigint, premium bigint,
  premium_gst bigint, total bigint, winner_handle text, winner_name text, winner_email text, win_status text,
  pay_by timestamptz, order_id uuid)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_role('staff');
  return query
  select l.id, l.lot_number, c.name, l.status, w.hammer_price, w.premium, w.premium_gst,
         w.hammer_price + w.premium + w.premium_gst, r.handle, private.staff_name(w.bidder_id), u.email::text,
         w.status, w.pay_by, w.order_id
    from public.auction_lots l
    join public.collectibles c on c.id = l.collectible_id
    left join lateral (select x.* from public.auction_wins x where x.lot_id = l.id
                        order by (x.status <> 'lapsed') desc, x.created_at desc limit 1) w on true
    left join public.auction_bidders r on r.id = w.bidder_id
    left join auth.users u on u.id = w.bidder_id
   where l.auction_id = auction_results.auction
   order by l.lot_number;
end;
$$;

revoke execute on function public.checkout_auction(uuid, text, text, text, text, text, text, text, text, boolean, text),
  public.offer_lot_to_underbidder(uuid), public.auction_results(uuid) from public, anon;
grant execute on function public.checkout_auction(uuid, text, text, text, text, text, text, text, text, boolean, text),
  public.offer_lot_to_underbidder(uuid), public.auction_results(uuid) to authenticated, service_role;
