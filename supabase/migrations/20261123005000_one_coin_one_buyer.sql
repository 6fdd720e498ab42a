-- One coin, one buyer (issue 19). Every piece here is one of a kind, so an open order ('received')
-- holds it: place_order refuses a second order while one is open. The hold is taken in the same
-- transaction that writes the order (the listing's row is locked FOR UPDATE, so orders for one piece
-- queue behind each other); a unique partial index is the last line of defence. Cancelling the order
-- releases the hold; an admin marking it fulfilled marks the piece sold. A hold has no time limit: it
-- lasts until an admin cancels or fulfils the order (payments are confirmed by hand, spec §2).
--
-- And a guest who signs in keeps the orders placed from the same browser's anonymous session: the
-- anonymous session asks for a short-lived transfer token (only it can), the signed-in session
-- redeems it and the orders move to the account.

-- Public and live (realtime publishes collectibles): the listing shows 'On hold' without a reload.
-- Kept by private.sync_collectible_hold() from the orders; never written by the client.
alter table public.collectibles add column on_hold boolean not null default false;
comment on column public.collectibles.on_hold is 'true while an order for this piece is open (received); kept by a trigger on delivery_addresses';

create unique index delivery_addresses_one_open_order_per_piece
  on public.delivery_addresses (collectible_id) where status = 'received';

-- SECURITY DEFINER: fires as the writing role (an admin through RLS, or place_order), which has no
-- usage on schema private and may not update collectibles.
create function private.sync_collectible_hold() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  piece uuid := case when tg_op = 'DELETE' then old.collectible_id else new.collectible_id end;
begin
  if tg_op = 'UPDATE' and new.status = 'fulfilled' and old.status is distinct from 'fulfilled' then
    update public.collectibles c set status = 'sold' where c.id = new.collectible_id;
  end if;
  update public.collectibles c
     set on_hold = exists (select 1 from public.delivery_addresses d where d.collectible_id = c.id and d.status = 'received')
   where c.id = piece
     and c.on_hold is distinct from exists (select 1 from public.delivery_addresses d where d.collectible_id = c.id and d.status = 'received');
  return null;
end;
$$;

create trigger delivery_addresses_sync_hold
  after insert or delete or update of status, collectible_id on public.delivery_addresses
  for each row execute function private.sync_collectible_hold();

-- Orders that exist before this migration hold their pieces too.
update public.collectibles c set on_hold = true
 where exists (select 1 from public.delivery_addresses d where d.collectible_id = c.id and d.status = 'received');

-- place_order as in 20261123000100, with the hold: the listing row is locked FOR UPDATE (was FOR
-- SHARE) so a second order for the piece waits for the first to commit, then sees it and is refused.
create or replace function public.place_order(
  collectible_id uuid,
  full_name text,
  phone text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  pincode text,
  promo_code text default null,
  out order_id uuid,
  out reference text,
  out item_name text,
  out item_slug text,
  out price integer,
  out discount integer,
  out shipping integer,
  out total integer,
  out discount_percent integer,
  out applied_promo_code text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shipping_charge constant integer := 50;
  buyer_id uuid := auth.uid();
  listing record;
  promo public.promo_codes;
  problem text;
  percent integer := 0;
  holder uuid;
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;

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

  -- Raised here rather than through private.refuse(): that table of texts is shared by every
  -- migration, and replacing it from here could drop another's keys.
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
  discount := round(listing.price * percent / 100.0)::integer;
  shipping := shipping_charge;
  total := price - discount + shipping;
  discount_percent := percent;
  applied_promo_code := promo.code;
  item_name := listing.name;
  item_slug := listing.slug;

  insert into public.delivery_addresses (
    user_id, collectible_id, full_name, phone, address_line1, address_line2, city, state, pincode,
    promo_code, discount_percent, shipping_charge, status
  ) values (
    buyer_id, listing.id, btrim(place_order.full_name), place_order.phone, btrim(place_order.address_line1),
    nullif(btrim(place_order.address_line2), ''), btrim(place_order.city), place_order.state,
    place_order.pincode, promo.code, percent, shipping_charge, 'received'
  ) returning id into order_id;

  reference := left(order_id::text, 8);
end;
$$;

-- Guest orders follow the buyer into their account. The token is the proof that the caller held the
-- anonymous session: only that session can ask for one, and it is good for one use, for 15 minutes.
create table private.guest_order_transfers (
  token uuid primary key default gen_random_uuid(),
  guest_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null default now() + interval '15 minutes'
);

-- Called by the anonymous session just before it signs in; null for any other session.
create function public.offer_guest_orders() returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  transfer uuid;
begin
  if not exists (select 1 from auth.users u where u.id = auth.uid() and u.is_anonymous) then
    return null;
  end if;
  delete from private.guest_order_transfers t where t.expires_at < now();
  insert into private.guest_order_transfers (guest_id) values (auth.uid()) returning token into transfer;
  return transfer;
end;
$$;

-- Called by the signed-in session with the token its anonymous predecessor got: moves that guest's
-- orders to the caller and answers how many moved (0 for an unknown, used or expired token).
create function public.claim_guest_orders(transfer_token uuid) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest uuid;
  moved integer;
begin
  if auth.uid() is null or exists (select 1 from auth.users u where u.id = auth.uid() and u.is_anonymous) then
    perform private.refuse('not_authenticated');
  end if;
  delete from private.guest_order_transfers t
   where t.token = claim_guest_orders.transfer_token and t.expires_at >= now()
  returning t.guest_id into guest;
  if guest is null or guest = auth.uid() then
    return 0;
  end if;
  update public.delivery_addresses d set user_id = auth.uid() where d.user_id = guest;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

revoke all on function public.offer_guest_orders() from public;
revoke all on function public.claim_guest_orders(uuid) from public;
grant execute on function public.offer_guest_orders() to authenticated, service_role;
grant execute on function public.claim_guest_orders(uuid) to authenticated, service_role;
