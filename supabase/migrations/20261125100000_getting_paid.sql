-- Getting paid (issue 31): an order keeps what was agreed, a payment is confirmed by its UTR, and a hold
-- ends when nobody pays.
--
-- 1. The figures (item, price, discount, shipping, total) are written by place_order and never change
--    afterwards; amounts are bigint rupees with an upper bound, so the dearest listing can be ordered.
-- 2. A payment state beside the spec's order status: unpaid → submitted (the buyer gives the UTR) →
--    paid or rejected (the admin decides; a rejected payment may be submitted again). Every change is in
--    the status history (entity 'payment'), with who made it.
-- 3. Order statuses only move forward: received → fulfilled or cancelled; fulfilled → cancelled (a return).
-- 4. Holds expire: an unpaid order is cancelled after the shop's hold time, by public.expire_unpaid_orders()
--    run each minute by pg_cron (supabase/local runs the same job on its timer). A cancelled order gives
--    its promo-code use back. A buyer has at most N unpaid orders open, per session and per phone.
-- 5. Large amounts: above the UPI cap the order is paid by bank transfer (same UTR rule); above the PAN
--    threshold (Income-tax Rule 114B) place_order needs a PAN or a Form 60 declaration, kept where only
--    admins read it.
--
-- The limits are business configuration: one row of private.shop_settings (the browser's copy of the
-- same numbers is @sikka/shared/config ORDER_LIMITS; a test holds the two equal).

create table private.shop_settings (
  id boolean primary key default true constraint shop_settings_one_row check (id),
  hold_minutes integer not null default 30 constraint shop_settings_hold_minutes check (hold_minutes between 5 and 10080),
  max_open_unpaid_orders integer not null default 2 constraint shop_settings_max_open check (max_open_unpaid_orders between 1 and 10000),
  upi_cap bigint not null default 100000 constraint shop_settings_upi_cap check (upi_cap > 0),
  pan_threshold bigint not null default 200000 constraint shop_settings_pan_threshold check (pan_threshold > 0),
  max_order_total bigint not null default 10000000000 constraint shop_settings_max_total check (max_order_total > 0)
);
insert into private.shop_settings default values;

-- 1. The agreed figures. Existing orders get theirs from the listing as it is now (the best record left).
alter table public.delivery_addresses
  add column item_name text,
  add column price bigint,
  add column discount bigint,
  add column shipping bigint,
  add column total bigint;
update public.delivery_addresses d
   set item_name = c.name,
       price = c.price,
       discount = round(c.price * d.discount_percent / 100.0)::bigint,
       shipping = d.shipping_charge,
       total = c.price - round(c.price * d.discount_percent / 100.0)::bigint + d.shipping_charge
  from public.collectibles c where c.id = d.collectible_id;
alter table public.delivery_addresses
  alter column item_name set not null,
  alter column price set not null,
  alter column discount set not null,
  alter column shipping set not null,
  alter column total set not null,
  add constraint delivery_addresses_amounts_valid check (
    price >= 0 and discount between 0 and price and shipping >= 0 and total = price - discount + shipping
    and total <= 10000000000);

-- An order written by hand (the seed, a fixture, a support script) gets the same figures place_order
-- writes, from the listing as it is at that moment; from then on they are fixed like any order's.
create function private.fill_order_figures() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing record;
begin
  if new.item_name is null or new.price is null then
    select c.name, c.price into listing from public.collectibles c where c.id = new.collectible_id;
    new.item_name := coalesce(new.item_name, listing.name);
    new.price := coalesce(new.price, listing.price);
  end if;
  new.discount := coalesce(new.discount, round(new.price * new.discount_percent / 100.0)::bigint);
  new.shipping := coalesce(new.shipping, new.shipping_charge);
  new.total := coalesce(new.total, new.price - new.discount + new.shipping);
  return new;
end;
$$;

create trigger delivery_addresses_fill_figures
  before insert on public.delivery_addresses
  for each row execute function private.fill_order_figures();

