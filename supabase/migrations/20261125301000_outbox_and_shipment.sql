-- Messages and shipment (issue 33). Nobody is left guessing: every e-mail the shop owes someone is a row
-- of public.outbox, written by a trigger in the same transaction as the event that causes it (an order
-- that fails writes none), and delivered later by the send-mail Edge Function, with retries and backoff.
--
-- | outbox             | -             | -             | -             | S                          |
--
-- 1. The outbox: recipient, template, data (the event's facts, fixed when it happened), status
--    queued → sent, or failed after the last try; attempts, next_attempt_at, last_error, sent_at.
--    Only admins read it (the Orders Dashboard shows an order's undelivered messages); nobody writes it
--    but the triggers here and the sender (service_role, through claim_outbox / settle_outbox).
-- 2. To the buyer (when an e-mail is known: delivery_addresses.buyer_email, else the account's e-mail):
--    order placed, payment confirmed, payment rejected, shipped, cancelled, expired. To the shop's
--    contact e-mail (private.shop_settings.contact_email; none while it is unset): a new order, a UTR
--    submitted, a new seller submission.
-- 3. Shipment: carrier, tracking number, insured value, shipped_at, written by mark_order_fulfilled.
--
-- The sender runs on a schedule. supabase/local runs it by itself (supabase/local/src/cron/functions.ts,
-- on the job below). A hosted project needs pg_net and two Vault secrets, once, after
-- `supabase functions deploy send-mail` (supabase/functions/send-mail/README.md):
--   create extension if not exists pg_net;
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role key>', 'service_role_key');

-- 1. The outbox.
create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null constraint outbox_recipient_format
    check (char_length(recipient) <= 254 and recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  template text not null constraint outbox_template_known check (template in (
    'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
    'shop_new_order', 'shop_utr_submitted', 'shop_new_submission')),
  data jsonb not null default '{}'::jsonb,
  -- The order or submission it is about: the order's link is read when the message is sent.
  order_id uuid references public.delivery_addresses (id) on delete cascade,
  submission_id uuid references public.seller_submissions (id) on delete cascade,
  status text not null default 'queued' constraint outbox_status_known check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index outbox_due_idx on public.outbox (next_attempt_at) where status = 'queued';
create index outbox_order_idx on public.outbox (order_id) where order_id is not null;
create index outbox_submission_idx on public.outbox (submission_id) where submission_id is not null;

alter table public.outbox enable row level security;
-- New tables get every privilege by default (Supabase's default privileges): take them back first.
revoke all on public.outbox from anon, authenticated;
grant select on public.outbox to authenticated;
create policy "Admins read the outbox" on public.outbox for select to authenticated using (public.is_admin());

-- The shop's own address for its notifications (business configuration, like the order limits).
alter table private.shop_settings
  add column contact_email text constraint shop_settings_contact_email_format
    check (contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$');

-- 3. Shipment, before the triggers that read it.
create function private.shipment_problem(carrier text, tracking text, insured_value bigint) returns text
language sql
immutable
set search_path = ''
as $$
  -- The SQL twin of shipmentProblems() in @sikka/shared/domain/orders (shipment.ts).
  select case
    when carrier is null and tracking is null and insured_value is null then null
    when nullif(btrim(coalesce(carrier, '')), '') is null or char_length(btrim(carrier)) > 60 then 'shipment_carrier_required'
    when coalesce(tracking, '') = '' then 'shipment_tracking_required'
    when btrim(carrier) in ('India Post Speed Post', 'India Post Registered Post')
         and tracking !~ '^[A-Z]{2}[0-9]{9}IN$' then 'shipment_tracking_india_post'
    when btrim(carrier) not in ('India Post Speed Post', 'India Post Registered Post')
         and tracking !~ '^[A-Z0-9-]{4,40}$' then 'shipment_tracking_invalid'
    when insured_value is null or insured_value < 0 or insured_value > 2147483647 then 'shipment_insured_value_invalid'
  end
$$;

alter table public.delivery_addresses
  add column shipment_carrier text,
  add column shipment_tracking text,
  add column shipment_insured_value integer,
  add column shipped_at timestamptz,
  add constraint delivery_addresses_shipment_valid
    check (private.shipment_problem(shipment_carrier, shipment_tracking, shipment_insured_value) is null);

create function private.queue_message(recipient text, template text, data jsonb, order_id uuid default null,
  submission_id uuid default null) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.outbox (recipient, template, data, order_id, submission_id)
  select btrim(queue_message.recipient), queue_message.template, queue_message.data, queue_message.order_id,
         queue_message.submission_id
   where nullif(btrim(coalesce(queue_message.recipient, '')), '') is not null;
$$;

-- The buyer's address: the one given for order updates, else the signed-in account's (a guest has none).
-- Read through to_jsonb so this file does not depend on the order page's migration being first.
create function private.order_buyer_email(o public.delivery_addresses) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(to_jsonb(o) ->> 'buyer_email'), ''),
                  (select u.email from auth.users u where u.id = o.user_id))
$$;

-- The facts a message tells, as they were when it happened.
create function private.order_message_data(o public.delivery_addresses) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'reference', left(o.id::text, 8), 'item_name', o.item_name, 'full_name', o.full_name, 'phone', o.phone,
    'city', o.city, 'state', o.state, 'price', o.price, 'discount', o.discount,
    'discount_percent', o.discount_percent, 'promo_code', o.promo_code, 'shipping', o.shipping, 'total', o.total,
    'payment_method', o.payment_method, 'hold_expires_at', o.hold_expires_at, 'utr', o.utr,
    'rejection_reason', o.payment_rejection_reason, 'carrier', o.shipment_carrier, 'tracking', o.shipment_tracking,
    'insured_value', o.shipment_insured_value)
$$;

-- 2. The messages an order's events owe, in the transaction of the event.
create function private.queue_order_messages() returns trigger
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
    elsif new.status = 'cancelled' then
      perform private.queue_message(buyer, case when new.cancel_reason = 'expired' then 'order_expired' else 'order_cancelled' end,
                                    facts, new.id);
    end if;
  end if;
  return null;
end;
$$;

create trigger delivery_addresses_queue_messages
  after insert or update of status, payment_status on public.delivery_addresses
  for each row execute function private.queue_order_messages();

create function private.queue_submission_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_message((select s.contact_email from private.shop_settings s), 'shop_new_submission',
    jsonb_build_object('seller_name', new.seller_name, 'seller_phone', new.seller_phone, 'image_url', new.image_url,
                       'created_at', new.created_at),
    null, new.id);
  return null;
end;
$$;

create trigger seller_submissions_queue_message
  after insert on public.seller_submissions
  for each row execute function private.queue_submission_message();

-- 'Mark Fulfilled' with the parcel's facts: admins only; the carrier, an India Post number of 13
-- characters for India Post (a courier's own number otherwise), the insured value (default: the total).
create function public.mark_order_fulfilled(order_id uuid, carrier text, tracking text, insured_value integer default null)
returns public.delivery_addresses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  name text := btrim(coalesce(carrier, ''));
  number text := upper(regexp_replace(coalesce(tracking, ''), '\s', '', 'g'));
  target public.delivery_addresses;
  insured bigint;
  problem text;
begin
  perform private.require_admin();
  select d.* into target from public.delivery_addresses d where d.id = mark_order_fulfilled.order_id for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  if target.status <> 'received' then
    raise exception using errcode = 'P0001', hint = 'order_status_transition',
      message = format('An order that is %s cannot be marked fulfilled', target.status);
  end if;
  insured := coalesce(mark_order_fulfilled.insured_value::bigint, least(target.total, 2147483647));
  problem := private.shipment_problem(name, number, insured);
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = case problem
      when 'shipment_carrier_required' then 'Please choose the carrier, or name the courier'
      when 'shipment_tracking_required' then 'Please enter the tracking number'
      when 'shipment_tracking_india_post' then 'An India Post tracking number has 13 characters, e.g. EE123456789IN'
      when 'shipment_tracking_invalid' then 'A tracking number has 4 to 40 letters, digits or dashes'
      else 'Please enter the insured value in whole rupees'
    end;
  end if;
  update public.delivery_addresses d
     set status = 'fulfilled', shipment_carrier = name, shipment_tracking = number,
         shipment_insured_value = insured::integer, shipped_at = now()
   where d.id = target.id
  returning d.* into target;
  return target;
end;
$$;
revoke all on function public.mark_order_fulfilled(uuid, text, text, integer) from public;
grant execute on function public.mark_order_fulfilled(uuid, text, text, integer) to authenticated, service_role;

-- The sender's two calls (service_role only). claim_outbox takes the due rows nobody else holds (FOR
-- UPDATE SKIP LOCKED: two senders at once never take the same row), counts the attempt and leases the
-- row for lease_seconds: a sender that dies mid-way leaves it to be tried again after the lease, not
-- lost. The order's link token is read now, not copied into the message when it was queued.
create function public.claim_outbox(batch integer default 20, lease_seconds integer default 300)
returns table (id uuid, recipient text, template text, data jsonb, attempts integer, order_token text)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select o.id from public.outbox o
     where o.status = 'queued' and o.next_attempt_at <= now()
     order by o.next_attempt_at, o.created_at
     limit least(greatest(coalesce(batch, 20), 1), 100)
       for update skip locked
  ), claimed as (
    update public.outbox o
       set attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => least(greatest(coalesce(lease_seconds, 300), 10), 3600))
      from due where o.id = due.id
    returning o.id, o.recipient, o.template, o.data, o.attempts, o.order_id
  )
  select c.id, c.recipient, c.template, c.data, c.attempts,
         (select to_jsonb(d) ->> 'access_token' from public.delivery_addresses d where d.id = c.order_id)
    from claimed c
$$;

-- The outcome of one attempt: sent (once: a row already sent stays as it was), or the error, retried
-- after 1, 2, 4, 8 … minutes (at most an hour) until max_attempts, then 'failed'.
create function public.settle_outbox(message_id uuid, error text default null, max_attempts integer default 6)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome text;
begin
  if settle_outbox.error is null then
    update public.outbox o set status = 'sent', sent_at = now(), last_error = null
     where o.id = message_id and o.status = 'queued'
    returning o.status into outcome;
  else
    update public.outbox o
       set last_error = left(settle_outbox.error, 500),
           status = case when o.attempts >= greatest(coalesce(max_attempts, 6), 1) then 'failed' else 'queued' end,
           next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(o.attempts - 1, 0)), interval '1 hour')
     where o.id = message_id and o.status = 'queued'
    returning o.status into outcome;
  end if;
  return outcome;
