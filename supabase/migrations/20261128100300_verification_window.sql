-- The hold after a payment reference is submitted (20261128100000): whichever call records it
-- (submit_payment, the order page's link), the order row's payment columns decide, so a trigger sets the
-- deadline — verification_hold_hours from now — and a rejected bank transfer gets a bank-transfer
-- window again. expire_unpaid_orders ends both kinds of hold.

create function private.hold_for_payment_state() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.shop_settings;
begin
  select s.* into settings from private.shop_settings s;
  if new.payment_status = 'submitted' then
    new.hold_expires_at := now() + make_interval(hours => settings.verification_hold_hours);
  elsif new.payment_status = 'rejected' and new.payment_method = 'bank_transfer' then
    new.hold_expires_at := greatest(private.bank_hold_until(now(), settings.bank_hold_business_days),
                                    coalesce(new.hold_expires_at, now()));
  end if;
  return new;
end;
$$;

create trigger delivery_addresses_hold_for_payment_state
  before update of payment_status on public.delivery_addresses
  for each row when (old.payment_status is distinct from new.payment_status
                     and new.payment_status in ('submitted', 'rejected'))
  execute function private.hold_for_payment_state();

-- Orders already waiting for verification get the window from now.
update public.delivery_addresses d
   set hold_expires_at = now() + make_interval(hours => (select s.verification_hold_hours from private.shop_settings s))
 where d.status = 'received' and d.payment_status = 'submitted' and d.hold_expires_at is null;
create index delivery_addresses_verification_expiry_idx on public.delivery_addresses (hold_expires_at)
  where status = 'received' and payment_status = 'submitted';

-- Holds that end (as in 20261125100000_getting_paid.sql), now also for a reference nobody verified in
-- its window: the order is cancelled as 'unverified' and flagged (payment_unverified_at) for the owner,
-- who is e-mailed to check the bank and refund if the money did arrive; the buyer is e-mailed too
-- (queue_order_messages below). `at` is the clock (tests move it).
create or replace function public.expire_unpaid_orders(at timestamptz default now()) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  expired integer;
  unverified integer;
begin
  perform set_config('sikka.actor_label', 'Hold expired: no payment in time', true);
  update public.delivery_addresses d
     set status = 'cancelled', cancel_reason = 'expired'
   where d.status = 'received' and d.payment_status in ('unpaid', 'rejected')
     and d.hold_expires_at is not null and d.hold_expires_at <= expire_unpaid_orders.at;
  get diagnostics expired = row_count;
  perform set_config('sikka.actor_label', 'Hold expired: payment not verified in time', true);
  update public.delivery_addresses d
     set status = 'cancelled', cancel_reason = 'unverified', payment_unverified_at = expire_unpaid_orders.at
   where d.status = 'received' and d.payment_status = 'submitted'
     and d.hold_expires_at is not null and d.hold_expires_at <= expire_unpaid_orders.at;
  get diagnostics unverified = row_count;
  perform set_config('sikka.actor_label', '', true);
  return expired + unverified;
end;
$$;

-- The messages an order's events owe (as in 20261125301000_outbox_and_shipment.sql), with the
-- unverified reference's two: the buyer's and the shop's.
create or replace function private.queue_order_messages() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  buyer text := private.order_buyer_email(new);
  shop text := (select s.contact_email from private.shop_settings s);
  facts jsonb := private.order_message_data(new);
begin
  if tg_op = 'INSERT' then
    perform private.queue_message(buyer, 'order_placed', facts, new.id);
    perform private.queue_message(shop, 'shop_new_order', facts, new.id);
    return null;
  end if;
  if new.payment_status is distinct from old.payment_status then
    case new.payment_status
      when 'submitted' then perform private.queue_message(shop, 'shop_utr_submitted', facts, new.id);
      when 'paid' then perform private.queue_message(buyer, 'payment_confirmed', facts, new.id);
      when 'rejected' then perform private.queue_message(buyer, 'payment_rejected', facts, new.id);
      else null;
    end case;
  end if;
  if new.status is distinct from old.status then
    if new.status = 'fulfilled' then
      perform private.queue_message(buyer, 'order_shipped', facts, new.id);
    elsif new.status = 'cancelled' and new.cancel_reason = 'unverified' then
      perform private.queue_message(buyer, 'order_payment_unverified', facts, new.id);
      perform private.queue_message(shop, 'shop_payment_unverified', facts, new.id);
    elsif new.status = 'cancelled' then
      perform private.queue_message(buyer, case when new.cancel_reason = 'expired' then 'order_expired' else 'order_cancelled' end,
                                    facts, new.id);
    end if;
  end if;
  return null;
end;
$$;

-- The buyer's words for it on the order page (private.order_history_words, 20261125300000).
create or replace function private.order_history_words(d public.delivery_addresses) returns jsonb
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
               when h.entity = 'order' and h.to_status = 'cancelled'
                    and h.changed_by_label = 'Hold expired: payment not verified in time'
                 then 'Cancelled: the payment could not be verified in time'
               when h.entity = 'order' and h.to_status = 'cancelled' then 'Cancelled'
             end
        from public.status_history h
       where h.record_id = d.id and h.entity in ('order', 'payment')
    ) e
   where e.text is not null