-- 2. Payment.
alter table public.delivery_addresses
  add column payment_method text not null default 'upi'
    constraint delivery_addresses_payment_method_known check (payment_method in ('upi', 'bank_transfer')),
  add column payment_status text not null default 'unpaid'
    constraint delivery_addresses_payment_status_known check (payment_status in ('unpaid', 'submitted', 'paid', 'rejected')),
  -- The bank's 12-digit reference of the buyer's payment (UPI or bank transfer).
  add column utr text constraint delivery_addresses_utr_12_digits check (utr ~ '^[0-9]{12}$'),
  add column payment_submitted_at timestamptz,
  add column paid_at timestamptz,
  -- Why a payment was rejected, shown to the buyer.
  add column payment_rejection_reason text
    constraint delivery_addresses_rejection_reason_length check (char_length(payment_rejection_reason) <= 300),
  -- Until when an unpaid order holds the piece; null once a UTR is submitted (the hold lasts until the admin decides).
  add column hold_expires_at timestamptz,
  -- Why a cancelled order was cancelled: 'expired' (nobody paid in time) or null (an admin cancelled it).
  add column cancel_reason text constraint delivery_addresses_cancel_reason_known check (cancel_reason in ('expired'));
create unique index delivery_addresses_utr_unique on public.delivery_addresses (utr) where utr is not null;
create index delivery_addresses_payment_to_verify_idx on public.delivery_addresses (payment_status, created_at desc);
create index delivery_addresses_hold_expiry_idx on public.delivery_addresses (hold_expires_at)
  where status = 'received' and payment_status = 'unpaid';

-- PAN or Form 60 of an order above the threshold: admins only (no client role reads this schema).
create table private.order_tax_ids (
  order_id uuid primary key references public.delivery_addresses (id) on delete cascade,
  pan text constraint order_tax_ids_pan_format check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  form60 boolean not null default false,
  constraint order_tax_ids_pan_or_form60 check (pan is not null or form60)
);

-- The status history gains the payment's changes, and a label for changes no person made.
alter table public.status_history drop constraint status_history_entity_known;
alter table public.status_history add constraint status_history_entity_known check (entity in ('order', 'submission', 'payment'));

-- As in 20261123003000, for the payment too (its column is the trigger's second argument), and naming
-- who changed it as the back office names people: a label the change set for itself (the hold's expiry,
-- a statement import), else the profile's phone, else the account's e-mail.
create or replace function private.record_status_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who uuid := auth.uid();
  column_name text := coalesce(tg_argv[1], 'status');
begin
  insert into public.status_history (entity, record_id, from_status, to_status, changed_by, changed_by_label)
  values (
    tg_argv[0], new.id, to_jsonb(old) ->> column_name, to_jsonb(new) ->> column_name, who,
    coalesce(nullif(current_setting('sikka.actor_label', true), ''),
             (select nullif(p.phone, '') from public.profiles p where p.id = who),
             (select u.email from auth.users u where u.id = who),
             who::text, 'database')
  );
  return new;
end;
$$;

create trigger record_payment_status_change
  after update of payment_status on public.delivery_addresses
  for each row when (old.payment_status is distinct from new.payment_status)
  execute function private.record_status_change('payment', 'payment_status');

-- 1 and 3: what was agreed never changes, and statuses move only forward.
create function private.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.collectible_id, new.item_name, new.price, new.discount, new.shipping, new.total, new.promo_code,
      new.discount_percent, new.shipping_charge, new.payment_method, new.created_at)
     is distinct from
     (old.collectible_id, old.item_name, old.price, old.discount, old.shipping, old.total, old.promo_code,
      old.discount_percent, old.shipping_charge, old.payment_method, old.created_at) then
    raise exception using errcode = 'P0001', hint = 'order_figures_fixed',
      message = 'The figures of an order cannot change after it is placed';
  end if;
  -- An unknown status is the CHECK constraint's to refuse, with its own name.
  if new.status is distinct from old.status and new.status in ('received', 'fulfilled', 'cancelled') and not (
       (old.status = 'received' and new.status in ('fulfilled', 'cancelled'))
       or (old.status = 'fulfilled' and new.status = 'cancelled')) then
    raise exception using errcode = 'P0001', hint = 'order_status_transition',
      message = format('An order that is %s cannot be marked %s', old.status, new.status);
  end if;
  return new;
end;
$$;

create trigger delivery_addresses_guard_update
  before update on public.delivery_addresses
  for each row execute function private.guard_order_update();

