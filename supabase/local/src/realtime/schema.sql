-- What Realtime Authorization needs before a project's migrations run: realtime.messages (the table whose RLS
-- policies decide who may read and write a private channel's topic) and realtime.topic(). Hosted Supabase
-- partitions realtime.messages by inserted_at; the columns here are the same, so policies written for it
-- (`realtime.topic() = …`, `extension = 'broadcast'`) apply unchanged. Idempotent: runs on every start.

create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update, delete on realtime.messages to anon, authenticated, service_role;

-- The topic being authorized: set (locally) by the server while it checks a channel's policies.
create or replace function realtime.topic() returns text
  language sql stable
  as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
grant execute on function realtime.topic() to postgres, anon, authenticated, service_role;

-- Broadcast from the database, as on hosted Supabase: a 'broadcast' row put in realtime.messages (by
-- realtime.send() or a plain INSERT the policies allow) goes out to the topic's channel once committed.
create or replace function realtime.local_broadcast() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('realtime_local_broadcast', json_build_object(
    'topic', new.topic, 'event', new.event, 'payload', new.payload, 'private', coalesce(new.private, false))::text);
  return null;
end
$$;
drop trigger if exists local_broadcast on realtime.messages;
create trigger local_broadcast after insert on realtime.messages
  for each row when (new.extension = 'broadcast' and new.event is not null) execute function realtime.local_broadcast();

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true) returns void
  language plpgsql as $$
begin
  perform set_config('realtime.topic', topic, true);
  insert into realtime.messages (payload, event, topic, private, extension) values (payload, event, topic, private, 'broadcast');
exception when others then
  raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
end
$$;
grant execute on function realtime.send(jsonb, text, text, boolean) to postgres, anon, authenticated, service_role;

-- The trigger helper of Supabase's "broadcast from the database" guide: a row change as a private broadcast.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
  language plpgsql as $$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema),
    event_name, topic_name);
end
$$;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to postgres, anon, authenticated, service_role;
