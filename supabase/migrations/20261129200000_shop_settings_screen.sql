-- The shop's settings in the back office (issue 51). Every business fact lives here, in the database: the
-- seller's legal details (private.seller_details, which invoices copy), and the payment, order and
-- notification settings (private.shop_settings). The owner edits them a section at a time through
-- public.save_shop_settings; each section's rules are a private.shop_*_problem function, the twin of
-- @sikka/shared/domain/settings (supabase/tests/shop-settings.test.ts holds the two equal on the same
-- samples). public.seller_legal_details answers the public facts to every page; what is private (the
-- notification address, the sender) is read by the owner and the mail sender only.

-- 1. GST state codes of every state and union territory (CBIC's list; 25 merged into 26 in 2020, 28 is
--    pre-2014 Andhra Pradesh). The twin is GST_STATE_CODES in @sikka/shared/config.
create or replace function private.gst_state_code(state text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case state
    when 'Jammu and Kashmir' then '01' when 'Himachal Pradesh' then '02' when 'Punjab' then '03'
    when 'Chandigarh' then '04' when 'Uttarakhand' then '05' when 'Haryana' then '06' when 'Delhi' then '07'
    when 'Rajasthan' then '08' when 'Uttar Pradesh' then '09' when 'Bihar' then '10' when 'Sikkim' then '11'
    when 'Arunachal Pradesh' then '12' when 'Nagaland' then '13' when 'Manipur' then '14' when 'Mizoram' then '15'
    when 'Tripura' then '16' when 'Meghalaya' then '17' when 'Assam' then '18' when 'West Bengal' then '19'
    when 'Jharkhand' then '20' when 'Odisha' then '21' when 'Chhattisgarh' then '22' when 'Madhya Pradesh' then '23'
    when 'Gujarat' then '24' when 'Dadra and Nagar Haveli and Daman and Diu' then '26' when 'Maharashtra' then '27'
    when 'Karnataka' then '29' when 'Goa' then '30' when 'Lakshadweep' then '31' when 'Kerala' then '32'
    when 'Tamil Nadu' then '33' when 'Puducherry' then '34' when 'Andaman and Nicobar Islands' then '35'
    when 'Telangana' then '36' when 'Andhra Pradesh' then '37' when 'Ladakh' then '38'
  end;
$$;

-- 2. The GSTIN's check character: Luhn mod 36 over its first 14 characters (factor 1, 2, 1, …; a
--    product's base-36 digits are added). Null when a character is not 0-9 or A-Z.
create function private.gstin_check_character(gstin text) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  alphabet constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  total integer := 0;
  product integer;
  value integer;
begin
  if gstin is null or length(gstin) < 14 then
    return null;
  end if;
  for i in 1..14 loop
    value := strpos(alphabet, substr(gstin, i, 1)) - 1;
    if value < 0 then
      return null;
    end if;
    product := value * case when i % 2 = 0 then 2 else 1 end;
    total := total + product / 36 + product % 36;
  end loop;
  return substr(alphabet, (36 - total % 36) % 36 + 1, 1);
end;
$$;

-- 3. The new facts. The demo's GSTIN gets its right check character (its PAN is characters 3 to 12).
alter table private.seller_details
  add column pan text,
  add column whatsapp_number text;
update private.seller_details set gstin = '29AAHCS1234K1Z6', pan = 'AAHCS1234K', whatsapp_number = '919876543210';
alter table private.seller_details
  alter column pan set not null,
  alter column whatsapp_number set not null;

alter table private.shop_settings
  add column upi_vpa text not null default 'sikka@upi',
  add column upi_payee_name text not null default 'Sikka Collectibles',
  add column upi_merchant_code text not null default '',
  add column bank_account_name text not null default 'Sikka Collectibles (DEMO)',
  add column bank_account_number text not null default '000000000000',
  add column bank_ifsc text not null default 'DEMO0000000',
  add column bank_name text not null default 'Demo Bank — not a real account',
  add column delivery_states text[] not null
    default '{Andhra Pradesh,Karnataka,Kerala,Tamil Nadu,Telangana}'::text[],
  add column notify_new_order boolean not null default true,
  add column notify_utr_submitted boolean not null default true,
  add column notify_submissions boolean not null default true,
  add column mail_sender_name text not null default 'Sikka',
  add column mail_sender_email text,
  add column mail_reply_to text;

-- An order may go to any state of India; whether the shop delivers there is the setting, checked below.
alter table public.delivery_addresses drop constraint delivery_addresses_state_served;
alter table public.delivery_addresses add constraint delivery_addresses_state_known
  check (private.gst_state_code(state) is not null);

-- 4. The rules, one function per section. Each answers the first problem's key (ERROR_TEXTS) or null.
create function private.is_settings_email(value text) returns boolean
language sql immutable set search_path = ''
as $$
  select value is not null and length(value) <= 254 and value ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$';
$$;

-- A phone as people write it: digits, spaces, dashes, brackets and a leading +; 10 to 13 digits.
create function private.is_settings_phone(value text) returns boolean
language sql immutable set search_path = ''
as $$
  select value is not null and value ~ '^\+?[0-9 ()-]+$' and length(regexp_replace(value, '[^0-9]', '', 'g')) between 10 and 13;
$$;

create function private.is_filled(value text, max_length integer) returns boolean
language sql immutable set search_path = ''
as $$
  select value is not null and btrim(value) <> '' and length(btrim(value)) <= max_length;
$$;

create function private.shop_business_problem(v jsonb) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  gstin text := upper(btrim(coalesce(v ->> 'gstin', '')));
  pan text := upper(btrim(coalesce(v ->> 'pan', '')));
  state text := btrim(coalesce(v ->> 'state', ''));
begin
  return case
    when not private.is_filled(v ->> 'trade_name', 60) then 'settings_trade_name_required'
    when not private.is_filled(v ->> 'legal_name', 120) then 'settings_legal_name_required'
    when not private.is_filled(v ->> 'address_line1', 150) then 'settings_address_required'
    when length(coalesce(v ->> 'address_line2', '')) > 150 then 'settings_address_required'
    when not private.is_filled(v ->> 'city', 80) then 'settings_city_required'
    when private.gst_state_code(state) is null then 'settings_state_unknown'
    when coalesce(v ->> 'pincode', '') !~ '^[1-9][0-9]{5}$' then 'settings_pincode_invalid'
    when gstin !~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' then 'settings_gstin_format'
    when not exists (select 1 from unnest(array['01','02','03','04','05','06','07','08','09','10','11','12','13','14',
                     '15','16','17','18','19','20','21','22','23','24','26','27','29','30','31','32','33','34','35','36',
                     '37','38']) c where c = left(gstin, 2)) then 'settings_gstin_state_code'
    when left(gstin, 2) <> private.gst_state_code(state) then 'settings_gstin_state_mismatch'
    when private.gstin_check_character(gstin) <> right(gstin, 1) then 'settings_gstin_check_digit'
    when pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then 'settings_pan_invalid'
    when pan <> substr(gstin, 3, 10) then 'settings_pan_gstin_mismatch'
    when not private.is_settings_email(btrim(coalesce(v ->> 'customer_care_email', ''))) then 'settings_care_email_invalid'
    when not private.is_settings_phone(btrim(coalesce(v ->> 'customer_care_phone', ''))) then 'settings_care_phone_invalid'
    when coalesce(v ->> 'whatsapp_number', '') !~ '^[1-9][0-9]{9,14}$' then 'settings_whatsapp_invalid'
    when not private.is_filled(v ->> 'customer_care_hours', 80) then 'settings_hours_required'
    when not private.is_filled(v ->> 'grievance_officer_name', 100) then 'settings_grievance_name_required'
    when not private.is_filled(v ->> 'grievance_officer_designation', 100) then 'settings_grievance_designation_required'
    when not private.is_settings_email(btrim(coalesce(v ->> 'grievance_officer_email', ''))) then 'settings_grievance_email_invalid'
    when not private.is_settings_phone(btrim(coalesce(v ->> 'grievance_officer_phone', ''))) then 'settings_grievance_phone_invalid'
    when not private.is_filled(v ->> 'authorised_signatory', 100) then 'settings_signatory_required'
  end;
end;
$$;

-- Whole numbers only: '30', 30 (not '30.5', '', '1e3').
create function private.settings_integer(value text, low bigint, high bigint) returns boolean
language sql immutable set search_path = ''
as $$
  select case when value ~ '^[0-9]{1,12}$' then value::bigint between low and high else false end;
$$;

create function private.shop_payments_problem(v jsonb) returns text
language sql immutable set search_path = ''
as $$
  select case
    -- NPCI's VPA: a handle of letters, digits, '.', '-', '_' before '@', the PSP's letters and digits after.
    when coalesce(v ->> 'upi_vpa', '') !~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$' then 'settings_upi_vpa_invalid'
    when not private.is_filled(v ->> 'upi_payee_name', 50) then 'settings_upi_payee_required'
    when coalesce(v ->> 'upi_merchant_code', '') !~ '^([0-9]{4})?$' then 'settings_merchant_code_invalid'
    when not private.is_filled(v ->> 'bank_account_name', 100) then 'settings_bank_account_name_required'
    when coalesce(v ->> 'bank_account_number', '') !~ '^[0-9]{9,18}$' then 'settings_bank_account_number_invalid'
    when coalesce(v ->> 'bank_ifsc', '') !~ '^[A-Z]{4}0[A-Z0-9]{6}$' then 'settings_ifsc_invalid'
    when not private.is_filled(v ->> 'bank_name', 100) then 'settings_bank_name_required'
    when not private.settings_integer(v ->> 'upi_cap', 1000, 500000) then 'settings_upi_cap_range'
  end;
$$;

create function private.shop_orders_problem(v jsonb) returns text
language sql immutable set search_path = ''
as $$
  select case
    when not private.settings_integer(v ->> 'hold_minutes', 5, 1440) then 'settings_hold_minutes_range'
    when not private.settings_integer(v ->> 'bank_hold_business_days', 1, 10) then 'settings_bank_hold_range'
    when not private.settings_integer(v ->> 'max_open_unpaid_orders', 1, 20) then 'settings_max_open_range'
    when not private.settings_integer(v ->> 'pan_threshold', 1000, 10000000) then 'settings_pan_threshold_range'
    when jsonb_typeof(v -> 'delivery_states') is distinct from 'array' or jsonb_array_length(v -> 'delivery_states') = 0
      then 'settings_delivery_states_required'
    when exists (select 1 from jsonb_array_elements(v -> 'delivery_states') s
                  where jsonb_typeof(s) <> 'string' or private.gst_state_code(s #>> '{}') is null)
      then 'settings_state_unknown'
  end;
$$;

create function private.shop_notifications_problem(v jsonb) returns text
language sql immutable set search_path = ''
as $$
  select case
    when btrim(coalesce(v ->> 'contact_email', '')) <> '' and not private.is_settings_email(btrim(v ->> 'contact_email'))
      then 'settings_notify_email_invalid'
    when btrim(coalesce(v ->> 'contact_email', '')) = ''
         and (coalesce((v ->> 'notify_new_order')::boolean, false) or coalesce((v ->> 'notify_utr_submitted')::boolean, false)
              or coalesce((v ->> 'notify_submissions')::boolean, false))
      then 'settings_notify_email_required'
    -- The name goes into the From header: no quotes, angle brackets or line breaks.
    when not private.is_filled(v ->> 'mail_sender_name', 60) or (v ->> 'mail_sender_name') ~ '["<>\r\n]'
      then 'settings_sender_name_invalid'
    when btrim(coalesce(v ->> 'mail_sender_email', '')) <> '' and not private.is_settings_email(btrim(v ->> 'mail_sender_email'))
      then 'settings_sender_email_invalid'
    when btrim(coalesce(v ->> 'mail_reply_to', '')) <> '' and not private.is_settings_email(btrim(v ->> 'mail_reply_to'))
      then 'settings_reply_to_invalid'
  end;
$$;

-- 5. What every page may read: the seller's legal details (as before), the contact, the payee and bank
--    details the checkout shows, and the order rules the checkout applies. Not the notification address
--    nor the sender, nor the invoice numbering.
create or replace function public.seller_legal_details() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select to_jsonb(s) - 'id' - 'invoice_prefix' - 'credit_note_prefix' - 'authorised_signatory'
    || jsonb_build_object('state_code', private.gst_state_code(s.state))
    || jsonb_build_object(
         'upi_vpa', t.upi_vpa, 'upi_payee_name', t.upi_payee_name, 'upi_merchant_code', t.upi_merchant_code,
         'bank_account_name', t.bank_account_name, 'bank_account_number', t.bank_account_number,
         'bank_ifsc', t.bank_ifsc, 'bank_name', t.bank_name, 'upi_cap', t.upi_cap, 'pan_threshold', t.pan_threshold,
         'hold_minutes', t.hold_minutes, 'max_open_unpaid_orders', t.max_open_unpaid_orders,
         'delivery_states', to_jsonb(t.delivery_states))
    from private.seller_details s cross join private.shop_settings t;
$$;

-- 6. The owner's view and the owner's save, a section at a time.
create function private.shop_settings_sections() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'business', jsonb_build_object(
      'trade_name', s.trade_name, 'legal_name', s.legal_name, 'address_line1', s.address_line1,
      'address_line2', coalesce(s.address_line2, ''), 'city', s.city, 'state', s.state, 'pincode', s.pincode,
      'gstin', s.gstin, 'pan', s.pan, 'customer_care_email', s.customer_care_email,
      'customer_care_phone', s.customer_care_phone, 'whatsapp_number', s.whatsapp_number,
      'customer_care_hours', s.customer_care_hours, 'grievance_officer_name', s.grievance_officer_name,
      'grievance_officer_designation', s.grievance_officer_designation,
      'grievance_officer_email', s.grievance_officer_email, 'grievance_officer_phone', s.grievance_officer_phone,
      'authorised_signatory', s.authorised_signatory),
    'payments', jsonb_build_object(
      'upi_vpa', t.upi_vpa, 'upi_payee_name', t.upi_payee_name, 'upi_merchant_code', t.upi_merchant_code,
      'bank_account_name', t.bank_account_name, 'bank_account_number', t.bank_account_number,
      'bank_ifsc', t.bank_ifsc, 'bank_name', t.bank_name, 'upi_cap', t.upi_cap),
    'orders', jsonb_build_object(
      'hold_minutes', t.hold_minutes, 'bank_hold_business_days', t.bank_hold_business_days,
      'max_open_unpaid_orders', t.max_open_unpaid_orders, 'pan_threshold', t.pan_threshold,
      'delivery_states', to_jsonb(t.delivery_states)),
    'notifications', jsonb_build_object(
      'contact_email', coalesce(t.contact_email, ''), 'notify_new_order', t.notify_new_order,
      'notify_utr_submitted', t.notify_utr_submitted, 'notify_submissions', t.notify_submissions,
      'mail_sender_name', t.mail_sender_name, 'mail_sender_email', coalesce(t.mail_sender_email, ''),
      'mail_reply_to', coalesce(t.mail_reply_to, '')))
    from private.seller_details s cross join private.shop_settings t;
$$;

create function private.require_owner() returns void
language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform private.refuse('not_authenticated');
  end if;
  if not public.has_role(variadic array[]::text[]) then
    perform private.refuse('not_authorized');
  end if;
end;
$$;

create function public.shop_settings() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_owner();
  return private.shop_settings_sections();
end;
$$;

create function public.save_shop_settings(section text, settings jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v jsonb := coalesce(settings, '{}'::jsonb);
  problem text;
  text_of constant text := 'The setting is not valid';
begin
  perform private.require_owner();
  problem := case section
    when 'business' then private.shop_business_problem(v)
    when 'payments' then private.shop_payments_problem(v)
    when 'orders' then private.shop_orders_problem(v)
    when 'notifications' then private.shop_notifications_problem(v)
    else 'settings_section_unknown'
  end;
  if problem is not null then
    raise exception using errcode = 'P0001', hint = problem, message = text_of;
  end if;

  if section = 'business' then
    update private.seller_details s set
      trade_name = btrim(v ->> 'trade_name'), legal_name = btrim(v ->> 'legal_name'),
      address_line1 = btrim(v ->> 'address_line1'), address_line2 = nullif(btrim(coalesce(v ->> 'address_line2', '')), ''),
      city = btrim(v ->> 'city'), state = btrim(v ->> 'state'), pincode = v ->> 'pincode',
      gstin = upper(btrim(v ->> 'gstin')), pan = upper(btrim(v ->> 'pan')),
      customer_care_email = btrim(v ->> 'customer_care_email'), customer_care_phone = btrim(v ->> 'customer_care_phone'),
      whatsapp_number = v ->> 'whatsapp_number', customer_care_hours = btrim(v ->> 'customer_care_hours'),
      grievance_officer_name = btrim(v ->> 'grievance_officer_name'),
      grievance_officer_designation = btrim(v ->> 'grievance_officer_designation'),
      grievance_officer_email = btrim(v ->> 'grievance_officer_email'),
      grievance_officer_phone = btrim(v ->> 'grievance_officer_phone'),
      authorised_signatory = btrim(v ->> 'authorised_signatory');
  elsif section = 'payments' then
    update private.shop_settings t set
      upi_vpa = v ->> 'upi_vpa', upi_payee_name = btrim(v ->> 'upi_payee_name'),
      upi_merchant_code = coalesce(v ->> 'upi_merchant_code', ''),
      bank_account_name = btrim(v ->> 'bank_account_name'), bank_account_number = v ->> 'bank_account_number',
      bank_ifsc = v ->> 'bank_ifsc', bank_name = btrim(v ->> 'bank_name'), upi_cap = (v ->> 'upi_cap')::bigint;
  elsif section = 'orders' then
    update private.shop_settings t set
      hold_minutes = (v ->> 'hold_minutes')::integer,
      bank_hold_business_days = (v ->> 'bank_hold_business_days')::integer,
      max_open_unpaid_orders = (v ->> 'max_open_unpaid_orders')::integer,
      pan_threshold = (v ->> 'pan_threshold')::bigint,
      delivery_states = array(select distinct e from jsonb_array_elements_text(v -> 'delivery_states') e order by e);
  else
    update private.shop_settings t set
      contact_email = nullif(btrim(coalesce(v ->> 'contact_email', '')), ''),
      notify_new_order = coalesce((v ->> 'notify_new_order')::boolean, false),
      notify_utr_submitted = coalesce((v ->> 'notify_utr_submitted')::boolean, false),
      notify_submissions = coalesce((v ->> 'notify_submissions')::boolean, false),
      mail_sender_name = btrim(v ->> 'mail_sender_name'),
      mail_sender_email = nullif(btrim(coalesce(v ->> 'mail_sender_email', '')), ''),
      mail_reply_to = nullif(btrim(coalesce(v ->> 'mail_reply_to', '')), '');
  end if;
  return private.shop_settings_sections();
end;
$$;

-- The order limits' old door (tests and jobs with the service_role key) is the owner's too.
create or replace function public.update_shop_settings(changes jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  unknown text;
  settings private.shop_settings;
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.require_owner();
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

-- 7. The mail sender's From and Reply-To (the send-mail function, with the service_role key).
create function public.mail_sender() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('name', t.mail_sender_name, 'email', t.mail_sender_email, 'reply_to', t.mail_reply_to)
    from private.shop_settings t;
$$;

-- 8. The shop hears of its own orders when each notice is switched on.
create or replace function private.queue_order_messages() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  buyer text := private.order_buyer_email(new);
  settings private.shop_settings;
  shop text;
  facts jsonb := private.order_message_data(new);
begin
  select s.* into settings from private.shop_settings s;
  shop := settings.contact_email;
  if tg_op = 'INSERT' then
    perform private.queue_message(buyer, 'order_placed', facts, new.id);
    if settings.notify_new_order then
      perform private.queue_message(shop, 'shop_new_order', facts, new.id);
    end if;
    return null;
  end if;
  if new.payment_status is distinct from old.payment_status then
    case new.payment_status
      when 'submitted' then
        if settings.notify_utr_submitted then
          perform private.queue_message(shop, 'shop_utr_submitted', facts, new.id);
        end if;
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

create or replace function private.queue_submission_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  shop text := (select btrim(s.contact_email) from private.shop_settings s where s.notify_submissions);
  minutes integer := coalesce((select s.submission_digest_minutes from private.shop_settings s), 15);
  entry jsonb := jsonb_build_object('id', new.id, 'seller_name', new.seller_name, 'seller_phone', new.seller_phone,
                                    'image_url', new.image_url, 'created_at', new.created_at);
  joined uuid;
begin
  if nullif(shop, '') is null then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('shop_new_submission digest', 0));
  update public.outbox o
     set data = jsonb_set(
           jsonb_set(o.data, '{count}', to_jsonb(coalesce((o.data ->> 'count')::integer, 1) + 1)),
           '{submissions}',
           case when jsonb_array_length(o.data -> 'submissions') < 50 then (o.data -> 'submissions') || jsonb_build_array(entry)
                else o.data -> 'submissions' end)
   where o.id = (select q.id from public.outbox q
                  where q.template = 'shop_new_submission' and q.status = 'queued' and q.attempts = 0
                    and q.recipient = shop and jsonb_typeof(q.data -> 'submissions') = 'array'
                  order by q.created_at limit 1)
     and o.attempts = 0
  returning o.id into joined;
  if joined is null then
    insert into public.outbox (recipient, template, data, next_attempt_at)
    values (shop, 'shop_new_submission', jsonb_build_object('count', 1, 'submissions', jsonb_build_array(entry)),
            now() + make_interval(mins => minutes));
  end if;
  return null;
end;
$$;

-- 9. An order goes only to a state the shop delivers to (the checkout offers only those).
create function private.check_delivery_state() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (select 1 from private.shop_settings s where new.state = any(s.delivery_states)) then
    raise exception using errcode = 'P0001', hint = 'order_state_not_served',
      message = 'We do not deliver to this state yet';
  end if;
  return new;
end;
$$;
create trigger delivery_addresses_state_served before insert on public.delivery_addresses
  for each row execute function private.check_delivery_state();

-- 10. Who may call what.
revoke all on function private.gstin_check_character(text) from public;
revoke all on function private.shop_business_problem(jsonb) from public;
revoke all on function private.shop_payments_problem(jsonb) from public;
revoke all on function private.shop_orders_problem(jsonb) from public;
revoke all on function private.shop_notifications_problem(jsonb) from public;
revoke all on function private.is_settings_email(text) from public;
revoke all on function private.is_settings_phone(text) from public;
revoke all on function private.is_filled(text, integer) from public;
revoke all on function private.settings_integer(text, bigint, bigint) from public;
revoke all on function private.shop_settings_sections() from public;
revoke all on function private.require_owner() from public;
revoke all on function private.check_delivery_state() from public;
revoke all on function public.shop_settings() from public, anon;
revoke all on function public.save_shop_settings(text, jsonb) from public, anon;
revoke all on function public.mail_sender() from public, anon, authenticated;
grant execute on function public.shop_settings() to authenticated, service_role;
grant execute on function public.save_shop_settings(text, jsonb) to authenticated, service_role;
grant execute on function public.mail_sender() to service_role;