-- 4. A cancelled order gives its promo-code use back (admin cancel, return or expiry alike).
create function private.release_promo_use() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.promo_code is not null then
    update public.promo_codes p set used_count = greatest(p.used_count - 1, 0) where p.code = new.promo_code;
  end if;
  return null;
end;
$$;

create trigger delivery_addresses_release_promo
  after update of status on public.delivery_addresses
  for each row when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function private.release_promo_use();

-- place_order as in 20261123005000, now writing the agreed figures (bigint), the payment method and the
-- hold's deadline, with the per-buyer cap on unpaid orders and the PAN rule for large amounts.
drop function public.place_order(uuid, text, text, text, text, text, text, text, text);
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
  out hold_expires_at timestamptz
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
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;
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
    item_name, price, discount, shipping, total, payment_method, hold_expires_at
  ) values (
    buyer_id, listing.id, btrim(place_order.full_name), place_order.phone, btrim(place_order.address_line1),
    nullif(btrim(place_order.address_line2), ''), btrim(place_order.city), place_order.state,
    place_order.pincode, promo.code, percent, shipping_charge, 'received',
    listing.name, price, discount, shipping, total, payment_method, hold_expires_at
  ) returning id into order_id;

  if total > settings.pan_threshold then
    insert into private.order_tax_ids (order_id, pan, form60)
    values (order_id, buyer_pan, buyer_pan is null);
  end if;

  reference := left(order_id::text, 8);
end;
$$;
revoke all on function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean) from public;
grant execute on function public.place_order(uuid, text, text, text, text, text, text, text, text, text, boolean)
  to authenticated, service_role;

-- "I have paid": the buyer gives the bank's 12-digit reference (UTR) of their payment. Their own order,
-- still open, not paid yet; a rejected payment may be submitted again with another UTR.
create function public.submit_payment(order_id uuid, utr text) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  reference text := regexp_replace(coalesce(submit_payment.utr, ''), '\s', '', 'g');
  target public.delivery_addresses;
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  if reference !~ '^[0-9]{12}$' then
    raise exception using errcode = 'P0001', hint = 'utr_invalid',
      message = 'The UTR is the 12-digit reference of your payment: digits only';
  end if;
  select d.* into target from public.delivery_addresses d
   where d.id = submit_payment.order_id and d.user_id = auth.uid()
     for update;
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

-- The back office decides: 'Mark paid' (from any unpaid state) and 'Reject payment' (a submitted one,
-- with the reason the buyer will see).
create function public.mark_order_paid(order_id uuid) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.delivery_addresses;
begin
  perform private.require_admin();
  update public.delivery_addresses d
     set payment_status = 'paid', paid_at = now(), payment_rejection_reason = null, hold_expires_at = null
   where d.id = mark_order_paid.order_id and d.payment_status <> 'paid' and d.status <> 'cancelled'
  returning d.* into target;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  return target;
end;
$$;

create function public.reject_order_payment(order_id uuid, reason text) returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text := btrim(coalesce(reason, ''));
  target public.delivery_addresses;
  settings private.shop_settings;
begin
  perform private.require_admin();
  if why = '' or char_length(why) > 300 then
    raise exception using errcode = 'P0001', hint = 'payment_reason_required',
      message = 'Please give the buyer a reason (at most 300 characters)';
  end if;
  select s.* into settings from private.shop_settings s;
  -- The buyer gets a fresh hold to pay again or correct the UTR.
  update public.delivery_addresses d
     set payment_status = 'rejected', payment_rejection_reason = why,
         hold_expires_at = now() + make_interval(mins => settings.hold_minutes)
   where d.id = reject_order_payment.order_id and d.payment_status = 'submitted' and d.status = 'received'
  returning d.* into target;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_awaiting_payment',
      message = 'This order is no longer waiting for a payment';
  end if;
  return target;
end;
$$;

-- Holds that end: every open order that is still unpaid (or whose payment was rejected) at its deadline
-- is cancelled as expired, which releases the piece and the promo use. `at` is the clock (tests move it).
create function public.expire_unpaid_orders(at timestamptz default now()) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  expired integer;
begin
  perform set_config('sikka.actor_label', 'Hold expired: no payment in time', true);
  update public.delivery_addresses d
     set status = 'cancelled', cancel_reason = 'expired'
   where d.status = 'received' and d.payment_status in ('unpaid', 'rejected')
     and d.hold_expires_at is not null and d.hold_expires_at <= expire_unpaid_orders.at;
  get diagnostics expired = row_count;
  perform set_config('sikka.actor_label', '', true);
  return expired;
