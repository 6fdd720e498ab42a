-- The PostgREST behaviours of issue 35 (tests/pgrst-rpc-shapes, pgrst-tables, pgrst-parse): hand-written
-- RPC result types and arguments, partitioned tables, column-level grants and deferred constraints.

-- RPCs returning record, SETOF record, a composite type that is not a table, domains over row types.
create table public.projects (id int primary key, name text not null, client_id int);
insert into public.projects values (1, 'Windows 7', 1), (2, 'Windows 10', 1), (3, 'IOS', 2);
create function public.returns_record() returns record
  language sql stable as $$ select * from public.projects order by id limit 1 $$;
create function public.returns_setof_record() returns setof record
  language sql stable as $$ select * from public.projects order by id limit 2 $$;
create type public.point_2d as (x int, y int);
create function public.ret_point_2d() returns public.point_2d
  language sql immutable as $$ select row(10, 5)::public.point_2d $$;
create domain public.point_domain as public.point_2d;
create function public.ret_point_domain() returns public.point_domain
  language sql immutable as $$ select row(1, 2)::public.point_2d::public.point_domain $$;
create domain public.project_row as public.projects;
create function public.ret_project_row() returns public.project_row
  language sql stable as $$ select p::public.project_row from public.projects p where p.id = 3 $$;
create function public.add_them(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.project_names() returns setof text
  language sql stable as $$ select name from public.projects order by id $$;

-- RPC arguments: variadic, char(n)/bit(n) parameters (PostgREST widens them), a parameter named like a column.
create function public.variadic_param(variadic v text[] default '{}') returns text[]
  language sql immutable as $$ select v $$;
create function public.char_param_select(char_ char(4), bit_ bit(3)) returns table (char_ text, bit_ text)
  language sql immutable as $$ select char_::text, bit_::text $$;
create function public.projects_from(id int) returns setof public.projects
  language sql stable as $$ select * from public.projects p where p.id >= projects_from.id order by p.id $$;

-- Partitioned tables: the partitions are no relations of their own for embedding (PostgREST skips them).
create table public.car_brands (name text primary key);
insert into public.car_brands values ('DeLorean'), ('Ford');
create table public.car_models (
  name text not null,
  year int not null,
  brand text references public.car_brands (name),
  primary key (name, year)
) partition by list (year);
create table public.car_models_1981 partition of public.car_models for values in (1981);
create table public.car_models_other partition of public.car_models default;
insert into public.car_models values ('DMC-12', 1981, 'DeLorean'), ('Model T', 1927, 'Ford');
create table public.dealers (id int primary key, name text not null);
insert into public.dealers values (1, 'Doc''s garage');
create table public.dealer_brands (
  dealer_id int references public.dealers,
  brand text references public.car_brands (name),
  quarter int not null,
  primary key (dealer_id, brand, quarter)
) partition by list (quarter);
create table public.dealer_brands_q1 partition of public.dealer_brands for values in (1);
create table public.dealer_brands_q2 partition of public.dealer_brands for values in (2);
insert into public.dealer_brands values (1, 'DeLorean', 1);

-- Column-level grants: anon may read and write id and label only.
create table public.labelled (id int primary key, label text, secret text);
insert into public.labelled values (1, 'one', 's1'), (2, 'two', 's2');
revoke all on public.labelled from anon, authenticated;
grant select (id, label), insert (id, label), update (label), delete on public.labelled to anon;

-- A deferred foreign key: checked at commit, and (as PostgREST does) before a tx=rollback too.
create table public.deferred_parents (id int primary key);
create table public.deferred_children (
  id int primary key,
  parent_id int references public.deferred_parents deferrable initially deferred
);

-- Embedded arrays under max_rows (100 in config.toml).
create table public.shelves (id int primary key);
create table public.shelf_items (id int primary key, shelf_id int references public.shelves);
insert into public.shelves values (1);
insert into public.shelf_items select g, 1 from generate_series(1, 150) g;

-- Rarer behaviours: JSON keys with special characters, request.cookies, a db-pre-request function (the
-- test configures it with ALTER ROLE authenticator SET pgrst.db_pre_request and resets it afterwards).
create table public.json_keys (id int primary key, data jsonb not null);
insert into public.json_keys values (1, '{"!@#$%^&*_a": 1, "a+b": {"c d": 2}, "x": 3}');
create function public.cookie_value(name text) returns text
  language sql stable as $$ select current_setting('request.cookies', true)::json->>name $$;
create function public.header_names() returns text[]
  language sql stable as $$ select array(select json_object_keys(current_setting('request.headers', true)::json)) $$;
create function public.check_request() returns void
  language plpgsql as $$
begin
  if current_setting('request.headers', true)::json->>'x-refuse' = 'yes' then
    raise sqlstate 'PT403' using message = 'refused before the request';
  end if;
  perform set_config('response.headers', '[{"X-Pre-Request": "ran"}]', true);
end
$$;

-- A view naming one base column twice: each of its names is a column to embed by (PostgREST issue 2459).
create table public.lineage_t1 (id int primary key);
create table public.lineage_t2 (id int primary key, t1_id int references public.lineage_t1);
insert into public.lineage_t1 values (1);
insert into public.lineage_t2 values (7, 1);
create view public.lineage_v1 as table public.lineage_t1;
create view public.lineage_v2 as select id, t1_id as t1_id1, t1_id as t1_id2 from public.lineage_t2;

-- A data representation (PostgREST's): a colour stored as an integer, answered, filtered and written as
-- '#RRGGBB'.
create domain public.color as integer check (value >= 0 and value <= 16777215);
create function public.color(text) returns public.color
  language sql immutable as $$
    select (('x' || lpad(ltrim($1, '#'), 8, '0'))::bit(32)::int)::public.color
  $$;
create function public.json(public.color) returns json
  language sql immutable as $$ select to_json('#' || lpad(upper(to_hex($1)), 6, '0')) $$;
create cast (public.color as json) with function public.json(public.color) as implicit;
create cast (text as public.color) with function public.color(text) as implicit;
create function public.color(json) returns public.color
  language sql immutable as $$ select public.color($1 #>> '{}') $$;
create cast (json as public.color) with function public.color(json) as implicit;
create table public.swatches (id int primary key, name text not null, label_color public.color);
insert into public.swatches values (1, 'black', 0), (2, 'dim', 256), (3, 'green', 123456);
create view public.swatch_names as select id, label_color from public.swatches;