$$;

-- The shop's settings an admin may change (update_shop_settings as in 20261125301000), with the hold
-- windows, the per-address limit, the trusted proxies (a JSON array of addresses or CIDR ranges) and
-- the one-time code's minutes and tries.
create or replace function public.update_shop_settings(changes jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  unknown text;
  settings private.shop_settings;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.require_admin();
  end if;
  select k into unknown from jsonb_object_keys(coalesce(changes, '{}'::jsonb)) k
   where k not in ('hold_minutes', 'max_open_unpaid_orders', 'upi_cap', 'pan_threshold', 'max_order_total', 'contact_email',
                   'bank_hold_business_days', 'verification_hold_hours', 'holds_per_address', 'trusted_proxies',
                   'contact_code_minutes', 'contact_code_tries')
   limit 1;
  if unknown is not null then
    raise exception using errcode = 'P0001', hint = 'shop_setting_unknown', message = format('Unknown shop setting: %s', unknown);
  end if;
  update private.shop_settings s set
    hold_minutes = coalesce((changes ->> 'hold_minutes')::integer, s.hold_minutes),
    max_open_unpaid_orders = coalesce((changes ->> 'max_open_unpaid_orders')::integer, s.max_open_unpaid_orders),
    upi_cap = coalesce((changes ->> 'upi_cap')::bigint, s.upi_cap),
    pan_threshold = coalesce((changes ->> 'pan_threshold')::bigint, s.pan_threshold),
    max_order_total = coalesce((changes ->> 'max_order_total')::bigint, s.max_order_total),
    contact_email = case when changes ? 'contact_email' then nullif(btrim(changes ->> 'contact_email'), '')
                         else s.contact_email end,
    bank_hold_business_days = coalesce((changes ->> 'bank_hold_business_days')::integer, s.bank_hold_business_days),
    verification_hold_hours = coalesce((changes ->> 'verification_hold_hours')::integer, s.verification_hold_hours),
    holds_per_address = coalesce((changes ->> 'holds_per_address')::integer, s.holds_per_address),
    trusted_proxies = case when jsonb_typeof(changes -> 'trusted_proxies') = 'array'
                           then array(select jsonb_array_elements_text(changes -> 'trusted_proxies'))::cidr[]
                           else s.trusted_proxies end,
    contact_code_minutes = coalesce((changes ->> 'contact_code_minutes')::integer, s.contact_code_minutes),
    contact_code_tries = coalesce((changes ->> 'contact_code_tries')::integer, s.contact_code_tries)
  returning s.* into settings;
  return to_jsonb(settings) - 'id';
end;
$$;