end;
$$;

revoke all on function public.submit_payment(uuid, text) from public;
revoke all on function public.mark_order_paid(uuid) from public;
revoke all on function public.reject_order_payment(uuid, text) from public;
revoke all on function public.expire_unpaid_orders(timestamptz) from public, anon, authenticated;
grant execute on function public.submit_payment(uuid, text) to authenticated, service_role;
grant execute on function public.mark_order_paid(uuid) to authenticated, service_role;
grant execute on function public.reject_order_payment(uuid, text) to authenticated, service_role;
grant execute on function public.expire_unpaid_orders(timestamptz) to service_role;

-- Orders that exist before this migration get the hold of a new order from now.
update public.delivery_addresses d
   set hold_expires_at = now() + make_interval(mins => (select s.hold_minutes from private.shop_settings s))
 where d.status = 'received' and d.payment_status = 'unpaid';

-- Bank statement import: the admin's file, parsed in the browser (@sikka/shared/domain/orders
-- parseBankStatement) into credit lines {line, date, narration, utr, amount}. Each credit is matched to
-- the order carrying its UTR; with `apply` the exact matches (same UTR, same amount) are marked paid, all
-- in this one transaction. Every other line is answered with why it did not match; nothing else changes.
create function public.import_bank_statement(lines jsonb, apply boolean default false) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry jsonb;
  reference text;
  amount numeric;
  target public.delivery_addresses;
  seen text[] := '{}';
  matched jsonb := '[]'::jsonb;
  problems jsonb := '[]'::jsonb;
  problem text;
begin
  perform private.require_admin();
  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) > 5000 then
    raise exception using errcode = 'P0001', hint = 'statement_too_long',
      message = 'A statement can have at most 5,000 lines: split the file and import each part';
  end if;
  perform set_config('sikka.actor_label', 'Bank statement import', true);
  for entry in select value from jsonb_array_elements(lines) loop
    reference := nullif(regexp_replace(coalesce(entry->>'utr', ''), '\s', '', 'g'), '');
    amount := case when coalesce(entry->>'amount', '') ~ '^-?[0-9]+(\.[0-9]{1,2})?$' then (entry->>'amount')::numeric end;
    problem := null;
    target := null;
    if reference is null or reference !~ '^[0-9]{12}$' then
      problem := 'no_utr';
    elsif amount is null or amount <= 0 then
      problem := 'not_a_credit';
    elsif reference = any(seen) then
      problem := 'duplicate_line';
    else
      seen := seen || reference;
      select d.* into target from public.delivery_addresses d where d.utr = reference;
      if not found then
        problem := 'order_not_found';
      elsif target.status = 'cancelled' then
        problem := 'order_cancelled';
      elsif target.payment_status = 'paid' then
        problem := 'already_paid';
      elsif amount <> target.total then
        problem := 'amount_differs';
      end if;
    end if;
    if problem is null then
      matched := matched || jsonb_build_object('line', entry->'line', 'utr', reference, 'amount', amount,
        'order_id', target.id, 'reference', left(target.id::text, 8), 'full_name', target.full_name);
      if apply then
        update public.delivery_addresses d
           set payment_status = 'paid', paid_at = now(), payment_rejection_reason = null, hold_expires_at = null
         where d.id = target.id;
      end if;
    else
      problems := problems || jsonb_build_object('line', entry->'line', 'utr', reference, 'amount', amount,
        'problem', problem, 'order_id', target.id,
        'reference', case when target.id is not null then left(target.id::text, 8) end,
        'expected', target.total);
    end if;
  end loop;
  perform set_config('sikka.actor_label', '', true);
  return jsonb_build_object('applied', apply, 'matched', matched, 'problems', problems);
end;
$$;
revoke all on function public.import_bank_statement(jsonb, boolean) from public;
grant execute on function public.import_bank_statement(jsonb, boolean) to authenticated, service_role;

-- Each minute, as pg_cron runs it on a hosted project (supabase/local runs the same job on its timer).
create extension if not exists pg_cron with schema pg_catalog;
select cron.schedule('expire-unpaid-orders', '* * * * *', 'select public.expire_unpaid_orders()');
