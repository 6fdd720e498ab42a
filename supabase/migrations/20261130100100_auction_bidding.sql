-- Bidding (issue 47): one function decides every bid under the lot's row lock, by the database's clock.
-- The browser only asks. Refusals raise P0001 with the key in `hint` (texts: @sikka/shared/domain/errors).

create function private.refuse_auction(key text, details text default null) returns void
language plpgsql immutable set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = key, detail = coalesce(details, ''), message = case key
    when 'bid_auth_required' then 'Please sign in to bid'
    when 'bid_terms_required' then 'Please accept the auction terms before bidding'
    when 'bid_email_unverified' then 'Please verify your e-mail address before bidding'
    when 'bid_phone_required' then 'Please add your phone number before bidding'
    when 'bid_blocked' then 'Your account cannot bid in our auctions. Please contact us.'
    when 'bid_own_piece' then 'You cannot bid on a piece you are selling'
    when 'bid_lot_not_found' then 'This lot was not found'
    when 'bid_not_open' then 'Bidding on this lot has not opened yet'
    when 'bid_closed' then 'Bidding on this lot has closed'
    when 'bid_amount_invalid' then 'Please enter your bid in whole rupees'
    when 'bid_amount_too_large' then 'This bid is larger than we accept online. Please contact us.'
    when 'bid_too_low' then 'Your bid is below the next minimum bid'
    when 'bid_not_above_own_maximum' then 'Your new maximum must be higher than your current maximum'
    when 'bid_rate_limited' then 'Too many bids from your account. Please wait a minute and try again.'
    when 'auction_not_found' then 'This auction was not found'
    when 'auction_title_required' then 'Please give the auction a title (at most 200 characters)'
    when 'auction_close_before_start' then 'The first lot must close after the auction starts'
    when 'auction_close_in_past' then 'The first lot must close in the future'
    when 'auction_not_draft' then 'This auction has already been scheduled'
    when 'auction_no_lots' then 'Add at least one lot before scheduling the auction'
    when 'auction_increments_invalid' then 'The increments must start at ₹0 and rise, each step a whole number of rupees'
    when 'lot_listing_in_auction' then 'This listing is already in an auction'
    when 'lot_listing_sold' then 'This listing has already been sold'
    when 'lot_listing_reserved' then 'This listing has an open order'
    when 'lot_opening_bid_invalid' then 'The opening bid must be a whole number of rupees, at least ₹1'
    when 'lot_reserve_invalid' then 'The reserve must be a whole number of rupees, at least the opening bid'
    when 'lot_not_open' then 'This lot is no longer open'
    when 'lot_no_underbidder' then 'This lot has no underbidder to offer it to'
    when 'win_not_lapsed' then 'This lot''s winner can still pay'
    when 'checkout_nothing_won' then 'You have no lots to pay for in this auction'
    when 'bidder_not_found' then 'This account was not found'
    when 'listing_in_auction' then 'This listing is in an auction: cancel its lot first'
    else key
  end;
end;
$$;

-- A flood of bids from one account: 20 accepted bids a minute per account (private.attempt_limits).
insert into private.attempt_limits (action, per_user, per_address, time_window)
values ('place_bid', 20, 100000, interval '1 minute');

-- The auction terms: accepting them gives the account its anonymised handle ('Bidder 104').
create function public.accept_auction_terms() returns text
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  handle text;
begin
  if me is null or coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) then
    perform private.refuse_auction('bid_auth_required');
  end if;
  insert into public.auction_bidders as b (id, handle, terms_accepted_at)
  values (me, 'Bidder ' || nextval('private.auction_handle_numbers'), now())
  on conflict (id) do update set terms_accepted_at = coalesce(b.terms_accepted_at, excluded.terms_accepted_at)
  returning b.handle into handle;
  return handle;
end;
$$;

-- An outbid leader hears of it, at most once per lot in the settings' window.
create function private.queue_outbid_mail(lot public.auction_lots, bidder uuid, mail_minutes integer) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  recipient text := (select u.email from auth.users u where u.id = bidder);
  piece record;
begin
  if recipient is null then
    return;
  end if;
  insert into private.auction_outbid_mails as m (lot_id, bidder_id, sent_at)
  values (lot.id, bidder, now())
  on conflict (lot_id, bidder_id) do update set sent_at = excluded.sent_at
   where m.sent_at <= now() - make_interval(mins => mail_minutes);
  if not found then
    return;
  end if;
  select c.name, c.slug, a.title, a.slug as auction_slug into piece
    from public.collectibles c, public.auctions a where c.id = lot.collectible_id and a.id = lot.auction_id;
  perform private.queue_message(recipient, 'auction_outbid', jsonb_build_object(
    'item_name', piece.name, 'auction_title', piece.title, 'auction_slug', piece.auction_slug,
    'lot_id', lot.id, 'lot_number', lot.lot_number, 'current_price', lot.current_price, 'closes_at', lot.closes_at));
