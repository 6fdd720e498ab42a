-- supabase/local's pg_cron 1.6: the SQL surface of citusdata/pg_cron that migrations and dashboards use.
-- Jobs are rows; supabase/local's cron runner (src/cron/runner.ts) reads cron.job and runs what is due.
create schema cron;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index jobname_username_uniq on cron.job (jobname, username);
alter sequence cron.jobid_seq owned by cron.job.jobid;

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter sequence cron.runid_seq owned by cron.job_run_details.runid;

-- pg_cron's schedule grammar: five cron fields (numbers, ranges, steps, lists, '*', '$' for the last
-- day of the month) or '[1-59] seconds'. The runner parses the fields; this only refuses what pg_cron
-- refuses outright, with its message.
create function cron.valid_schedule(schedule text) returns boolean
language sql immutable
as $$
  select schedule ~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$'
      or schedule ~ '^\s*[0-9*,/$-]+(\s+[0-9*,/$-]+){4}\s*$'
      or schedule ~ '^\s*@(yearly|annually|monthly|weekly|daily|hourly|midnight)\s*$'
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql
as $$
declare
  id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule;
  end if;
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end;
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql
as $$
declare
  id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule;
  end if;
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end;
$$;

create function cron.schedule_in_database(
  job_name text, schedule text, command text, database text, username text default null, active boolean default true
) returns bigint
language plpgsql
as $$
#variable_conflict use_column
declare
  id bigint;
begin
  if not cron.valid_schedule(schedule_in_database.schedule) then
    raise exception 'invalid schedule: %', schedule_in_database.schedule;
  end if;
  insert into cron.job (jobname, schedule, command, database, username, active)
  values (job_name, schedule_in_database.schedule, schedule_in_database.command, schedule_in_database.database,
          coalesce(schedule_in_database.username, current_user), schedule_in_database.active)
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, database = excluded.database, active = excluded.active
  returning jobid into id;
  return id;
end;
$$;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql
as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;

create function cron.unschedule(job_name text) returns boolean
language plpgsql
as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;

create function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
) returns void
language plpgsql
as $$
begin
  if schedule is not null and not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule;
  end if;
  update cron.job j set
    schedule = coalesce(alter_job.schedule, j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
  if not found then
    raise exception 'Job % does not exist', job_id;
  end if;
end;
$$;

-- The marker the local runner looks for: a database whose pg_cron is the real extension runs its own
-- jobs, and the local server must not run them a second time.
create function cron.supabase_local_runner() returns boolean language sql immutable as $$ select true $$;

grant usage on schema cron to postgres;
grant all privileges on all tables in schema cron to postgres;
