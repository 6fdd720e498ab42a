-- What the Supabase platform provides before a project's own migrations run: the API roles, the default
-- privileges hosted Supabase grants them on schema public, the extensions schema, the realtime publication
-- and the CLI's migration history. Runs on every start, so every statement is idempotent.

-- Roles. PostgREST connects as `authenticator` and switches to the JWT's role; `service_role` bypasses RLS.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin noinherit', r);
    end if;
  end loop;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  -- Roles that SQL dumped from a hosted project (`supabase db dump`) names as owners or grantees.
  foreach r in array array['supabase_admin', 'supabase_auth_admin', 'supabase_storage_admin',
                           'supabase_realtime_admin', 'dashboard_user', 'pgbouncer'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin', r);
    end if;
  end loop;
end
$$;

alter role service_role bypassrls;
grant anon, authenticated, service_role to authenticator;

-- Extensions live in their own schema, as on hosted Supabase; the search path below makes them callable
-- unqualified (gen_salt(), crypt(), similarity(), the gin_trgm_ops operator class ...).
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
alter default privileges in schema extensions grant all on functions to postgres, anon, authenticated, service_role;

do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
set search_path = "$user", public, extensions;

-- Schema public: every API role may use it, and everything the project creates there is granted to them
-- by default; Row Level Security, not grants, decides what each role really sees. (Only default privileges:
-- re-granting existing objects on every start would undo a migration's deliberate REVOKE.)
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- graphql_public is in the CLI's default [api] schemas; hosted projects have it (empty for PostgREST).
create schema if not exists graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

-- Realtime broadcasts changes of the tables a project adds to this publication.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Migration history exactly where the Supabase CLI keeps it, so `supabase migration list` agrees.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Like Supabase, tell the API to reload its schema cache whenever DDL runs (PostgREST listens on `pgrst`).
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
begin
  notify pgrst, 'reload schema';
end
$$;
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
    create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_drop_watch') then
    create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_ddl_watch();
  end if;
end
$$;
