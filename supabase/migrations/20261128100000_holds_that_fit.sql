-- Holds that fit the payment, and holds a hoarder cannot pile up (issue 49; issue 50's phone rule).
--
-- 1. Hold windows per method. UPI keeps hold_minutes. A bank transfer (above the UPI cap) is held until
--    the end of the Nth business day after the order, India time (bank_hold_business_days, default 1;
--    a business day is Monday to Friday — bank holidays are not modelled: the window errs long on them),
--    at 23:59 IST. A submitted payment reference holds the piece for verification_hold_hours (default 48)
--    from the moment it is submitted, instead of for ever; once that passes unverified, the hold ends:
--    the order is cancelled ('unverified'), flagged for the owner (payment_unverified_at, an e-mail) and
--    the buyer is told (an e-mail). Nothing holds a piece for ever.
-- 2. Holds per client address. The address is the connection's (the last x-forwarded-for hop, which the
--    API gateway appends: supabase/local appends the socket's address; hosted Supabase's gateway its
--    client's), and an earlier hop is believed only when the one after it is a configured trusted proxy
--    (shop_settings.trusted_proxies). Past holds_per_address open holds from one address, a further hold
--    needs a contact verified by a one-time code (an e-mail through the outbox; the channel column leaves
--    room for SMS). A verified contact holds at most the per-buyer cap (max_open_unpaid_orders).
-- 3. place_order counts a promo code it checks against validate_promo's attempt limit.
-- 4. The checkout phone: '98450 12345', '+91 98450 12345', '098450 12345' are the same 10 digits.

-- Settings (business configuration, private.shop_settings).
alter table private.shop_settings
  add column bank_hold_business_days integer not null default 1
    constraint shop_settings_bank_hold_days check (bank_hold_business_days between 1 and 10),
  add column verification_hold_hours integer not null default 48
    constraint shop_settings_verification_hours check (verification_hold_hours between 1 and 720),
  add column holds_per_address integer not null default 3
    constraint shop_settings_holds_per_address check (holds_per_address between 1 and 100000),
  add column trusted_proxies cidr[] not null default '{}'
    constraint shop_settings_trusted_proxies check (cardinality(trusted_proxies) <= 100),
  add column contact_code_minutes integer not null default 10
    constraint shop_settings_contact_code_minutes check (contact_code_minutes between 1 and 60),
  add column contact_code_tries integer not null default 5
    constraint shop_settings_contact_code_tries check (contact_code_tries between 1 and 10);

-- 4. The checkout's phone rule: the SQL twin of indianMobile() in @sikka/shared/format (phone.ts).
create function private.indian_mobile(phone text) returns text
language sql
immutable
set search_path = ''
as $$
  select (regexp_match(regexp_replace(coalesce(phone, ''), '[\s-]', '', 'g'), '^(?:\+91|91|0)?([0-9]{10})$'))[1]
$$;

-- 2. The caller's address, or null: the last x-forwarded-for hop (the one the gateway saw), walking left
-- only past configured trusted proxies. IPv4-mapped IPv6 reads as IPv4; IPv6 counts per /64, which one
-- client holds whole. A request whose hops are all trusted proxies (or whose hop before one is not an
-- address) names no client: no address, as with no gateway at all (SQL), and only the per-session and
-- per-buyer limits apply to it.
create or replace function private.client_address() returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  hops text[];
  trusted cidr[] := coalesce((select s.trusted_proxies from private.shop_settings s), '{}');
  hop inet;
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  hops := string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',');
  for i in reverse coalesce(array_length(hops, 1), 0) .. 1 loop
    begin
      hop := btrim(hops[i])::inet;
    exception when others then
      return null;
    end;
    if family(hop) = 6 and hop <<= '::ffff:0:0/96'::inet then
      hop := (split_part(host(hop), ':', 4))::inet;
    end if;
    if not exists (select 1 from unnest(trusted) t where hop <<= t) then
      address := hop;
      exit;
    end if;
  end loop;
  if address is null then
    return null;
  end if;
  return case when family(address) = 6 then network(set_masklen(address, 64)) else host(address)::inet end;
end;
$$;

-- 1. The end of the `days`-th business day (Mon–Fri) after `at`, 23:59 India time.
create function private.bank_hold_until(at timestamptz, days integer) returns timestamptz
language plpgsql
immutable
set search_path = ''
as $$
declare
  day date := (at at time zone 'Asia/Kolkata')::date;
  counted integer := 0;
begin
  while counted < greatest(days, 1) loop
    day := day + 1;
    if extract(isodow from day) <= 5 then
      counted := counted + 1;
    end if;
  end loop;
  return (day + time '23:59') at time zone 'Asia/Kolkata';
end;
$$;

-- 2. One-time codes and the contacts they verified. Codes are kept as hashes; a code is for one session,
-- one contact, a few minutes, a few tries, once.
create table private.contact_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  channel text not null constraint contact_codes_channel_known check (channel in ('email')),
  contact text not null constraint contact_codes_contact_length check (char_length(contact) <= 254),
  code_hash text not null,
  tries integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index contact_codes_lookup_idx on private.contact_codes (user_id, channel, contact, created_at desc);

create table private.verified_contacts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  channel text not null constraint verified_contacts_channel_known check (channel in ('email')),
  contact text not null,
  verified_at timestamptz not null default now(),
  constraint verified_contacts_one_per_session unique (user_id, channel, contact)
);
create index verified_contacts_contact_idx on private.verified_contacts (channel, contact);

-- Where each order's hold came from: the address, and the contact that vouched for it past the limit.
create table private.order_holds (
  order_id uuid primary key references public.delivery_addresses (id) on delete cascade,
  address inet,
  channel text,
  contact text
);
create index order_holds_address_idx on private.order_holds (address);
create index order_holds_contact_idx on private.order_holds (channel, contact);

-- Sending codes is limited like promo checks (a row of private.attempt_limits: 5 codes per session and
-- 30 per address in 10 minutes).
insert into private.attempt_limits (action, per_user, per_address, time_window)
values ('contact_code', 5, 30, interval '10 minutes');

-- 1. The flag and the e-mails of a payment reference that was never verified.
alter table public.delivery_addresses
  add column payment_unverified_at timestamptz;
alter table public.delivery_addresses drop constraint delivery_addresses_cancel_reason_known;
alter table public.delivery_addresses add constraint delivery_addresses_cancel_reason_known
  check (cancel_reason in ('expired', 'unverified'));

alter table public.outbox drop constraint outbox_template_known;
alter table public.outbox add constraint outbox_template_known check (template in (
  'order_placed', 'payment_confirmed', 'payment_rejected', 'order_shipped', 'order_cancelled', 'order_expired',
  'shop_new_order', 'shop_utr_submitted', 'shop_new_submission',
  'contact_code', 'order_payment_unverified', 'shop_payment_unverified'));

-- A refusal answered (committed) rather than raised, with a text of its own: see private.answer_refusal.
create function private.answer(key text, status integer, message text) returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform set_config('response.status', status::text, true);
  return jsonb_build_object('code', 'P0001', 'message', message, 'details', null, 'hint', key);
end;
$$;
