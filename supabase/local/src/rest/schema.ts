import type { Pool } from 'pg';
import { RELATIONS_SQL, COLUMNS_SQL, KEYS_SQL, FOREIGN_KEYS_SQL, VIEW_BASES_SQL, FUNCTIONS_SQL, ROLES_SQL } from './schema-sql.ts';

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
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique constraint or unique index (the primary key included). */
  uniqueKeys: string[][];
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
  routines: Map<string, RoutineInfo[]>;
  /** Roles the `authenticator` may switch to (the only JWT roles PostgREST can serve). */
  switchableRoles: Set<string>;
  knownRoles: Set<string>;
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

interface RelationRow { oid: number; schema: string; name: string; kind: string }
interface ColumnRow { oid: number; name: string; type: string; category: string; nullable: boolean; has_default: boolean; generated: boolean }
interface KeyRow { oid: number; primary: boolean; columns: string[] }
interface ForeignKeyRow { name: string; from_oid: number; from_columns: string[]; to_oid: number; to_columns: string[] }
interface ViewBaseRow { view_oid: number; base_oid: number }
interface FunctionRow {
  schema: string; name: string; retset: boolean; ret_type: string; ret_kind: string; ret_relid: number;
  volatility: 'i' | 's' | 'v'; arg_names: string[] | null; arg_modes: string[] | null; arg_types: string[]; n_defaults: number;
}

/** Reads tables, views, columns, keys, foreign keys and functions of `schemas` from the catalogs. */
export async function loadSchemaCache(pool: Pool, schemas: string[]): Promise<SchemaCache> {
  const [relations, columns, keys, foreignKeys, viewBases, functions, roles] = await Promise.all([
    pool.query<RelationRow>(RELATIONS_SQL, [schemas]),
    pool.query<ColumnRow>(COLUMNS_SQL, [schemas]),
    pool.query<KeyRow>(KEYS_SQL, [schemas]),
    pool.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schemas]),
    pool.query<ViewBaseRow>(VIEW_BASES_SQL, [schemas]),
    pool.query<FunctionRow>(FUNCTIONS_SQL, [schemas]),
    pool.query<{ rolname: string; switchable: boolean }>(ROLES_SQL),
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
    });
  }
  for (const row of keys.rows) {
    const relation = byOid.get(row.oid);
    if (!relation) continue;
    if (row.primary) relation.primaryKey = row.columns;
    relation.uniqueKeys.push(row.columns);
  }

  const fks: ForeignKey[] = [];
  for (const row of foreignKeys.rows) {
    const from = byOid.get(row.from_oid);
    const to = byOid.get(row.to_oid);
    if (from && to) fks.push({ name: row.name, from, fromColumns: row.from_columns, to, toColumns: row.to_columns });
  }
  fks.push(...viewForeignKeys(foreignKeys.rows, viewBases.rows, byOid));

  const routines = new Map<string, RoutineInfo[]>();
  for (const row of functions.rows) {
    const routine = toRoutine(row, byOid);
    if (!routine) continue;
    const key = qualified(row.schema, row.name);
    routines.set(key, [...(routines.get(key) ?? []), routine]);
  }

  return {
    schemas,
    relations: byName,
    foreignKeys: fks,
    routines,
    switchableRoles: new Set(roles.rows.filter((r) => r.switchable).map((r) => r.rolname)),
    knownRoles: new Set(roles.rows.map((r) => r.rolname)),
  };
}

/**
 * Views get the relationships of the one table they select from, for the key columns they expose under
 * the same names (a simplification of PostgREST's view-column tracing that covers `select … from t`).
 */
function viewForeignKeys(
  rows: ForeignKeyRow[],
  viewBases: ViewBaseRow[],
  byOid: Map<number, Relation>,
): ForeignKey[] {
  const basesOfView = new Map<number, number[]>();
  for (const { view_oid, base_oid } of viewBases) basesOfView.set(view_oid, [...(basesOfView.get(view_oid) ?? []), base_oid]);
  const viewsOf = new Map<number, Relation[]>();
  for (const [viewOid, bases] of basesOfView) {
    const view = byOid.get(viewOid);
    if (view && bases.length === 1) viewsOf.set(bases[0]!, [...(viewsOf.get(bases[0]!) ?? []), view]);
  }
  const covers = (rel: Relation, cols: string[]) => cols.every((c) => rel.columns.has(c));
  const derived: ForeignKey[] = [];
  for (const row of rows) {
    const from = byOid.get(row.from_oid);
    const to = byOid.get(row.to_oid);
    const froms = [...(from ? [from] : []), ...(viewsOf.get(row.from_oid) ?? []).filter((v) => covers(v, row.from_columns))];
    const tos = [...(to ? [to] : []), ...(viewsOf.get(row.to_oid) ?? []).filter((v) => covers(v, row.to_columns))];
    for (const f of froms) {
      for (const t of tos) {
        if (f === from && t === to) continue;
        derived.push({ name: row.name, from: f, fromColumns: row.from_columns, to: t, toColumns: row.to_columns });
      }
    }
  }
  // A view over a table with unique keys inherits the keys it exposes (to tell one-to-one from one-to-many).
  for (const [baseOid, views] of viewsOf) {
    const base = byOid.get(baseOid);
    if (!base) continue;
    for (const view of views) {
      for (const key of base.uniqueKeys) if (covers(view, key)) view.uniqueKeys.push(key);
      if (covers(view, base.primaryKey)) view.primaryKey = base.primaryKey;
    }
  }
  return derived;
}

function toRoutine(row: FunctionRow, byOid: Map<number, Relation>): RoutineInfo | null {
  const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
  const names = row.arg_names ?? [];
  const inputs: { name: string; type: string; variadic: boolean }[] = [];
  const outputs = new Map<string, Column>();
  row.arg_types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.set(name, { name, type, category: '', nullable: true, hasDefault: false, generated: false });
    }
  });
  const firstDefault = inputs.length - row.n_defaults;
  const params = inputs.map((p, i) => ({ ...p, hasDefault: i >= firstDefault }));

  let returns: RoutineInfo['returns'];
  if (row.ret_type === 'void') returns = { kind: 'void' };
  else if (outputs.size > 0 && (row.ret_type === 'record' || outputs.size > 1)) returns = { kind: 'record', columns: outputs };
  else if (row.ret_kind === 'c') {
    const relation = byOid.get(row.ret_relid);
    if (relation) returns = { kind: 'relation', relation };
    else return null;
  } else if (row.ret_type === 'record') return null;
  else returns = { kind: 'scalar', type: row.ret_type };
  return { schema: row.schema, name: row.name, params, returns, setOf: row.retset, volatility: row.volatility };
}
