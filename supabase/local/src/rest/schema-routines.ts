import type { Pool } from 'pg';
import type { Column, DbConfig, Relation, RoutineInfo } from './schema.ts';
import { COMPOSITE_SQL, FUNCTIONS_SQL } from './schema-sql.ts';

// The routines and in-database configuration of the schema cache: functions with their parameters and
// what they return, and PostgREST's `pgrst.*` settings.

export interface FunctionRow {
  schema: string;
  name: string;
  retset: boolean;
  ret_type: string;
  ret_kind: string;
  ret_relid: number;
  volatility: 'i' | 's' | 'v';
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  n_inputs: number;
  est_rows: number;
  ret_category: string;
  first_arg_relid: number | null;
}

/** FUNCTIONS_SQL with every type name qualified but pg_catalog's (see there). */
export async function functionsQuery(pool: Pool, schemas: string[]) {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query("set local search_path to 'pg_catalog'");
    const result = await client.query<FunctionRow>(FUNCTIONS_SQL, [schemas]);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The columns of composite types (not tables or views) that functions return, by pg_class oid. */
export async function compositeTypes(pool: Pool, oids: number[]): Promise<Map<number, Map<string, Column>>> {
  const types = new Map<number, Map<string, Column>>();
  if (oids.length === 0) return types;
  const { rows } = await pool.query<{ oid: number; name: string; type: string; category: string }>(COMPOSITE_SQL, [oids]);
  for (const row of rows) {
    const columns = types.get(row.oid) ?? new Map<string, Column>();
    columns.set(row.name, {
      name: row.name,
      type: row.type,
      category: row.category,
      nullable: true,
      hasDefault: false,
      generated: false,
    });
    types.set(row.oid, columns);
  }
  return types;
}

export function toRoutine(
  row: FunctionRow,
  byOid: Map<number, Relation>,
  composites: Map<number, Map<string, Column>>,
): RoutineInfo | null {
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
  // OUT/TABLE columns, even a single one, answer objects keyed by the column name, as in PostgREST.
  else if (outputs.size > 0) returns = { kind: 'record', columns: outputs };
  else if (row.ret_kind === 'c') {
    const relation = byOid.get(row.ret_relid);
    const columns = composites.get(row.ret_relid);
    if (relation) returns = { kind: 'relation', relation };
    else if (columns) returns = { kind: 'record', columns };
    else return null;
  }
  // A bare `record` (no OUT columns) has no columns to plan with: its values are answered as JSON, as
  // PostgREST answers them (a SQL function's record keeps the column names of its query).
  else returns = { kind: 'scalar', type: row.ret_type };
  return { schema: row.schema, name: row.name, params, returns, setOf: row.retset, volatility: row.volatility };
}

export function dbConfig(settings: Map<string, string>): DbConfig {
  const txEnd = settings.get('pgrst.db_tx_end') ?? 'commit';
  const preRequest = settings.get('pgrst.db_pre_request')?.trim();
  return {
    txEnd: txEnd.startsWith('rollback') ? 'rollback' : 'commit',
    txOverride: txEnd.endsWith('-allow-override'),
    aggregates: settings.get('pgrst.db_aggregates_enabled')?.trim().toLowerCase() === 'true',
    // `schema.fn` or `fn` (found on the request's search_path), each part quoted as an identifier.
    preRequest: preRequest
      ? preRequest
          .split('.')
          .map((part) => `"${part.replaceAll('"', '""')}"`)
          .join('.')
      : undefined,
  };
}
