-- Extensions the shop relies on, installed where Supabase keeps them (schema `extensions`, which is on the
-- API's search path but not exposed as tables). Hosted projects already have the schema; supabase/local
-- bootstraps it too, so `if not exists` keeps this migration a no-op there.
create schema if not exists extensions;

-- pg_trgm: trigram GIN indexes behind the home search (name/description ILIKE '%term%').
create extension if not exists pg_trgm with schema extensions;
-- pgcrypto: gen_salt()/crypt() for the seed's demo accounts (GoTrue-compatible bcrypt hashes).
create extension if not exists pgcrypto with schema extensions;

-- Helpers that must never be callable through the API (trigger functions, shared rule checks) live in
-- `private`: it is not in config.toml [api] schemas and client roles get no usage on it.
create schema if not exists private;
revoke all on schema private from public;