end;
$$;

create function public.place_bid(lot_id uuid, amount numeric,
  out outcome text, out current_price bigint, out bid_count integer, out leader_handle text,
  out closes_at timestamptz, out next_minimum bigint, out your_maximum bigint)
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
  bidder public.auction_bidders;
  account auth.users;
  settings private.auction_settings;
  limits private.attempt_limits;
  lot public.auction_lots;
  secret private.auction_lot_secrets;
  sale record;
  problem text;
  bid_at timestamptz;
  bid bigint;
  minimum bigint;
  proxy record;
  old_leader uuid;
  old_leader_handle text;
  bid_id bigint;
begin
  -- Who may bid (no lock taken yet).
  if me is null or coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) then
    perform private.refuse_auction('bid_auth_required');
  end if;
  select b.* into bidder from public.auction_bidders b where b.id = me;
  if bidder.blocked_at is not null then
    perform private.refuse_auction('bid_blocked');
  end if;
  if bidder.terms_accepted_at is null then
    perform private.refuse_auction('bid_terms_required');
  end if;
  select u.* into account from auth.users u where u.id = me;
  if account.email is null or account.email_confirmed_at is null then
    perform private.refuse_auction('bid_email_unverified');
  end if;
  if not exists (select 1 from public.profiles p where p.id = me and p.phone ~ '^\+91[0-9]{10}$') then
    perform private.refuse_auction('bid_phone_required');
  end if;
  select s.* into settings from private.auction_settings s;
  -- The amount as typed, before any lock: not a whole number, or absurd.
  problem := private.auction_bid_problem(amount, 1, settings.max_bid);
  if problem is not null then
    perform private.refuse_auction(problem);
  end if;
  bid := amount::bigint;
  -- Floods: the accepted bids of one account in the window (a refused bid rolls its count back).
  select l.* into limits from private.attempt_limits l where l.action = 'place_bid';
  if private.count_attempt('place_bid', 'user:' || me, coalesce(limits.time_window, interval '1 minute'))
     > coalesce(limits.per_user, 20) then
    perform private.refuse_auction('bid_rate_limited');
  end if;

  -- What does not change while bids come in is read before the lock, so the lock is held for the bid alone:
  -- the auction (its status moves on only when its last lot has closed) and the piece's seller.
  select a.status, a.starts_at, c.user_id as seller, l.status as lot_status, l.closes_at, l.opening_bid, l.current_price
    into sale
    from public.auction_lots l join public.auctions a on a.id = l.auction_id join public.collectibles c on c.id = l.collectible_id
   where l.id = place_bid.lot_id;
  if not found then
    perform private.refuse_auction('bid_lot_not_found');
  end if;
  if sale.seller = me then
    perform private.refuse_auction('bid_own_piece');
  end if;
  -- An open lot's price only rises: a bid below the minimum of the last committed bid is too low whatever
  -- the bids now queued for the lock do, so it is refused without queueing behind them.
  if private.auction_lot_problem(sale.status, sale.lot_status, sale.starts_at, sale.closes_at, clock_timestamp()) is null then
    minimum := private.auction_next_minimum(sale.opening_bid, sale.current_price, settings.increments);
    if bid < minimum then
      perform private.refuse_auction('bid_too_low', minimum::text);
    end if;
  end if;

  -- FOR UPDATE: bids on one lot take turns from here; everything below sees the lot as the last bid left it.
  select l.* into lot from public.auction_lots l where l.id = place_bid.lot_id for update;
  bid_at := clock_timestamp();
  problem := private.auction_lot_problem(sale.status, lot.status, sale.starts_at, lot.closes_at, bid_at);
  if problem is not null then
    perform private.refuse_auction(problem);
  end if;
  select s.* into secret from private.auction_lot_secrets s where s.lot_id = lot.id;

  -- The leader raising their maximum must go above it, and every bid to at least the next minimum.
  if secret.leader_id = me and bid <= secret.leader_max then
    perform private.refuse_auction('bid_not_above_own_maximum', secret.leader_max::text);
  end if;
  minimum := private.auction_next_minimum(lot.opening_bid, lot.current_price, settings.increments);
  if bid < minimum then
    perform private.refuse_auction('bid_too_low', minimum::text);
  end if;

  select p.* into proxy from private.auction_proxy(secret.leader_id is not null, secret.leader_id = me,
    secret.leader_max, lot.current_price, lot.opening_bid, bid, settings.increments) p;
  old_leader := secret.leader_id;
  old_leader_handle := lot.leader_handle;

  insert into public.auction_bids (lot_id, bidder_id, max_amount, outcome, placed_at)
  values (lot.id, me, bid, proxy.outcome, bid_at) returning id into bid_id;
  -- The public history: what the houses print, in order, without anyone's maximum above the price.
  if proxy.outcome = 'outbid' then
    insert into public.auction_bid_history (lot_id, handle, amount, is_proxy, placed_at)
    values (lot.id, bidder.handle, bid, false, bid_at), (lot.id, old_leader_handle, proxy.price, true, bid_at);
  elsif proxy.outcome = 'leading' then
    if old_leader is not null and secret.leader_max > lot.current_price then
      insert into public.auction_bid_history (lot_id, handle, amount, is_proxy, placed_at)
      values (lot.id, old_leader_handle, secret.leader_max, true, bid_at);
    end if;
    insert into public.auction_bid_history (lot_id, handle, amount, is_proxy, placed_at)
    values (lot.id, bidder.handle, proxy.price, false, bid_at);
  end if;

  if proxy.leader_changes then
    secret.leader_id := me;
  end if;
  secret.leader_max := proxy.best_max;
  update private.auction_lot_secrets s set leader_id = secret.leader_id, leader_max = secret.leader_max
   where s.lot_id = lot.id;
  -- Extended bidding: a bid in the last N minutes moves this lot's close to N minutes after it.
  if lot.closes_at - bid_at < make_interval(mins => settings.extension_minutes) then
    lot.closes_at := bid_at + make_interval(mins => settings.extension_minutes);
  end if;
  update public.auction_lots l
     set current_price = proxy.price,
         bid_count = l.bid_count + 1,
         leader_handle = case when proxy.leader_changes then bidder.handle else l.leader_handle end,
         reserve_met = case when secret.reserve is null then null else secret.leader_max >= secret.reserve end,
         closes_at = lot.closes_at,
         updated_at = bid_at
   where l.id = lot.id
  returning l.* into lot;

  if proxy.leader_changes and old_leader is not null and old_leader <> me then
    perform private.queue_outbid_mail(lot, old_leader, settings.outbid_mail_minutes);
  end if;

  outcome := proxy.outcome;
  current_price := lot.current_price;
  bid_count := lot.bid_count;
  leader_handle := lot.leader_handle;
  closes_at := lot.closes_at;
  next_minimum := private.auction_next_minimum(lot.opening_bid, lot.current_price, settings.increments);
  your_maximum := bid;
