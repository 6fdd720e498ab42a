-- The machinery, seen (issue 51): whether the database, the outbox and the scheduler are well, for an
-- uptime monitor (public.system_health(), which /health of the shop's server and of supabase/local
-- answer from), and the owner's System panel (/admin/system): the e-mails waiting and failed, with a
-- retry; the scheduled jobs' last runs and failures; storage used per bucket. The rules of "well" are
-- here only; the servers and the panel show what these functions say.

-- At most how long apart a job's runs are, from its schedule (pg_cron's grammar: '[1-59] seconds', five
-- cron fields, or @hourly … @yearly). A job is late when its last run started more than twice that ago.
create function private.cron_job_period(schedule text) returns interval
language sql
immutable
set search_path = ''
as $$
  with s as (select btrim(schedule) as text, regexp_split_to_array(btrim(schedule), '\s+') as f)
  select case
    when s.text ~ '^\d+\s+seconds?$' then make_interval(secs => substring(s.text from '^\d+')::integer)
    when s.text = '@hourly' then interval '1 hour'
    when s.text in ('@daily', '@midnight') then interval '1 day'
    when s.text = '@weekly' then interval '7 days'
    when s.text = '@monthly' then interval '31 days'
    when s.text in ('@yearly', '@annually') then interval '366 days'
    when s.f[1] = '*' then interval '1 minute'
    when s.f[1] ~ '^\*/\d+$' then make_interval(mins => substring(s.f[1] from '\d+')::integer)
    when s.f[2] = '*' then interval '1 hour'
    when s.f[2] ~ '^\*/\d+$' then make_interval(hours => substring(s.f[2] from '\d+')::integer)
    when s.f[3] = '*' and s.f[4] = '*' and s.f[5] = '*' then interval '1 day'
    when s.f[3] = '*' and s.f[4] = '*' then interval '7 days'
    when s.f[4] = '*' then interval '31 days'
    else interval '366 days'
  end
  from s
$$;

-- Every job with its last run, its last failure and whether it is well: not failing (its last finished
-- run did not fail) and not late (its last run started within twice its period and a minute). A job
-- that has never run is not late: nothing says when it was scheduled.
create function private.cron_jobs_report()
returns table (
  jobname text, schedule text, active boolean, last_started_at timestamptz, last_finished_at timestamptz,
  last_status text, last_message text, last_failed_at timestamptz, last_failure text, failures_last_day integer,
  late boolean, well boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select j.jobname, j.schedule, j.active, last.start_time, last.end_time, last.status, last.return_message,
         failed.start_time, failed.return_message,
         (select count(*)::integer from cron.job_run_details d
           where d.jobid = j.jobid and d.status = 'failed' and d.start_time > now() - interval '1 day'),
         late.is_late,
         not j.active or (coalesce(finished.status, '') <> 'failed' and not late.is_late)
    from cron.job j
    left join lateral (select d.* from cron.job_run_details d where d.jobid = j.jobid
                        order by d.start_time desc nulls last limit 1) last on true
    left join lateral (select d.status from cron.job_run_details d where d.jobid = j.jobid and d.end_time is not null
                        order by d.start_time desc nulls last limit 1) finished on true
    left join lateral (select d.* from cron.job_run_details d where d.jobid = j.jobid and d.status = 'failed'
                        order by d.start_time desc nulls last limit 1) failed on true
    cross join lateral (select j.active and last.start_time is not null
                          and last.start_time < now() - 2 * private.cron_job_period(j.schedule) - interval '1 minute' as is_late) late
   order by j.jobname
$$;

-- The outbox: an e-mail waits too long when it is past due by five minutes (the sender runs every ten
-- seconds) or still unsent two hours after it was queued (its retries take about half an hour); a
-- failed e-mail (its last try given up) keeps the outbox unwell for a day after that try, or until the
-- owner retries it.
create function private.outbox_report() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'ok', count(*) filter (where o.status = 'queued' and (o.next_attempt_at < now() - interval '5 minutes'
                                                          or o.created_at < now() - interval '2 hours')) = 0
          and count(*) filter (where o.status = 'failed' and o.next_attempt_at > now() - interval '1 day') = 0,
    'waiting', count(*) filter (where o.status = 'queued'),
    'waiting_too_long', count(*) filter (where o.status = 'queued' and (o.next_attempt_at < now() - interval '5 minutes'
                                                                       or o.created_at < now() - interval '2 hours')),
    'failed', count(*) filter (where o.status = 'failed'),
    'failed_last_day', count(*) filter (where o.status = 'failed' and o.next_attempt_at > now() - interval '1 day'))
  from public.outbox o
  where o.status in ('queued', 'failed')
