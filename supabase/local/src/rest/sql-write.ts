import type { PlannedCondition, ReadNode } from './plan.ts';
import type { Relation } from './schema.ts';
import { RESPONSE_GUCS, condition, ident, qualifiedIdent, type Sql } from './sql.ts';

// Mutations; the representation they return is read with sql.ts's readStatement over the CTE
// "pgrst_mutation". A mutation RETURNING only the columns its representation reads (returnedColumns), so
// column-level grants hold as under PostgREST; without a representation, only `1`, like PostgREST's
// `RETURNING 1`: a minimal write needs no SELECT privilege (a visitor's insert into a table it may not
// read, e.g. seller_submissions).

/**
 * A merging upsert counts the rows it updated in a transaction-local setting from its DO UPDATE's WHERE
 * (as PostgREST counts pgrst.inserted): inserted = returned - updated. `xmax = 0` told them apart too,
 * but a partitioned table has no system columns to return (0A000).
 */
const UPDATED_SETTING = `nullif(current_setting('pgrst.updated', true), '')::int`;
const COUNT_UPDATED = `set_config('pgrst.updated', (coalesce(${UPDATED_SETTING}, 0) + 1)::text, true) IS NOT NULL`;

/**
 * A JSON object (`json`, SQL) as a row of the relation. A column whose domain has a data representation
 * is parsed by its cast function from json instead (PostgREST's data representations), so its key is
 * left out of the populated record, which would parse it by the domain's own input.
 */
function bodyRecord(sql: Sql, relation: Relation, columns: string[], json: string) {
  const table = qualifiedIdent(relation.schema, relation.name);
  const parsers = new Map(
    columns.flatMap((c) => {
      const parse = relation.columns.get(c)?.representation?.jsonIn;
      return parse ? [[c, parse] as const] : [];
    }),
  );
  const record = parsers.size
    ? `jsonb_populate_record(NULL::${table}, (${json})::jsonb - ${sql.param([...parsers.keys()])}::text[])`
    : `json_populate_record(NULL::${table}, ${json})`;
  const value = (column: string, source: string) => {
    const parse = parsers.get(column);
    return parse ? `${parse}((${json})->${sql.param(column)}::text)` : `${source}.${ident(column)}`;
  };
  return { record, value };
}

/** RETURNING list: the columns, or a constant when none is read. */
function returningList(table: string, columns: string[] | undefined): string {
  const list = (columns ?? []).map((c) => `${table}.${ident(c)}`);
  return list.length ? list.join(', ') : '1';
}

export interface InsertSpec {
  relation: Relation;
  columns: string[];
  rows: Record<string, unknown>[];
  /** `Prefer: missing=default`: keys absent from a row take the column default instead of NULL. */
  missingDefault: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  /** The columns read back for a representation (Prefer: return=representation). */
  returning?: string[];
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
      const body = bodyRecord(sql, spec.relation, spec.columns, `${sql.param(JSON.stringify(row))}::json`);
      const cells = spec.columns.map((c) => (Object.hasOwn(row, c) ? body.value(c, `(${body.record})`) : 'DEFAULT'));
      return `(${cells.join(', ')})`;
    });
    statement = `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}`;
  } else if (spec.columns.some((c) => spec.relation.columns.get(c)?.representation?.jsonIn)) {
    const body = bodyRecord(sql, spec.relation, spec.columns, '"pgrst_raw"');
    statement =
      `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${spec.columns.map((c) => body.value(c, '"pgrst_body"')).join(', ')}` +
      ` FROM json_array_elements(${sql.param(JSON.stringify(spec.rows))}::json) AS "pgrst_raw"` +
      ` CROSS JOIN LATERAL ${body.record} AS "pgrst_body"`;
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
        : ` ON CONFLICT ${target} DO UPDATE SET ${updates.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')} WHERE ${COUNT_UPDATED}`;
  }
  return `${statement} RETURNING ${returningList(table, spec.returning)}`;
}

export function updateStatement(
  sql: Sql,
  node: ReadNode,
  relation: Relation,
  columns: string[],
  body: Record<string, unknown>,
  returning: string[] | undefined,
): string {
  const table = qualifiedIdent(relation.schema, relation.name);
  const alias = ident(node.alias);
  const record = bodyRecord(sql, relation, columns, `${sql.param(JSON.stringify(body))}::json`);
  const sets = columns.map((c) => `${ident(c)} = ${record.value(c, '"pgrst_body"')}`).join(', ');
  const where = mutationWhere(sql, node);
  return `UPDATE ${table} AS ${alias} SET ${sets} FROM ${record.record} AS "pgrst_body"${where} RETURNING ${returningList(alias, returning)}`;
}

export function deleteStatement(sql: Sql, node: ReadNode, relation: Relation, returning: string[] | undefined): string {
  const alias = ident(node.alias);
  return `DELETE FROM ${qualifiedIdent(relation.schema, relation.name)} AS ${alias}${mutationWhere(sql, node)} RETURNING ${returningList(alias, returning)}`;
}

function mutationWhere(sql: Sql, node: ReadNode): string {
  const conds = node.conditions.map((c: PlannedCondition) => condition(sql, node, c));
  return conds.length ? ` WHERE ${conds.join(' AND ')}` : '';
}

/**
 * Wraps a mutation so its returned rows can be read (and embedded) like a table aliased as the root node;
 * without a representation `read`, only counted. The row also says how many rows were inserted.
 */
export function mutationStatement(mutation: string, returning: string[] | undefined, read: string | undefined): string {
  const columns = read ? (returning ?? []).map(ident).join(', ') : '';
  const page =
    read ?? `SELECT count(*) AS total, count(*) AS page_total, NULL::text AS body, ${RESPONSE_GUCS} FROM "pgrst_mutation"`;
  // The page has read every returned row (an aggregate) before the count of updated rows is read.
  return (
    `WITH "pgrst_source" AS (${mutation}), "pgrst_mutation" AS (SELECT ${columns} FROM "pgrst_source") ` +
    `SELECT "pgrst_page".*, (SELECT count(*) FROM "pgrst_source") - coalesce(${UPDATED_SETTING}, 0) AS inserted FROM (${page}) AS "pgrst_page"`
  );
}

/**
 * The columns a representation reads from the mutated rows: all of them for `*` (or a computed field),
 * else those selected, ordered by, and joined on by its embeddings.
 */
export function returnedColumns(node: ReadNode, relation: Relation): string[] {
  const all = [...relation.columns.keys()];
  const needed = new Set<string>();
  for (const item of node.items) {
    if (item.kind === 'star') return all;
    if (item.kind === 'column') {
      if (!relation.columns.has(item.column)) return all;
      needed.add(item.column);
    } else if (item.rel.join.kind === 'direct') for (const [, parent] of item.rel.join.pairs) needed.add(parent);
    else if (item.rel.join.kind === 'junction') for (const [, parent] of item.rel.join.toParent) needed.add(parent);
    else return all;
  }
  for (const { term, via } of node.order) {
    if (via?.join.kind === 'direct') for (const [, parent] of via.join.pairs) needed.add(parent);
    else if (relation.columns.has(term.field.name)) needed.add(term.field.name);
    else return all;
  }
  return all.filter((c) => needed.has(c));
}

export const MUTATION_SOURCE = (alias: string) => `"pgrst_mutation" AS ${ident(alias)}`;
