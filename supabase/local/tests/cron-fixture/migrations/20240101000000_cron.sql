-- As a hosted project enables it (Supabase docs, "Install" of Supabase Cron).
create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres;
grant all privileges on all tables in schema cron to postgres;

create table public.ticks (id bigint generated always as identity primary key, job text not null, at timestamptz not null default now());
revoke all on public.ticks from anon, authenticated;
