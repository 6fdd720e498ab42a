-- Seller submissions that nobody can flood (issue 49): one guest session filed 70 submissions in 6 s,
-- each e-mailing the shop.
--
-- 1. Limits, business configuration in private.shop_settings: a session (submitted_by) may file
--    sell_submissions_per_session_hour submissions an hour (default 5: a collector with several pieces
--    sends them in one go, three photos each), one client address sell_submissions_per_address_hour
--    (default 20: many genuine sellers share a mobile carrier's address in India). Past either, the
--    submission is refused with a plain reason (sell_session_limit, sell_address_limit).
-- 2. The shop hears of new submissions in a digest: the first one queues a 'shop_new_submission'
--    message due submission_digest_minutes later (default 15); the ones that arrive before it is sent
--    join it. So the shop gets at most one e-mail per window however many arrive, and none is lost.

alter table private.shop_settings
  add column sell_submissions_per_session_hour integer not null default 5
    constraint shop_settings_sell_per_session check (sell_submissions_per_session_hour between 1 and 1000),
  add column sell_submissions_per_address_hour integer not null default 20
    constraint shop_settings_sell_per_address check (sell_submissions_per_address_hour between 1 and 100000),
  add column submission_digest_minutes integer not null default 15
    constraint shop_settings_submission_digest check (submission_digest_minutes between 0 and 1440);

alter table public.seller_submissions add column submitted_from inet;
comment on column public.seller_submissions.submitted_from is
  'The client address the submission came from (private.submission_client_address), for the per-address limit. Set by the database.';
create index seller_submissions_by_session_idx on public.seller_submissions (submitted_by, created_at) where submitted_by is not null;
create index seller_submissions_from_address_idx on public.seller_submissions (submitted_from, created_at) where submitted_from is not null;

-- The caller's address, or null. Issue 49's private.client_address() (the connection's address; an
-- X-Forwarded-For hop believed only from a configured trusted proxy) when this database has it; without
-- it the address is unknown and only the per-session limit applies: a header the client wrote is never
-- trusted here (forging a victim's address would spend that victim's allowance). plpgsql resolves the
-- call when it runs, so this file does not depend on that migration being present.
create function private.submission_client_address() returns inet
language plpgsql
stable
set search_path = ''
as $$
begin
  if to_regprocedure('private.client_address()') is not null then
    return private.client_address();
  end if;
  return null;
end;
$$;

-- Before a visitor's submission is stored: stamp its address, then count. An advisory lock per session
-- and per address makes two submissions at once count one after the other (both cannot slip under).
create function private.limit_seller_submissions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.shop_settings;
  since timestamptz := now() - interval '1 hour';
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  select s.* into settings from private.shop_settings s;
  new.submitted_from := private.submission_client_address();
  if new.submitted_by is not null then
    perform pg_advisory_xact_lock(hashtextextended('sell-session:' || new.submitted_by::text, 0));
    if (select count(*) from public.seller_submissions s
         where s.submitted_by = new.submitted_by and s.created_at > since) >= settings.sell_submissions_per_session_hour then
      raise exception using errcode = 'P0001', hint = 'sell_session_limit',
        message = format('At most %s submissions an hour from one visitor', settings.sell_submissions_per_session_hour);
    end if;
  end if;
  if new.submitted_from is not null then
    perform pg_advisory_xact_lock(hashtextextended('sell-address:' || host(new.submitted_from), 0));
    if (select count(*) from public.seller_submissions s
         where s.submitted_from = new.submitted_from and s.created_at > since) >= settings.sell_submissions_per_address_hour then
      raise exception using errcode = 'P0001', hint = 'sell_address_limit',
        message = format('At most %s submissions an hour from one network', settings.sell_submissions_per_address_hour);
    end if;
  end if;
  return new;
end;
$$;

-- After seller_submissions_stamp_submitter (BEFORE triggers run in name order), which sets submitted_by.
create trigger seller_submissions_throttle
  before insert on public.seller_submissions
  for each row execute function private.limit_seller_submissions();

-- 2. The digest: join the shop's queued, not yet attempted 'shop_new_submission' message, or queue one
-- due submission_digest_minutes from now. The sender claims a message by counting an attempt under a row
-- lock, so a submission either joins a message before it is claimed or starts the next one. The message
-- lists at most 50 submissions (the count goes on) and is about no single submission (submission_id null).
-- Messages queued before this change keep their one-submission shape; send-mail renders both.
create or replace function private.queue_submission_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shop text := (select btrim(s.contact_email) from private.shop_settings s);
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