$$;

-- For an uptime monitor (anyone may ask: counts and job names, no addresses, no contents). 'ok' is
-- false when the outbox or the scheduler is unwell; that the function answers at all says the database is.
create function public.system_health() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with outbox as (select private.outbox_report() as r),
       jobs as (select * from private.cron_jobs_report()),
       scheduler as (
         select jsonb_build_object(
           'ok', coalesce(bool_and(j.well), true),
           'jobs', count(*),
           'failing', coalesce(jsonb_agg(j.jobname order by j.jobname) filter (where j.active and j.last_status = 'failed'), '[]'),
           'late', coalesce(jsonb_agg(j.jobname order by j.jobname) filter (where j.late), '[]'),
           'last_run_at', max(j.last_started_at)) as r
           from jobs j)
  select jsonb_build_object(
    'ok', (outbox.r ->> 'ok')::boolean and (scheduler.r ->> 'ok')::boolean,
    'database', jsonb_build_object('ok', true),
    'outbox', outbox.r,
    'scheduler', scheduler.r,
    'checked_at', now())
  from outbox, scheduler
$$;
revoke all on function public.system_health() from public;
grant execute on function public.system_health() to anon, authenticated, service_role;

-- The System panel's calls: the owner only (public.has_role() with no role), as the screen.
-- private.require_owner() (the owner only) is the settings' (20261129200000_shop_settings_screen.sql).

-- The e-mails waiting and failed, failed first, then newest first.
create function public.system_outbox(max_rows integer default 100)
returns table (id uuid, recipient text, template text, status text, attempts integer, last_error text,
               created_at timestamptz, next_attempt_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner();
  return query
    select o.id, o.recipient, o.template, o.status, o.attempts, o.last_error, o.created_at, o.next_attempt_at
      from public.outbox o
     where o.status in ('queued', 'failed')
     order by o.status = 'failed' desc, o.created_at desc
     limit least(greatest(coalesce(max_rows, 100), 1), 500);
end;
$$;

create function public.system_outbox_summary() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner();
  return private.outbox_report();
end;
$$;

-- Retry a failed e-mail: queued again now, with its tries counted afresh (the sender takes it within
-- seconds). Only a failed one: a queued one is still being tried, a sent one was delivered.
create function public.retry_outbox_message(message_id uuid) returns public.outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  retried public.outbox;
begin
  perform private.require_owner();
  update public.outbox o set status = 'queued', attempts = 0, next_attempt_at = now()
   where o.id = message_id and o.status = 'failed'
  returning o.* into retried;
  if not found then
    raise exception using errcode = 'P0001', hint = 'outbox_not_failed',
      message = 'This e-mail has not failed: only a failed e-mail can be retried';
  end if;
  return retried;
end;
$$;

create function public.system_jobs()
returns table (
  jobname text, schedule text, active boolean, last_started_at timestamptz, last_finished_at timestamptz,
  last_status text, last_message text, last_failed_at timestamptz, last_failure text, failures_last_day integer,
  late boolean, well boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner();
  return query select * from private.cron_jobs_report();
end;
$$;

-- Storage used: each bucket's objects and their bytes (as the storage API recorded each object's size).
create function public.system_storage()
returns table (bucket text, objects bigint, bytes bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner();
  return query
    select b.id, count(o.id), coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
      from storage.buckets b
      left join storage.objects o on o.bucket_id = b.id
     group by b.id
     order by b.id;
end;
$$;

revoke all on function public.system_outbox(integer), public.system_outbox_summary(),
  public.retry_outbox_message(uuid), public.system_jobs(), public.system_storage() from public, anon;
grant execute on function public.system_outbox(integer), public.system_outbox_summary(),
  public.retry_outbox_message(uuid), public.system_jobs(), public.system_storage() to authenticated;
revoke all on function private.cron_jobs_report(), private.outbox_report(), private.require_owner() from public;