end;
$$;

-- The signed-in bidder's lots: their maximum and where they stand.
create function public.my_auction_lots(auction uuid default null)
returns table (lot_id uuid, auction_id uuid, my_maximum bigint, state text)
language sql stable security definer set search_path = ''
as $$
  select l.id, l.auction_id, max(b.max_amount),
         case when l.status = 'sold' and s.leader_id = auth.uid() then 'won'
              when l.status in ('sold', 'unsold', 'cancelled') then 'lost'
              when s.leader_id = auth.uid() then 'winning'
              else 'outbid' end
    from public.auction_bids b
    join public.auction_lots l on l.id = b.lot_id
    join private.auction_lot_secrets s on s.lot_id = l.id
   where b.bidder_id = auth.uid()
     and (my_auction_lots.auction is null or l.auction_id = my_auction_lots.auction)
   group by l.id, l.auction_id, l.status, s.leader_id
$$;

-- The outbox knows the auction mails (the union of every earlier list: 20261129900000_after_sale_with_roles.sql).
alter table public.outbox drop constraint outbox_template_known;
alter table public.outbox add constraint outbox_template_known check (template in (
  'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
  'shop_new_order', 'shop_utr_submitted', 'shop_new_submission', 'contact_code', 'order_payment_unverified',
  'shop_payment_unverified', 'staff_invite', 'shop_return_requested', 'return_approved', 'return_declined',
  'shop_return_shipped', 'refund_sent', 'auction_outbid', 'auction_won', 'auction_closing_soon'));

revoke execute on function public.accept_auction_terms(), public.place_bid(uuid, numeric),
  public.my_auction_lots(uuid) from public, anon;
grant execute on function public.accept_auction_terms(), public.place_bid(uuid, numeric),
  public.my_auction_lots(uuid) to authenticated, service_role;
