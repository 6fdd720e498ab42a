import type { Pool } from 'pg';
import {
  ATTRIBUTES_SQL,
  COLUMNS_SQL,
  DB_CONFIG_SQL,
  FOREIGN_KEYS_SQL,
  KEYS_SQL,
  RELATIONS_SQL,
  ROLES_SQL,
  VIEW_ACTIONS_SQL,
} from './schema-sql.ts';
import { compositeTypes, dbConfig, functionsQuery, toRoutine } from './schema-routines.ts';
import { exposeKeys, viewLineage, type AttributeRow, type ForeignKeyRow, type KeyRow } from './schema-views.ts';

/** What PostgREST's schema cache knows, for the exposed schemas. */
export interface Column {
  name: string;
  /** format_type() text, e.g. `text`, `integer[]`, `character varying(20)`. */
  type: string;
  /** pg_type.typcategory: S string, N numeric, A array, U user-defined (json/jsonb) ... */
  category: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  /**
   * A domain with PostgREST's data representation: formatted by its cast function to json, filter values
   * parsed by its cast function from text, body values by its one from json (quoted, qualified names).
   */
  representation?: { jsonOut?: string; textIn?: string; jsonIn?: string };
  /** A computed column: a function over the relation's row type, called with the row. */
  computed?: { schema: string; name: string };
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique constraint or unique index (the primary key included). */
  uniqueKeys: string[][];
  /** Computed columns by function name; selected, filtered and ordered by name, never part of `*`. */
  computed: Map<string, Column>;
}

/** A function over a relation's row type returning rows of another: embedded like a relationship. */
export interface ComputedRelationship {
  function: { schema: string; name: string };
  from: Relation;
  to: Relation;
  /** A non-SETOF function, or one declared `ROWS 1`, embeds an object. */
  toOne: boolean;
}

export interface ForeignKey {
  name: string;
  /** The referencing side. */
  from: Relation;
  fromColumns: string[];
  /** The referenced side. */
  to: Relation;
  toColumns: string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface RoutineInfo {
  schema: string;
  name: string;
  params: FunctionParam[];
  /** What it returns: a scalar, a relation's row type, an anonymous record (OUT/TABLE params), or void. */
  returns:
    | { kind: 'scalar'; type: string }
    | { kind: 'relation'; relation: Relation }
    | { kind: 'record'; columns: Map<string, Column> }
    | { kind: 'void' };
  setOf: boolean;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaCache {
  schemas: string[];
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  computedRelationships: ComputedRelationship[];
  routines: Map<string, RoutineInfo[]>;
  /** Roles the `authenticator` may switch to (the only JWT roles PostgREST can serve). */
  switchableRoles: Set<string>;
  knownRoles: Set<string>;
  dbConfig: DbConfig;
}

/** The `pgrst.*` settings that change how requests run. */
export interface DbConfig {
  /** `pgrst.db_tx_end`: how a request's transaction ends, and whether `Prefer: tx=` may override it. */
  txEnd: 'commit' | 'rollback';
  txOverride: boolean;
  /** `pgrst.db_pre_request`: the function called before each request, as a quoted (qualified) name. */
  preRequest?: string;
  /** `pgrst.db_aggregates_enabled`: `sum()`, `count()` … in select (off by default, as on hosted Supabase). */
  aggregates: boolean;
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

interface RelationRow {
  oid: number;
  schema: string;
  name: string;
  kind: string;
}
interface ColumnRow {
  oid: number;
  name: string;
  type: string;
  category: string;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
  json_out: string | null;
  text_in: string | null;
  json_in: string | null;
}

/** Reads tables, views, columns, keys, foreign keys and functions of `schemas` from the catalogs. */
export async function loadSchemaCache(pool: Pool, schemas: string[]): Promise<SchemaCache> {
  const [relations, columns, views, functions, roles, settings] = await Promise.all([
    pool.query<RelationRow>(RELATIONS_SQL, [schemas]),
    pool.query<ColumnRow>(COLUMNS_SQL, [schemas]),
    pool.query<{ view_oid: number; action: string }>(VIEW_ACTIONS_SQL, [schemas]),
    functionsQuery(pool, schemas),
    pool.query<{ rolname: string; switchable: boolean }>(ROLES_SQL),
    pool.query<{ name: string; value: string }>(DB_CONFIG_SQL),
  ]);

  const byOid = new Map<number, Relation>();
  const byName = new Map<string, Relation>();
  for (const row of relations.rows) {
    const relation: Relation = {
      schema: row.schema,
      name: row.name,
      kind: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
      columns: new Map(),
      primaryKey: [],
      uniqueKeys: [],
      computed: new Map(),
    };
    byOid.set(row.oid, relation);
    byName.set(qualified(row.schema, row.name), relation);
  }
  for (const row of columns.rows) {
    byOid.get(row.oid)?.columns.set(row.name, {
      name: row.name,
      type: row.type,
      category: row.category,
      nullable: row.nullable,
      hasDefault: row.has_default,
      generated: row.generated,
      ...(row.json_out || row.text_in || row.json_in
        ? {
            representation: {
              jsonOut: row.json_out ?? undefined,
              textIn: row.text_in ?? undefined,
              jsonIn: row.json_in ?? undefined,
            },
          }
        : {}),
    });
  }
  // Keys and foreign keys of the exposed tables and of every table an exposed view reads from.
  const lineage = viewLineage(views.rows);
  const origins = new Set<number>();
  for (const columns of lineage.values()) for (const origin of columns.values()) origins.add(origin.table);
  const tables = [...new Set([...byOid.keys(), ...origins])];
  const [keys, foreignKeys, attributes] = await Promise.all([
    pool.query<KeyRow>(KEYS_SQL, [tables]),
    pool.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [tables]),
    pool.query<AttributeRow>(ATTRIBUTES_SQL, [[...origins]]),
  ]);
  const fks = exposeKeys(byOid, lineage, attributes.rows, keys.rows, foreignKeys.rows);

  const composites = await compositeTypes(
    pool,
    functions.rows.filter((row) => row.ret_kind === 'c' && !byOid.has(row.ret_relid)).map((row) => row.ret_relid),
  );
  const routines = new Map<string, RoutineInfo[]>();
  const computedRelationships: ComputedRelationship[] = [];
  for (const row of functions.rows) {
    const routine = toRoutine(row, byOid, composites);
    if (!routine) continue;
    const key = qualified(row.schema, row.name);
    routines.set(key, [...(routines.get(key) ?? []), routine]);
    const owner = row.n_inputs === 1 && row.first_arg_relid ? byOid.get(row.first_arg_relid) : undefined;
    if (!owner) continue;
    const fn = { schema: row.schema, name: row.name };
    if (routine.returns.kind === 'scalar' && !routine.setOf) {
      owner.computed.set(row.name, {
        name: row.name,
        type: row.ret_type,
        category: row.ret_category,
        nullable: true,
        hasDefault: false,
        generated: true,
        computed: fn,
      });
    } else if (routine.returns.kind === 'relation') {
      computedRelationships.push({
        function: fn,
        from: owner,
        to: routine.returns.relation,
        toOne: !routine.setOf || row.est_rows === 1,
      });
    }
  }

  return {
    schemas,
    relations: byName,
    foreignKeys: fks,
    computedRelationships,
    routines,
    switchableRoles: new Set(roles.rows.filter((r) => r.switchable).map((r) => r.rolname)),
    knownRoles: new Set(roles.rows.map((r) => r.rolname)),
    dbConfig: dbConfig(new Map(settings.rows.map((row) => [row.name, row.value]))),
  };
}
