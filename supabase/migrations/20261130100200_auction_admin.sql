-- The auctions' back office (issue 47): create and schedule an auction, add lots from listings, set
-- reserves, cancel a lot, block a bidder, watch it live and read the results. Every function checks the
-- role inside (staff; the house's settings the owner's), and every change lands in the activity log.

-- /auctions is a route now: a listing may not take its name (spec §2's catch-all /{slug}).
alter table public.collectibles drop constraint collectibles_slug_not_a_route;
alter table public.collectibles add constraint collectibles_slug_not_a_route check (slug not in (
  'upload', 'bulk-upload', 'sell', 'blog', 'admin', 'edit', 'collections',
  'privacy-policy', 'terms-conditions', 'return-policy', 'shipping-policy', 'auctions'));

-- A listing in an open lot is off the fixed-price shop (status 'unavailable'); only the auction's own
-- functions change that while the lot is open, so an edit cannot put it back on sale mid-auction.
create function private.guard_listing_in_auction() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status is distinct from old.status
     and coalesce(current_setting('sikka.auction_write', true), '') <> 'on'
     and exists (select 1 from public.auction_lots l where l.collectible_id = new.id and l.status = 'open') then
    perform private.refuse_auction('listing_in_auction');
  end if;
  return new;
end;
$$;
create trigger collectibles_guard_auction before update of status on public.collectibles
  for each row execute function private.guard_listing_in_auction();

-- The listing's status as the auction sets it (the guard above lets these through).
create function private.set_listing_status(listing uuid, status text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform set_config('sikka.auction_write', 'on', true);
  update public.collectibles c set status = set_listing_status.status
   where c.id = listing and c.status is distinct from set_listing_status.status;
  perform set_config('sikka.auction_write', '', true);
end;
$$;

-- Lots close one after another, the settings' interval apart, from the auction's first close.
create function private.renumber_auction_lots(auction uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  step integer := (select s.lot_interval_seconds from private.auction_settings s);
begin
  update public.auction_lots l
     set lot_number = n.rn,
         closes_at = a.first_lot_closes_at + make_interval(secs => (n.rn - 1) * step),
         updated_at = now()
    from (select x.id, row_number() over (order by x.lot_number, x.id) as rn
            from public.auction_lots x where x.auction_id = auction and x.status <> 'cancelled') n,
         public.auctions a
   where l.id = n.id and a.id = auction;
end;
$$;

create function private.auction_slug(title text) returns text
language sql volatile set search_path = ''
as $$
  select case when exists (select 1 from public.auctions a where a.slug = base) or base = ''
              then trim(both '-' from base || '-' || left(md5(random()::text), 6)) else base end
    from (select left(trim(both '-' from lower(regexp_replace(title, '[^A-Za-z0-9]+', '-', 'g'))), 100) as base) b
$$;

create function public.save_auction(auction_id uuid, title text, description text, starts_at timestamptz,
  first_lot_closes_at timestamptz) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  saved uuid;
begin
  perform private.require_role('staff');
  if nullif(btrim(coalesce(title, '')), '') is null or char_length(btrim(title)) > 200 then
    perform private.refuse_auction('auction_title_required');
  end if;
  if starts_at is null or first_lot_closes_at is null or first_lot_closes_at <= starts_at then
    perform private.refuse_auction('auction_close_before_start');
  end if;
  if save_auction.auction_id is null then
    insert into public.auctions (slug, title, description, starts_at, first_lot_closes_at)
    values (private.auction_slug(title), btrim(title), coalesce(btrim(description), ''), starts_at, first_lot_closes_at)
    returning id into saved;
  else
    perform 1 from public.auctions a where a.id = save_auction.auction_id for update;
    if not found then
      perform private.refuse_auction('auction_not_found');
    end if;
    update public.auctions a
       set title = btrim(save_auction.title), description = coalesce(btrim(save_auction.description), ''),
           starts_at = save_auction.starts_at, first_lot_closes_at = save_auction.first_lot_closes_at
     where a.id = save_auction.auction_id and a.status = 'draft'
    returning a.id into saved;
    if saved is null then
      perform private.refuse_auction('auction_not_draft');
    end if;
    perform private.renumber_auction_lots(saved);
  end if;
  return saved;
end;
$$;

create function public.add_auction_lot(auction_id uuid, collectible_id uuid, opening_bid numeric,
  reserve numeric default null) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  auction public.auctions;
  listing record;
  settings private.auction_settings;
  lot uuid;
  n integer;
begin
  perform private.require_role('staff');
  select s.* into settings from private.auction_settings s;
  select a.* into auction from public.auctions a where a.id = add_auction_lot.auction_id for update;
  if not found then
    perform private.refuse_auction('auction_not_found');
  end if;
  if auction.status <> 'draft' then
    perform private.refuse_auction('auction_not_draft');
  end if;
  if opening_bid is null or opening_bid <> trunc(opening_bid) or opening_bid < 1 or opening_bid > settings.max_bid then
    perform private.refuse_auction('lot_opening_bid_invalid');
  end if;
  if reserve is not null and (reserve <> trunc(reserve) or reserve < opening_bid or reserve > settings.max_bid) then
    perform private.refuse_auction('lot_reserve_invalid');
  end if;
  -- FOR UPDATE: the listing's orders and lots take turns with this (place_order locks the same row).
  select c.id, c.status into listing from public.collectibles c where c.id = add_auction_lot.collectible_id for update;
  if not found then
    perform private.refuse('collectible_not_found');
  end if;
  if listing.status = 'sold' then
    perform private.refuse_auction('lot_listing_sold');
  end if;
  if exists (select 1 from public.auction_lots l where l.collectible_id = listing.id and l.status in ('open', 'sold')) then
    perform private.refuse_auction('lot_listing_in_auction');
  end if;
  if exists (select 1 from public.delivery_addresses d where d.collectible_id = listing.id and d.status = 'received') then
    perform private.refuse_auction('lot_listing_reserved');
  end if;
  n := 1 + (select count(*) from public.auction_lots l where l.auction_id = auction.id and l.status <> 'cancelled');
  insert into public.auction_lots (auction_id, collectible_id, lot_number, opening_bid, has_reserve, reserve_met, closes_at)
  values (auction.id, listing.id, n, opening_bid::bigint, reserve is not null, case when reserve is not null then false end,
          auction.first_lot_closes_at + make_interval(secs => (n - 1) * settings.lot_interval_seconds))
  returning id into lot;
  insert into private.auction_lot_secrets (lot_id, reserve, listing_status_before)
  values (lot, reserve::bigint, listing.status);
  perform private.set_listing_status(listing.id, 'unavailable');
  return lot;
end;
$$;

-- A draft's lot goes, and the listing is back in the shop as it was.
create function public.remove_auction_lot(lot uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target record;
begin
  perform private.require_role('staff');
  select l.id, l.auction_id, l.collectible_id, a.status, s.listing_status_before into target
    from public.auction_lots l join public.auctions a on a.id = l.auction_id
    join private.auction_lot_secrets s on s.lot_id = l.id
   where l.id = remove_auction_lot.lot for update of l, a;
  if not found then
    perform private.refuse_auction('bid_lot_not_found');
  end if;
  if target.status <> 'draft' then
    perform private.refuse_auction('auction_not_draft');
  end if;
  delete from public.auction_lots l where l.id = target.id;
  perform private.set_listing_status(target.collectible_id, target.listing_status_before);
  perform private.renumber_auction_lots(target.auction_id);
end;
$$;

create function public.set_lot_reserve(lot uuid, reserve numeric) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target public.auction_lots;
  secret private.auction_lot_secrets;
begin
  perform private.require_role('staff');
  select l.* into target from public.auction_lots l where l.id = set_lot_reserve.lot for update;
  if not found then
    perform private.refuse_auction('bid_lot_not_found');
  end if;
  if target.status <> 'open' or target.closes_at <= clock_timestamp() then
    perform private.refuse_auction('lot_not_open');
  end if;
  if reserve is not null and (reserve <> trunc(reserve) or reserve < target.opening_bid
                              or reserve > (select s.max_bid from private.auction_settings s)) then
    perform private.refuse_auction('lot_reserve_invalid');
  end if;
  update private.auction_lot_secrets s set reserve = set_lot_reserve.reserve::bigint
   where s.lot_id = target.id returning s.* into secret;
  update public.auction_lots l
     set has_reserve = secret.reserve is not null,
         reserve_met = case when secret.reserve is null then null
                            else coalesce(secret.leader_max >= secret.reserve, false) end,
         updated_at = clock_timestamp()
   where l.id = target.id;
end;
$$;

-- Publish: visitors see the auction from now on, its lots closing one after another.
create function public.schedule_auction(auction uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target public.auctions;
begin
  perform private.require_role('staff');
  select a.* into target from public.auctions a where a.id = schedule_auction.auction for update;
  if not found then
    perform private.refuse_auction('auction_not_found');
  end if;
  if target.status <> 'draft' then
    perform private.refuse_auction('auction_not_draft');
  end if;
  if target.first_lot_closes_at <= clock_timestamp() then
    perform private.refuse_auction('auction_close_in_past');
  end if;
  if not exists (select 1 from public.auction_lots l where l.auction_id = target.id) then
    perform private.refuse_auction('auction_no_lots');
  end if;
  perform private.renumber_auction_lots(target.id);
  update public.auctions a set status = 'scheduled' where a.id = target.id;
end;
$$;

-- Withdraw a lot: an open one, or a sold one whose winner did not pay and that nobody else takes.
create function public.cancel_auction_lot(lot uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target public.auction_lots;
  secret private.auction_lot_secrets;
begin
  perform private.require_role('staff');
  select l.* into target from public.auction_lots l where l.id = cancel_auction_lot.lot for update;
  if not found then
    perform private.refuse_auction('bid_lot_not_found');
  end if;
  if not (target.status = 'open'
          or (target.status = 'sold' and not exists (select 1 from public.auction_wins w
                                                      where w.lot_id = target.id and w.status <> 'lapsed'))) then
    perform private.refuse_auction('lot_not_open');
  end if;
  select s.* into secret from private.auction_lot_secrets s where s.lot_id = target.id;
  update public.auction_lots l
     set status = 'cancelled', hammer_price = null, closed_at = clock_timestamp(), updated_at = clock_timestamp()
   where l.id = target.id;
  perform private.set_listing_status(target.collectible_id, secret.listing_status_before);
end;
$$;

create function public.block_bidder(user_id uuid, reason text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.require_role('staff');
  if not exists (select 1 from auth.users u where u.id = block_bidder.user_id) then
    perform private.refuse_auction('bidder_not_found');
  end if;
  insert into public.auction_bidders as b (id, handle, blocked_at, blocked_reason)
  values (user_id, 'Bidder ' || nextval('private.auction_handle_numbers'), now(), nullif(btrim(reason), ''))
  on conflict (id) do update set blocked_at = excluded.blocked_at, blocked_reason = excluded.blocked_reason;
end;
$$;

create function public.unblock_bidder(user_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.require_role('staff');
  update public.auction_bidders b set blocked_at = null, blocked_reason = null where b.id = unblock_bidder.user_id;
end;
$$;

-- Watching it live: each lot with its reserve, its leader (who, not just the handle) and their maximum.
create function public.admin_auction_lots(auction uuid)
returns table (lot_id uuid, lot_number integer, item_name text, item_slug text, status text, opening_bid bigint,
  reserve bigint, current_price bigint, bid_count integer, bidder_count integer, leader_handle text,
  leader_name text, leader_email text, leader_maximum bigint, closes_at timestamptz, hammer_price bigint)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_role('staff');
  return query
  select l.id, l.lot_number, c.name, c.slug, l.status, l.opening_bid, s.reserve, l.current_price, l.bid_count,
         (select count(distinct b.bidder_id)::integer from public.auction_bids b where b.lot_id = l.id),
         l.leader_handle, private.staff_name(s.leader_id), u.email::text, s.leader_max, l.closes_at, l.hammer_price
    from public.auction_lots l
    join public.collectibles c on c.id = l.collectible_id
    join private.auction_lot_secrets s on s.lot_id = l.id
    left join auth.users u on u.id = s.leader_id
   where l.auction_id = admin_auction_lots.auction
   order by l.lot_number;
end;
$$;

create function public.admin_lot_bids(lot uuid)
returns table (id bigint, placed_at timestamptz, handle text, bidder_id uuid, bidder_name text, bidder_email text,
  max_amount bigint, outcome text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_role('staff');
  return query
  select b.id, b.placed_at, r.handle, b.bidder_id, private.staff_name(b.bidder_id), u.email::text, b.max_amount, b.outcome
    from public.auction_bids b
    join public.auction_bidders r on r.id = b.bidder_id
    left join auth.users u on u.id = b.bidder_id
   where b.lot_id = admin_lot_bids.lot
   order by b.id;
end;
$$;

create function public.save_auction_settings(settings jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  was private.auction_settings;
  merged private.auction_settings;
begin
  perform private.require_owner();
  select s.* into was from private.auction_settings s for update;
  merged := jsonb_populate_record(was, coalesce(settings, '{}') - 'id');
  if private.auction_increments_problem(merged.increments) is not null then
    perform private.refuse_auction('auction_increments_invalid');
  end if;
  update private.auction_settings s
     set increments = merged.increments, buyer_premium_basis_points = merged.buyer_premium_basis_points,
         premium_gst_basis_points = merged.premium_gst_basis_points, extension_minutes = merged.extension_minutes,
         lot_interval_seconds = merged.lot_interval_seconds, reminder_minutes = merged.reminder_minutes,
         outbid_mail_minutes = merged.outbid_mail_minutes, payment_days = merged.payment_days,
         max_bid = merged.max_bid, shipping = merged.shipping
   where s.id;
  insert into public.activity_log (actor_id, actor_name, actor_role, kind, entity, record_label, before, after)
  values (auth.uid(), coalesce(private.staff_name(auth.uid()), 'unknown'), public.staff_role(), 'auction_settings.changed',
          'private.auction_settings', 'Auction settings', to_jsonb(was), to_jsonb(merged));
end;
$$;

-- Who changed what (issue 51's log): the auctions, their lots, reserves, bidders' blocks and wins.
create trigger log_activity after insert or update or delete on public.auctions
  for each row execute function private.log_activity('auction', 'status=scheduled:auction.scheduled');
create trigger log_activity after insert or update or delete on public.auction_lots
  for each row execute function private.log_activity('auction_lot', '-current_price', '-bid_count', '-leader_handle',
    '-reserve_met', '-updated_at', 'status=cancelled:auction_lot.cancelled');
create trigger log_activity after insert or update or delete on private.auction_lot_secrets
  for each row execute function private.log_activity('auction_reserve', '-leader_id', '-leader_max');
create trigger log_activity after insert or update or delete on public.auction_bidders
  for each row execute function private.log_activity('auction_bidder');
create trigger log_activity after insert or update or delete on public.auction_wins
  for each row execute function private.log_activity('auction_win');

revoke execute on function public.save_auction(uuid, text, text, timestamptz, timestamptz),
  public.add_auction_lot(uuid, uuid, numeric, numeric), public.remove_auction_lot(uuid),
  public.set_lot_reserve(uuid, numeric), public.schedule_auction(uuid), public.cancel_auction_lot(uuid),
  public.block_bidder(uuid, text), public.unblock_bidder(uuid), public.admin_auction_lots(uuid),
  public.admin_lot_bids(uuid), public.save_auction_settings(jsonb) from public, anon;
grant execute on function public.save_auction(uuid, text, text, timestamptz, timestamptz),
  public.add_auction_lot(uuid, uuid, numeric, numeric), public.remove_auction_lot(uuid),
  public.set_lot_reserve(uuid, numeric), public.schedule_auction(uuid), public.cancel_auction_lot(uuid),
  public.block_bidder(uuid, text), public.unblock_bidder(uuid), public.admin_auction_lots(uuid),
  public.admin_lot_bids(uuid), public.save_auction_settings(jsonb) to authenticated, service_role;
