import type { PlannedCondition, ReadNode } from './plan.ts';
import type { Relation } from './schema.ts';
import { RESPONSE_GUCS, condition, ident, qualifiedIdent, type Sql } from './sql.ts';

// Mutations; the representation they return is read with sql.ts's readStatement over the CTE
// "pgrst_mutation". Every mutation RETURNING "pgrst_inserted", which tells an upsert's inserted rows
// (xmax = 0) from its updated ones, and its rows only when a representation is asked for: like
// PostgREST's `RETURNING 1`, a minimal write needs no SELECT privilege (a visitor's insert into a table
// it may not read, e.g. seller_submissions).

export interface InsertSpec {
  relation: Relation;
  columns: string[];
  rows: Record<string, unknown>[];
  /** `Prefer: missing=default`: keys absent from a row take the column default instead of NULL. */
  missingDefault: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  /** The rows are read back (Prefer: return=representation). */
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
  // Only a merging upsert can update; views have no system columns, so a row through one counts as inserted.
  const inserted = spec.onConflict?.action === 'merge' && spec.relation.kind === 'table' ? `${table}.xmax = 0` : 'true';
  return `${statement} RETURNING ${spec.returning ? `${table}.*, ` : ''}${inserted} AS "pgrst_inserted"`;
}

export function updateStatement(
  sql: Sql,
  node: ReadNode,
  relation: Relation,
  columns: string[],
  body: Record<string, unknown>,
  returning: boolean,
): string {
  const table = qualifiedIdent(relation.schema, relation.name);
  const alias = ident(node.alias);
  const sets = columns.map((c) => `${ident(c)} = "pgrst_body".${ident(c)}`).join(', ');
  const where = mutationWhere(sql, node);
  return (
    `UPDATE ${table} AS ${alias} SET ${sets} FROM json_populate_record(NULL::${table}, ${sql.param(JSON.stringify(body))}::json) AS "pgrst_body"` +
    `${where} RETURNING ${returning ? `${alias}.*, ` : ''}false AS "pgrst_inserted"`
  );
}

export function deleteStatement(sql: Sql, node: ReadNode, relation: Relation, returning: boolean): string {
  const alias = ident(node.alias);
  const rows = returning ? `${alias}.*, ` : '';
  return `DELETE FROM ${qualifiedIdent(relation.schema, relation.name)} AS ${alias}${mutationWhere(sql, node)} RETURNING ${rows}false AS "pgrst_inserted"`;
}

function mutationWhere(sql: Sql, node: ReadNode): string {
  const conds = node.conditions.map((c: PlannedCondition) => condition(sql, node, c));
  return conds.length ? ` WHERE ${conds.join(' AND ')}` : '';
}

/**
 * Wraps a mutation so its returned rows can be read (and embedded) like a table aliased as the root node;
 * without a representation `read`, only counted. The row also says how many rows were inserted.
 */
export function mutationStatement(mutation: string, relation: Relation, read: string | undefined): string {
  const columns = read ? [...relation.columns.keys()].map(ident).join(', ') : '"pgrst_inserted"';
  const page =
    read ?? `SELECT count(*) AS total, count(*) AS page_total, NULL::text AS body, ${RESPONSE_GUCS} FROM "pgrst_mutation"`;
  return (
    `WITH "pgrst_source" AS (${mutation}), "pgrst_mutation" AS (SELECT ${columns} FROM "pgrst_source") ` +
    `SELECT "pgrst_page".*, (SELECT count(*) FROM "pgrst_source" WHERE "pgrst_inserted") AS inserted FROM (${page}) AS "pgrst_page"`
  );
}

export const MUTATION_SOURCE = (alias: string) => `"pgrst_mutation" AS ${ident(alias)}`;
