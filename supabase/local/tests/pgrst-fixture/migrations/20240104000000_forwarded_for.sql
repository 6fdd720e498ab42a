-- One request header's value as the database reads it (request.headers), for the x-forwarded-for the
-- server hands on: what the client sent, then the connection's address.
create function public.header_value(name text) returns text
  language sql stable as $$ select current_setting('request.headers', true)::json->>name $$;
