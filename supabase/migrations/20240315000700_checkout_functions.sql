-- Checkout as database functions (RPC), so the browser cannot skip a rule or count a promo use twice.
-- Messages are spec §8's, raised as P0001 (PostgREST answers 400 with {code:'P0001', message}) so the UI
-- shows error.message as is.

-- Spec §5 "Promo check at checkout", steps 2-6 in order (step 1, the session, is the caller's).
-- Returns the first rule the code breaks, or null when it may be used. One place for both callers.
create function private.promo_problem(promo public.promo_codes) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when promo.id is null then 'Invalid promo code'
    when not promo.is_active then 'This promo code is inactive'
    when promo.starts_at > now() then 'This promo code is not yet active'
    when promo.expires_at is not null and promo.expires_at <= now() then 'This promo code has expired'
    when promo.max_uses is not null and promo.used_count >= promo.max_uses
      then 'This promo code has reached its maximum uses'
  end;
$$;

-- Checks a code for the checkout's Apply button; answers {promo_code, discount_percent}.
-- SECURITY DEFINER because buyers cannot read promo_codes.
create function public.validate_promo(
  code text,
  out promo_code text,
  out discount_percent integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  promo public.promo_codes;
  problem text;
begin
  if auth.uid() is null then
    raise exception 'Authentication required to validate promo code' using errcode = 'P0001';
  end if;

  select p.* into promo from public.promo_codes p where p.code = upper(btrim(validate_promo.code));
  problem := private.promo_problem(promo);
  if problem is not null then
    raise exception using message = problem, errcode = 'P0001';
  end if;

  promo_code := promo.code;
  discount_percent := promo.discount_percent;
end;
$$;

-- Places one order: checks the session, the item and the promo, counts the promo use and writes the order,
-- all in one transaction. The promo row is locked (FOR UPDATE) so concurrent orders queue on it and
-- max_uses can never be exceeded. Amounts follow spec §9. Answers one object with the order's id, its
-- reference ('Order #' + reference is how the orders dashboard names it, spec §2), the item and the amounts
-- the UPI payment link needs.
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
begin
  if buyer_id is null then
    raise exception 'Authentication required to place an order' using errcode = 'P0001';
  end if;

  -- FOR SHARE: an admin marking the item sold waits until this order is written, and vice versa.
  select c.id, c.name, c.slug, c.price, c.status into listing
    from public.collectibles c where c.id = place_order.collectible_id
    for share;
  if not found then
    raise exception 'Collectible not found' using errcode = 'P0001';
  end if;
  if listing.status = 'sold' then
    raise exception 'This item has already been sold' using errcode = 'P0001';
  end if;
  if listing.status = 'unavailable' then
    raise exception 'This item is currently unavailable' using errcode = 'P0001';
  end if;

  if nullif(btrim(place_order.promo_code), '') is not null then
    select p.* into promo from public.promo_codes p
     where p.code = upper(btrim(place_order.promo_code))
       for update;
    problem := private.promo_problem(promo);
    if problem is not null then
      raise exception using message = problem, errcode = 'P0001';
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

  -- The delivery rules of spec §5 are CHECK constraints on the table; a bad field fails here with 23514.
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

-- Functions are executable by PUBLIC by default (and Supabase grants anon/authenticated on public's
-- functions). Both are meant for every client; without a session they answer with the message above.
revoke all on function public.validate_promo(text) from public;
revoke all on function public.place_order(uuid, text, text, text, text, text, text, text, text) from public;
grant execute on function public.validate_promo(text) to anon, authenticated, service_role;
grant execute on function public.place_order(uuid, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
