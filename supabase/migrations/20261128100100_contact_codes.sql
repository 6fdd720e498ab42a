-- One-time codes for a contact (20261128100000): past the per-address hold limit, the checkout asks the
-- buyer for an e-mail, sends a code there (the outbox, template 'contact_code') and takes it back. Both
-- calls answer their refusals (private.answer) so that the counts they make — codes sent, wrong tries —
-- are kept. 'email' is the one channel today; an SMS provider adds 'sms' to the channel CHECKs and a sender.

create function private.contact_of(channel text, contact text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when channel = 'email' then nullif(lower(btrim(coalesce(contact, ''))), '') end
$$;

create function private.contact_code_hash(code_id uuid, code text) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(code_id::text || ':' || code, 'sha256'), 'hex')
$$;

-- Sends a fresh 6-digit code to the contact, for this session. Earlier unused codes of the same
-- session and contact stop working.
create function public.request_contact_code(channel text, contact text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  buyer_id uuid := auth.uid();
  target text := private.contact_of(request_contact_code.channel, request_contact_code.contact);
  settings private.shop_settings;
  limits private.attempt_limits;
  address inet := private.client_address();
  too_many boolean;
  code text;
  code_id uuid := gen_random_uuid();
  expires timestamptz;
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;
  if request_contact_code.channel is distinct from 'email' then
    raise exception using errcode = 'P0001', hint = 'contact_channel_unknown', message = 'Codes can be sent by e-mail only';
  end if;
  if target is null or not private.is_buyer_email(target) then
    raise exception using errcode = 'P0001', hint = 'buyer_email_invalid',
      message = 'Please enter a valid e-mail address (e.g. name@example.com), or leave it empty';
  end if;
  select s.* into settings from private.shop_settings s;
  select l.* into limits from private.attempt_limits l where l.action = 'contact_code';
  too_many := private.count_attempt('contact_code', 'user:' || buyer_id, limits.time_window) > limits.per_user;
  if address is not null then
    too_many := private.count_attempt('contact_code', 'address:' || address::text, limits.time_window) > limits.per_address
                or too_many;
  end if;
  if too_many then
    perform set_config('response.headers', '[{"Retry-After": "600"}]', true);
    return private.answer('checkout_rate_limited', 429,
      'Too many checkouts from your network right now. Please try again in a few minutes.');
  end if;

  update private.contact_codes c set used_at = now()
   where c.user_id = buyer_id and c.channel = request_contact_code.channel and c.contact = target and c.used_at is null;
  code := lpad((('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % 1000000)::text, 6, '0');
  expires := now() + make_interval(mins => settings.contact_code_minutes);
  insert into private.contact_codes (id, user_id, channel, contact, code_hash, expires_at)
  values (code_id, buyer_id, request_contact_code.channel, target, private.contact_code_hash(code_id, code), expires);
  perform private.queue_message(target, 'contact_code',
    jsonb_build_object('code', code, 'minutes', settings.contact_code_minutes, 'expires_at', expires));
  return jsonb_build_object('channel', request_contact_code.channel, 'contact', target, 'expires_at', expires);
end;
$$;

-- Takes the code back: right, unexpired, unused and within its tries, it verifies the contact for this
-- session (the next place_order may then hold past the per-address limit).
create function public.verify_contact_code(channel text, contact text, code text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  buyer_id uuid := auth.uid();
  target text := private.contact_of(verify_contact_code.channel, verify_contact_code.contact);
  settings private.shop_settings;
  pending private.contact_codes;
  given text := regexp_replace(coalesce(verify_contact_code.code, ''), '\s', '', 'g');
begin
  if buyer_id is null then
    perform private.refuse('order_auth_required');
  end if;
  select s.* into settings from private.shop_settings s;
  select c.* into pending from private.contact_codes c
   where c.user_id = buyer_id and c.channel = verify_contact_code.channel and c.contact = target
   order by c.created_at desc limit 1
     for update;
  if not found or pending.used_at is not null or pending.expires_at <= now() then
    return private.answer('contact_code_expired', 400,
      'This code has expired or has already been used. Please ask for a new code.');
  end if;
  if pending.tries >= settings.contact_code_tries then
    return private.answer('contact_code_tries', 429, 'Too many wrong codes. Please ask for a new code.');
  end if;
  update private.contact_codes c set tries = c.tries + 1 where c.id = pending.id;
  if private.contact_code_hash(pending.id, given) is distinct from pending.code_hash then
    return private.answer('contact_code_wrong', 400, 'That code is not right. Please check the e-mail and try again.');
  end if;
  update private.contact_codes c set used_at = now() where c.id = pending.id;
  insert into private.verified_contacts (user_id, channel, contact)
  values (buyer_id, verify_contact_code.channel, target)
  on conflict on constraint verified_contacts_one_per_session do update set verified_at = now();
  return jsonb_build_object('channel', verify_contact_code.channel, 'contact', target, 'verified', true);
end;
$$;

revoke all on function public.request_contact_code(text, text) from public;
revoke all on function public.verify_contact_code(text, text, text) from public;
grant execute on function public.request_contact_code(text, text) to authenticated, service_role;
grant execute on function public.verify_contact_code(text, text, text) to authenticated, service_role;
