// Catalog queries behind the schema cache. $1 is always the array of exposed schemas.

export const RELATIONS_SQL = `
  select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

export const COLUMNS_SQL = `
  select a.attrelid::int as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
         t.typcategory as category, not a.attnotnull as nullable, a.atthasdef as has_default,
         a.attgenerated <> '' as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p') and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`;

/** Primary keys, unique constraints and unique indexes without expressions or predicates. */
export const KEYS_SQL = `
  select i.indrelid::int as oid, i.indisprimary as primary,
         array(select a.attname from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.ord)::text[] as columns
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and i.indisunique and i.indpred is null and 0 <> all(i.indkey::int2[])`;

/** Foreign keys whose referencing or referenced table is exposed (views may map onto either side). */
export const FOREIGN_KEYS_SQL = `
  select con.conname as name, con.conrelid::int as from_oid, con.confrelid::int as to_oid,
         array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as from_columns,
         array(select a.attname from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)::text[] as to_columns
  from pg_constraint con
  join pg_class fc on fc.oid = con.conrelid join pg_namespace fn on fn.oid = fc.relnamespace
  join pg_class tc on tc.oid = con.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
  where con.contype = 'f' and (fn.nspname = any($1) or tn.nspname = any($1))`;

/** The tables each exposed view reads from (through its rewrite rule). */
export const VIEW_BASES_SQL = `
  select distinct v.oid::int as view_oid, d.refobjid::int as base_oid
  from pg_class v
  join pg_namespace n on n.oid = v.relnamespace
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
                  and d.refclassid = 'pg_class'::regclass and d.refobjid <> v.oid
  join pg_class b on b.oid = d.refobjid and b.relkind in ('r', 'p', 'f')
  where n.nspname = any($1) and v.relkind in ('v', 'm')`;

export const FUNCTIONS_SQL = `
  select n.nspname as schema, p.proname as name, p.proretset as retset,
         format_type(p.prorettype, null) as ret_type, t.typtype as ret_kind, t.typrelid::int as ret_relid,
         p.provolatile as volatility, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
         array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord)
               order by u.ord)::text[] as arg_types,
         p.pronargdefaults::int as n_defaults
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  where n.nspname = any($1) and p.prokind = 'f'`;

export const ROLES_SQL = `
  select rolname, rolname <> 'authenticator' and pg_has_role('authenticator', oid, 'MEMBER') as switchable
  from pg_roles`;
