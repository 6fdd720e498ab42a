-- Promo guessing (issue 29 item 3): validate_promo answered about 265 checks a second to one anonymous
-- session, and its distinct messages (spec §8) reveal codes before launch ('not yet active'). Each
-- caller now gets a limited number of checks per window, per user (every session of that user) and per
-- client address, then 'Too many attempts, please wait a minute' (HTTP 429, hint promo_rate_limited).
-- The spec's messages are unchanged below the limit. Enforced here so it holds on hosted Supabase too.
--
-- The address is the first x-forwarded-for entry of PostgREST's request.headers: the client as the
-- hosted gateway forwards it (and as GoTrue reads it). A forged entry cannot get past the per-user
-- limit, and GoTrue limits anonymous sign-ups per address. IPv6 clients count per /64, which one
-- client holds whole. No address (SQL, a server without a gateway) means the per-user limit alone.

-- The limits are configuration, one row per limited action: a stack that checks promos from one
-- address many times (a load test, a test suite) raises its row, as a hosted project would.
create table private.attempt_limits (
  action text primary key,
  per_user integer not null default 10 check (per_user > 0),
  per_address integer not null default 30 check (per_address > 0),
  time_window interval not null default interval '1 minute' check (time_window > interval '0')
);
insert into private.attempt_limits (action) values ('validate_promo');

-- One counter per (action, caller) and fixed window: an upsert counts atomically under concurrency,
-- and the table holds one row per recent caller, not one per attempt.
create table private.attempts (
  action text not null,
  bucket text not null,
  window_started timestamptz not null default now(),
  attempts integer not null default 0,
  primary key (action, bucket)
);
create index attempts_window_started_idx on private.attempts (window_started);

-- The caller's address, or null. A bad or missing header is no address rather than an error.
create function private.client_address() returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text := btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1));
  address inet;
begin
  if forwarded = '' then
    return null;
  end if;
  begin
    address := forwarded::inet;
  exception when others then
    return null;
  end;
  return case when family(address) = 6 then network(set_masklen(address, 64)) else host(address)::inet end;
end;
$$;

-- Counts one attempt of `who` at `what` and answers how many it has made in the current window.
-- Windows older than an hour are forgotten on the way (skipping rows another call is counting).
create function private.count_attempt(what text, who text, span interval) returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  made integer;
begin
  delete from private.attempts a
   using (select s.action, s.bucket from private.attempts s
           where s.window_started < now() - interval '1 hour'
           limit 100 for update skip locked) stale
   where a.action = stale.action and a.bucket = stale.bucket;

  insert into private.attempts as a (action, bucket, window_started, attempts)
  values (what, who, now(), 1)
  on conflict (action, bucket) do update
    set attempts = case when a.window_started <= now() - span then 1 else a.attempts + 1 end,
        window_started = case when a.window_started <= now() - span then now() else a.window_started end
  returning a.attempts into made;
  return made;
end;
$$;

-- A refusal answered rather than raised: a raised error rolls the request back, and with it the count
-- of the attempt that was refused. PostgREST's response.status (its documented way to answer an error
-- and still commit) carries the status, and the body is the error PostgREST writes for a P0001 raise,
-- so clients read { code, message, details, hint } exactly as before. The spec's texts stay in
-- private.refuse(), asked for the message of the key.
create function private.answer_refusal(key text, status integer) returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  text_of_key text;
begin
  perform set_config('response.status', status::text, true);
  if key = 'promo_rate_limited' then
    perform set_config('response.headers', '[{"Retry-After": "60"}]', true);
    text_of_key := 'Too many attempts, please wait a minute';
  else
    begin
      perform private.refuse(key);
    exception when raise_exception then
      get stacked diagnostics text_of_key = message_text;
    end;
  end if;
  return jsonb_build_object('code', 'P0001', 'message', text_of_key, 'details', null, 'hint', key);
end;
$$;

-- Spec §5 "Promo check at checkout", with the limit between step 1 (a session) and step 2 (the code).
-- VOLATILE: it writes its count (and PostgREST runs STABLE functions read-only).
drop function public.validate_promo(text);
create function public.validate_promo(code text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.attempt_limits;
  address inet := private.client_address();
  too_many boolean;
  promo public.promo_codes;
  problem text;
begin
  if auth.uid() is null then
    perform private.refuse('promo_auth_required');
  end if;

  select l.* into limits from private.attempt_limits l where l.action = 'validate_promo';
  limits.time_window := coalesce(limits.time_window, interval '1 minute');
  too_many := private.count_attempt('validate_promo', 'user:' || auth.uid(), limits.time_window) > coalesce(limits.per_user, 10);
  if address is not null then
    too_many := private.count_attempt('validate_promo', 'address:' || address::text, limits.time_window)
                  > coalesce(limits.per_address, 30)
                or too_many;
  end if;
  if too_many then
    return private.answer_refusal('promo_rate_limited', 429);
  end if;

  select p.* into promo from public.promo_codes p where p.code = upper(btrim(validate_promo.code));
  problem := private.promo_problem(promo);
  if problem is not null then
    return private.answer_refusal(problem, 400);
  end if;
  return jsonb_build_object('promo_code', promo.code, 'discount_percent', promo.discount_percent);
end;
$$;

revoke all on function public.validate_promo(text) from public;
grant execute on function public.validate_promo(text) to anon, authenticated, service_role;