end;
$$;
revoke all on function public.claim_outbox(integer, integer) from public, anon, authenticated;
revoke all on function public.settle_outbox(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, integer) to service_role;
grant execute on function public.settle_outbox(uuid, text, integer) to service_role;

-- The shop's contact e-mail joins the settings an admin may change (update_shop_settings as in
-- 20261125100200, with contact_email; '' clears it).
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
   where k not in ('hold_minutes', 'max_open_unpaid_orders', 'upi_cap', 'pan_threshold', 'max_order_total', 'contact_email')
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
                         else s.contact_email end
  returning s.* into settings;
  return to_jsonb(settings) - 'id';
end;
$$;

-- The schedule: every 10 seconds, the sender is asked to run. Hosted, through pg_net with the Vault
-- secrets above; without them (supabase/local, which has no pg_net) the request is a notification on
-- 'supabase_functions', on which supabase/local calls the function itself.
create function private.request_send_mail() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from public.outbox o where o.status = 'queued' and o.next_attempt_at <= now()) then
    return;
  end if;
  if to_regclass('vault.decrypted_secrets') is not null and to_regnamespace('net') is not null then
    execute $q$select max(decrypted_secret) filter (where name = 'project_url'),
                      max(decrypted_secret) filter (where name = 'service_role_key')
                 from vault.decrypted_secrets$q$ into project_url, service_key;
  end if;
  if project_url is not null and service_key is not null then
    execute 'select net.http_post(url := $1, headers := $2, body := $3)'
      using rtrim(project_url, '/') || '/functions/v1/send-mail',
            jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
            '{}'::jsonb;
  else
    perform pg_notify('supabase_functions', json_build_object('name', 'send-mail')::text);
  end if;
end;
$$;
revoke all on function private.request_send_mail() from public;

select cron.schedule('send-mail', '10 seconds', 'select private.request_send_mail()');
