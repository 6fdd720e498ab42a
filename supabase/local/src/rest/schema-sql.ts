// Catalog queries behind the schema cache. $1 is always the array of exposed schemas.

/** Partitions are no relations of their own (PostgREST's tables query skips them): their parent is. */
export const RELATIONS_SQL = `
  select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition`;

/**
 * Columns, with PostgREST's data representations of domain-typed ones: an implicit cast function from the
 * domain to json formats it in answers (json_out), one from text parses filter values (text_in), one from json request bodies (json_in). Postgres
 * ignores casts from a domain, so the functions are named (qualified) and called.
 */
export const COLUMNS_SQL = `
  select a.attrelid::int as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
         t.typcategory as category, not a.attnotnull as nullable, a.atthasdef as has_default,
         a.attgenerated <> '' as generated,
         case when t.typtype = 'd' then (${castFunction("c.castsource = a.atttypid and c.casttarget = 'json'::regtype")}) end as json_out,
         case when t.typtype = 'd' then (${castFunction("c.casttarget = a.atttypid and c.castsource = 'text'::regtype")}) end as text_in,
         case when t.typtype = 'd' then (${castFunction("c.casttarget = a.atttypid and c.castsource = 'json'::regtype")}) end as json_in
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p') and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`;

function castFunction(where: string): string {
  return `select quote_ident(pn.nspname) || '.' || quote_ident(p.proname) from pg_cast c
    join pg_proc p on p.oid = c.castfunc join pg_namespace pn on pn.oid = p.pronamespace
    where ${where} and c.castcontext = 'i' and c.castmethod = 'f' limit 1`;
}

/** Primary keys, unique constraints and unique indexes without expressions or predicates, of the tables $1 (oids). */
export const KEYS_SQL = `
  select i.indrelid::int as oid, i.indisprimary as primary,
         array(select a.attname from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.ord)::text[] as columns
  from pg_index i
  where i.indrelid = any($1::oid[]) and i.indisunique and i.indpred is null and 0 <> all(i.indkey::int2[])`;

/**
 * Foreign keys from or to the tables $1 (oids): the exposed ones and those exposed views read from. A
 * partitioned table's foreign key is cloned onto each partition (conparentid): only the parent's counts.
 */
export const FOREIGN_KEYS_SQL = `
  select con.conname as name, con.conrelid::int as from_oid, con.confrelid::int as to_oid,
         array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as from_columns,
         array(select a.attname from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)::text[] as to_columns
  from pg_constraint con
  where con.contype = 'f' and con.conparentid = 0 and (con.conrelid = any($1::oid[]) or con.confrelid = any($1::oid[]))`;

/** Column names of the tables $1 (oids), to name the origins of view columns. */
export const ATTRIBUTES_SQL = `
  select a.attrelid::int as oid, a.attnum::int as attnum, a.attname as name
  from pg_attribute a
  where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped`;

/** The rewrite rules of the exposed views and of every view they read from, however deep. */
export const VIEW_ACTIONS_SQL = `
  with recursive views(oid) as (
    select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1) and c.relkind in ('v', 'm')
    union
    select d.refobjid from views v
    join pg_rewrite r on r.ev_class = v.oid
    join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
                    and d.refclassid = 'pg_class'::regclass and d.refobjid <> v.oid
    join pg_class b on b.oid = d.refobjid and b.relkind in ('v', 'm')
  )
  select v.oid::int as view_oid, r.ev_action::text as action
  from views v join pg_rewrite r on r.ev_class = v.oid and r.rulename = '_RETURN'`;

/**
 * Functions of the exposed schemas. Run with `search_path = pg_catalog` (functionsQuery) so format_type
 * qualifies every type outside pg_catalog: an argument of `public.my_type` still resolves when the request's
 * search_path lacks `public`. char(n)/bit(n) parameters are read as varying, as PostgREST does (the
 * length of a parameter is not enforced, and json_to_record would cut `character` to one character).
 * A domain is seen through to its base type, so a domain over a row type returns rows.
 */
export const FUNCTIONS_SQL = `
  select n.nspname as schema, p.proname as name, p.proretset as retset,
         format_type(t.oid, null) as ret_type, t.typtype as ret_kind, t.typrelid::int as ret_relid,
         p.provolatile as volatility, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
         array(select case x when 'bit'::regtype then 'bit varying' when 'bit[]'::regtype then 'bit varying[]'
                             when 'bpchar'::regtype then 'character varying'
                             when 'bpchar[]'::regtype then 'character varying[]'
                             else format_type(x, null) end
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord)
               order by u.ord)::text[] as arg_types,
         p.pronargdefaults::int as n_defaults, p.pronargs::int as n_inputs, p.prorows::float8 as est_rows,
         t.typcategory as ret_category,
         (select a.typrelid::int from pg_type a where a.oid = p.proargtypes[0]) as first_arg_relid
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  join pg_type t on t.oid = case when rt.typtype = 'd' and rt.typbasetype <> 0 then rt.typbasetype else rt.oid end
  where n.nspname = any($1) and p.prokind = 'f'`;

/** Attributes of composite types functions return that are no relation of the cache ($1: pg_class oids). */
export const COMPOSITE_SQL = `
  select a.attrelid::int as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
         t.typcategory as category
  from pg_attribute a join pg_type t on t.oid = a.atttypid
  where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`;

export const ROLES_SQL = `
  select rolname, rolname <> 'authenticator' and pg_has_role('authenticator', oid, 'MEMBER') as switchable
  from pg_roles`;

/** PostgREST's in-database configuration: `pgrst.*` settings of the authenticator role (ALTER ROLE … SET). */
export const DB_CONFIG_SQL = `
  select split_part(c, '=', 1) as name, substr(c, strpos(c, '=') + 1) as value
  from pg_db_role_setting s
  cross join lateral unnest(s.setconfig) c
  where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
    and c like 'pgrst.%'
  order by s.setdatabase`;
