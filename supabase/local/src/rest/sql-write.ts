import type { PlannedCondition, ReadNode } from './plan.ts';
import type { Relation, RoutineInfo } from './schema.ts';
import { condition, ident, qualifiedIdent, type Sql } from './sql.ts';

// Mutations and function calls; the representation they return is read with sql.ts's readStatement
// over the CTE "pgrst_mutation" (or the function call).

export interface InsertSpec {
  relation: Relation;
  columns: string[];
  rows: Record<string, unknown>[];
  /** `Prefer: missing=default`: keys absent from a row take the column default instead of NULL. */
  missingDefault: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning: boolean;
}

export function insertStatement(sql: Sql, spec: InsertSpec): string {
  const table = qualifiedIdent(spec.relation.schema, spec.relation.name);
  const cols = spec.columns.map(ident);
  let statement: string;
  if (cols.length === 0) {
    statement = `INSERT INTO ${table} SELECT FROM json_array_elements(${sql.param(JSON.stringify(spec.rows))}::json)`;
  } else if (spec.missingDefault) {
    // One VALUES row per object so an absent key can say DEFAULT.
    const values = spec.rows.map((row) => {
      const record = `json_populate_record(NULL::${table}, ${sql.param(JSON.stringify(row))}::json)`;
      const cells = spec.columns.map((c) => (Object.hasOwn(row, c) ? `(${record}).${ident(c)}` : 'DEFAULT'));
      return `(${cells.join(', ')})`;
    });
    statement = `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}`;
  } else {
    statement =
      `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.map((c) => `"pgrst_body".${c}`).join(', ')}` +
      ` FROM json_populate_recordset(NULL::${table}, ${sql.param(JSON.stringify(spec.rows))}::json) AS "pgrst_body"`;
  }
  if (spec.onConflict) {
    const target = `(${spec.onConflict.columns.map(ident).join(', ')})`;
    // Like PostgREST, a merge sets every payload column (the conflict columns too), so the row is returned.
    const updates = spec.columns;
    statement +=
      spec.onConflict.action === 'ignore' || updates.length === 0
        ? ` ON CONFLICT ${target} DO NOTHING`
        : ` ON CONFLICT ${target} DO UPDATE SET ${updates.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
  }
  return spec.returning ? `${statement} RETURNING ${table}.*` : statement;
}

export function updateStatement(sql: Sql, node: ReadNode, relation: Relation, columns: string[], body: Record<string, unknown>, returning: boolean): string {
  const table = qualifiedIdent(relation.schema, relation.name);
  const alias = ident(node.alias);
  const sets = columns.map((c) => `${ident(c)} = "pgrst_body".${ident(c)}`).join(', ');
  const where = mutationWhere(sql, node);
  return (
    `UPDATE ${table} AS ${alias} SET ${sets} FROM json_populate_record(NULL::${table}, ${sql.param(JSON.stringify(body))}::json) AS "pgrst_body"` +
    `${where}${returning ? ` RETURNING ${alias}.*` : ''}`
  );
}

export function deleteStatement(sql: Sql, node: ReadNode, relation: Relation, returning: boolean): string {
  const alias = ident(node.alias);
  return `DELETE FROM ${qualifiedIdent(relation.schema, relation.name)} AS ${alias}${mutationWhere(sql, node)}${returning ? ` RETURNING ${alias}.*` : ''}`;
}

function mutationWhere(sql: Sql, node: ReadNode): string {
  const conds = node.conditions.map((c: PlannedCondition) => condition(sql, node, c));
  return conds.length ? ` WHERE ${conds.join(' AND ')}` : '';
}

/** Wraps a mutation so its returned rows can be read (and embedded) like a table aliased as the root node. */
export function withMutation(mutation: string, read: string): string {
  return `WITH "pgrst_mutation" AS (${mutation}) ${read}`;
}

export const MUTATION_SOURCE = (alias: string) => `"pgrst_mutation" AS ${ident(alias)}`;

/**
 * The call of `routine` with named arguments. Arguments arrive as one JSON object and are converted by
 * json_to_record to the parameter types, exactly as PostgREST passes them.
 */
export function routineCall(sql: Sql, routine: RoutineInfo, args: Record<string, unknown> | { whole: unknown }): { args: string; call: string } {
  const fn = qualifiedIdent(routine.schema, routine.name);
  if ('whole' in args) {
    return { args: '', call: `${fn}(${sql.param(JSON.stringify(args.whole))}::${routine.params[0]!.type})` };
  }
  const used = routine.params.filter((p) => Object.hasOwn(args, p.name));
  if (used.length === 0) return { args: '', call: `${fn}()` };
  const record = `json_to_record(${sql.param(JSON.stringify(args))}::json) AS "pgrst_args"(${used.map((p) => `${ident(p.name)} ${p.type}`).join(', ')})`;
  const named = used.map((p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := "pgrst_args".${ident(p.name)}`);
  return { args: record, call: `${fn}(${named.join(', ')})` };
}

/** FROM clause reading a set/record-returning routine as the root node. */
export function routineSource(call: { args: string; call: string }, alias: string): string {
  return call.args ? `${call.args} CROSS JOIN LATERAL ${call.call} AS ${ident(alias)}` : `${call.call} AS ${ident(alias)}`;
}

/** A routine returning one scalar (or void): its JSON value. */
export function scalarStatement(call: { args: string; call: string }): string {
  return `SELECT to_json(${call.call})::text AS body${call.args ? ` FROM ${call.args}` : ''}`;
}

/** A routine returning SETOF a scalar: a JSON array of the values, paged. */
export function scalarSetStatement(sql: Sql, call: { args: string; call: string }, limit?: number, offset?: number): string {
  const paging = (limit !== undefined ? ` LIMIT ${sql.param(limit)}` : '') + (offset ? ` OFFSET ${sql.param(offset)}` : '');
  const source = call.args ? `${call.args} CROSS JOIN LATERAL ${call.call} AS "pgrst_v"("v")` : `${call.call} AS "pgrst_v"("v")`;
  return `SELECT NULL::bigint AS total, count(*) AS page_total, coalesce(json_agg("pgrst_t"."v"), '[]')::text AS body FROM (SELECT "pgrst_v"."v" FROM ${source}${paging}) AS "pgrst_t"`;
}
