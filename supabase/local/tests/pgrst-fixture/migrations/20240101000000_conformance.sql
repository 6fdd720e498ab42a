-- The schema behind tests/pgrst-*.test.ts: one small table or function per PostgREST behaviour under test.
-- No RLS except where a test is about it; grants come from Supabase's default privileges on public.

-- Ranges (nxl / nxr / adj ...).
create table public.reservations (
  id int primary key,
  during int4range not null
);
insert into public.reservations values (1, '[1,5)'), (2, '[3,8)'), (3, '[10,20)');

-- RPC result shapes and response GUCs.
create function public.single_column_table() returns table (a int)
  language sql stable as $$ select * from (values (1), (2), (3)) v(a) $$;
create function public.single_out_param(num int, out num_plus_one int)
  language sql immutable as $$ select num + 1 $$;
create function public.two_out_params(num int, out doubled int, out squared int)
  language sql immutable as $$ select num * 2, num * num $$;
create function public.set_cookie_and_status() returns json
  language plpgsql as $$
begin
  perform set_config('response.headers',
    '[{"Set-Cookie": "sid=abc; Path=/"}, {"Set-Cookie": "theme=dark"}, {"X-Custom": "yes"}]', true);
  perform set_config('response.status', '202', true);
  return json_build_object('ok', true);
end
$$;
create function public.created_without_body() returns void
  language plpgsql as $$
begin
  perform set_config('response.status', '201', true);
  perform set_config('response.headers', '[{"Location": "/items/9"}]', true);
end
$$;
create function public.bad_status() returns int
  language plpgsql as $$
begin
  perform set_config('response.status', 'teapot', true);
  return 1;
end
$$;
create function public.bad_headers() returns int
  language plpgsql as $$
begin
  perform set_config('response.headers', '{"X-Not": "an array"}', true);
  return 1;
end
$$;

-- Writes: max-affected, upsert status, tx=rollback.
create table public.items (
  id int primary key,
  name text not null,
  qty int not null default 0
);
insert into public.items values (1, 'coin', 1), (2, 'note', 2), (3, 'medal', 3), (4, 'token', 4);
create function public.set_header_on_write() returns trigger
  language plpgsql as $$
begin
  perform set_config('response.headers', '[{"X-Written": "' || new.name || '"}]', true);
  return new;
end
$$;
create table public.ledger (
  id int primary key,
  name text not null
);
create trigger ledger_header before insert on public.ledger for each row execute function public.set_header_on_write();
-- Lets a request ask for Prefer: tx=rollback (PostgREST's in-database configuration).
alter role authenticator set pgrst.db_tx_end = 'commit-allow-override';

-- A tree: self-referencing one-to-many.
create table public.family_tree (
  id int primary key,
  name text not null,
  parent int references public.family_tree (id)
);
insert into public.family_tree values (1, 'Root', null), (2, 'Child A', 1), (3, 'Child B', 1), (4, 'Grandchild', 2);

-- Two self-references: ambiguous without a hint.
create table public.organizations (
  id int primary key,
  name text not null,
  auditor int references public.organizations (id),
  manager int references public.organizations (id)
);
insert into public.organizations values (1, 'Auditor Co', null, null), (2, 'Manager Co', null, null), (3, 'Client', 1, 2), (4, 'Client 2', 1, 1);

-- JSON, arrays and composites.
create type public.coin_face as (metal text, weight numeric);
create table public.documents (
  id int primary key,
  data jsonb not null,
  tags text[] not null default '{}',
  face public.coin_face
);
insert into public.documents values
  (1, '{"arr": [10, 20, 30], "title": "first", "nested": {"k": "v"}}', '{rare,gold}', row('gold', 7.9)),
  (2, '{"arr": [40], "title": "second"}', '{common}', row('silver', 11.6));

-- Many-to-many and one-to-many for to-many spreads.
create table public.films (id int primary key, title text not null);
create table public.actors (id int primary key, name text not null);
create table public.roles (
  film_id int references public.films (id),
  actor_id int references public.actors (id),
  character text,
  primary key (film_id, actor_id)
);
create table public.reviews (id int primary key, film_id int not null references public.films (id), stars int not null);
insert into public.films values (1, 'Sholay'), (2, 'Lagaan'), (3, 'Unreleased');
insert into public.actors values (1, 'Amitabh'), (2, 'Dharmendra'), (3, 'Aamir');
insert into public.roles values (1, 1, 'Jai'), (1, 2, 'Veeru'), (2, 3, 'Bhuvan');
insert into public.reviews values (1, 1, 5), (2, 1, 4), (3, 2, 5);

-- Relationships through views over a schema that is not exposed.
create schema private;
create table private.countries (id int primary key, name text not null);
create table private.cities (
  id int primary key,
  name text not null,
  country_id int not null references private.countries (id)
);
create table private.shipments (
  order_no int,
  line_no int,
  item text not null,
  primary key (order_no, line_no)
);
create table private.shipment_notes (
  id int primary key,
  order_no int not null,
  line_no int not null,
  note text not null,
  foreign key (order_no, line_no) references private.shipments (order_no, line_no)
);
insert into private.countries values (1, 'India'), (2, 'Nepal');
insert into private.cities values (1, 'Mumbai', 1), (2, 'Delhi', 1), (3, 'Kathmandu', 2);
insert into private.shipments values (100, 1, 'rupee'), (100, 2, 'anna');
insert into private.shipment_notes values (1, 100, 2, 'fragile');

create view public.countries as select id, name from private.countries;
-- Renamed and re-ordered key columns.
create view public.cities as select name as city_name, country_id as nation, id as city_id from private.cities;
-- A CTE and a subselect.
create view public.big_cities as
  with picked as (select * from private.cities where id < 3)
  select p.id, p.name, p.country_id from (select * from picked) p;
-- A view of a view.
create view public.country_names as select id as country_ref, name from public.countries;
-- Composite keys through views.
create view public.shipments as select order_no, line_no, item from private.shipments;
create view public.shipment_notes as select id, note, line_no as line, order_no as ord from private.shipment_notes;

-- Computed columns and relationships.
create table public.people (id int primary key, first_name text not null, last_name text not null, mentor_id int);
insert into public.people values (1, 'Asha', 'Rao', null), (2, 'Ravi', 'Menon', 1), (3, 'Meera', 'Iyer', 1);
create function public.full_name(public.people) returns text
  language sql immutable as $$ select $1.first_name || ' ' || $1.last_name $$;
create function public.mentor(public.people) returns setof public.people rows 1
  language sql stable as $$ select * from public.people where id = $1.mentor_id $$;
create function public.mentees(public.people) returns setof public.people
  language sql stable as $$ select * from public.people where mentor_id = $1.id $$;

-- Counts: planned and estimated counts read the planner's statistics.
create table public.counters (id int primary key);
insert into public.counters select generate_series(1, 150);

-- No primary key: an upsert has nothing to conflict on.
create table public.no_pk (a text, b text);
