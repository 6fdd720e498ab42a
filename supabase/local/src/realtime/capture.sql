-- Change capture for postgres_changes without logical replication: a row trigger on every table of the
-- supabase_realtime publication NOTIFYs the server; payloads too big for NOTIFY (8000 bytes) go through a
-- small queue table and only their id is notified. An event trigger keeps the triggers in step with the
-- publication (ALTER PUBLICATION … ADD TABLE at runtime works). Idempotent: runs on every start.

create schema if not exists realtime;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists realtime.local_queue (
  id bigint generated always as identity primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

create or replace function realtime.local_capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  body jsonb;
  txt text;
  queued bigint;
begin
  body := jsonb_build_object(
    'schema', TG_TABLE_SCHEMA,
    'table', TG_TABLE_NAME,
    'type', TG_OP,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when TG_OP <> 'DELETE' then to_jsonb(NEW) end,
    'old_record', case when TG_OP <> 'INSERT' then to_jsonb(OLD) end,
    -- identical NOTIFYs in one transaction are folded into one; this keeps every row change distinct
    'seq', extract(epoch from clock_timestamp())
  );
  txt := body::text;
  if octet_length(txt) < 7500 then
    perform pg_notify('realtime_local', txt);
  else
    insert into realtime.local_queue (payload) values (body) returning id into queued;
    perform pg_notify('realtime_local', json_build_object('queued', queued)::text);
  end if;
  return null;
end
$$;

create or replace function realtime.local_sync() returns void
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  for r in
    select c.oid::regclass as rel
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and p.schemaname <> 'realtime' and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_local_capture')
  loop
    execute format(
      'create trigger realtime_local_capture after insert or update or delete on %s for each row execute function realtime.local_capture()',
      r.rel);
  end loop;
  for r in
    select t.tgrelid::regclass as rel
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'realtime_local_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger realtime_local_capture on %s', r.rel);
  end loop;
end
$$;

create or replace function realtime.local_on_ddl() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS',
                'SELECT INTO') then
    perform realtime.local_sync();
  end if;
  -- the server caches table shapes (columns, primary key, replica identity, RLS): tell it to forget them
  perform pg_notify('realtime_local_ddl', tg_tag);
end
$$;

drop event trigger if exists realtime_local_on_ddl;
create event trigger realtime_local_on_ddl on ddl_command_end execute function realtime.local_on_ddl();

select realtime.local_sync();
