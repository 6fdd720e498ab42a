import { PgrstError, columnNotFound, invalidBody, singularityError, undefinedColumn } from './errors.ts';
import { addFilters } from './parse/query.ts';
import { planRead, type ReadNode } from './plan.ts';
import { sourceOf } from './read.ts';
import { announceChange, inTransaction, readJsonBody, type RestRequest } from './request.ts';
import { contentType, send } from './respond.ts';
import type { Relation } from './schema.ts';
import { Sql, readStatement } from './sql.ts';
import { MUTATION_SOURCE, deleteStatement, insertStatement, updateStatement, withMutation } from './sql-write.ts';

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** POST: insert one object or an array of them; upsert with `Prefer: resolution=…`. */
export async function handleInsert(r: RestRequest, relation: Relation): Promise<void> {
  const body = await readJsonBody(r, false);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) throw invalidBody('Empty or invalid json');
  const columns = r.tree.columns ?? insertColumns(rows);
  for (const c of columns) if (!relation.columns.has(c)) throw columnNotFound(relation.name, c);

  let onConflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  if (r.prefer.resolution) {
    const target = r.tree.onConflict ?? relation.primaryKey;
    for (const c of target) if (!relation.columns.has(c)) throw undefinedColumn(relation.name, c);
    if (target.length === 0) {
      throw new PgrstError(400, '42P10', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');
    }
    onConflict = { columns: target, action: r.prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const node = planRead(r.cache, r.tree, sourceOf(relation));
  const returning = r.prefer.return === 'representation';
  const missingDefault = r.prefer.missing === 'default';
  await mutate(r, relation, node, 'INSERT', (sql) =>
    insertStatement(sql, { relation, columns, rows, missingDefault, onConflict, returning }),
  );
}

/** PATCH: update the rows the filters select. */
export async function handleUpdate(r: RestRequest, relation: Relation): Promise<void> {
  const body = await readJsonBody(r, false);
  if (!isRow(body)) throw invalidBody('Empty or invalid json');
  const columns = r.tree.columns ?? Object.keys(body);
  for (const c of columns) if (!relation.columns.has(c)) throw columnNotFound(relation.name, c);
  addFilters(r.tree, r.tree.unreserved);
  const node = planRead(r.cache, r.tree, sourceOf(relation));
  requireWhere(node, 'UPDATE');
  if (columns.length === 0) {
    // Nothing to change: answer as PostgREST does for an empty PATCH, without touching the table.
    const representation = r.prefer.return === 'representation';
    send(r.res, false, representation ? 200 : 204, representation ? '[]' : undefined, representation ? { 'Content-Type': contentType(r.shape) } : {});
    return;
  }
  const returning = r.prefer.return === 'representation';
  await mutate(r, relation, node, 'UPDATE', (sql) => updateStatement(sql, node, relation, columns, body, returning));
}

/** DELETE: delete the rows the filters select. */
export async function handleDelete(r: RestRequest, relation: Relation): Promise<void> {
  addFilters(r.tree, r.tree.unreserved);
  const node = planRead(r.cache, r.tree, sourceOf(relation));
  requireWhere(node, 'DELETE');
  const returning = r.prefer.return === 'representation';
  await mutate(r, relation, node, 'DELETE', (sql) => deleteStatement(sql, node, relation, returning));
}

/**
 * Hosted Supabase loads pg-safeupdate for API requests: an UPDATE or DELETE without any filter is refused
 * (PostgREST answers 400 for its "requires a WHERE clause" error).
 */
function requireWhere(node: ReadNode, verb: 'UPDATE' | 'DELETE'): void {
  if (node.conditions.length === 0) throw new PgrstError(400, '21000', `${verb} requires a WHERE clause`);
  if (node.conditions.some((c) => c.kind === 'embedNull')) {
    throw new PgrstError(400, 'PGRST127', 'Feature not implemented', 'Filtering a write by an embedded resource is not supported');
  }
}

/** Columns of an insert without `columns=`: the keys, which must be the same in every object. */
function insertColumns(rows: Row[]): string[] {
  const first = Object.keys(rows[0] ?? {});
  for (const row of rows.slice(1)) {
    const keys = Object.keys(row);
    if (keys.length !== first.length || !keys.every((k) => first.includes(k))) throw invalidBody('All object keys must match');
  }
  return first;
}

interface MutationRow {
  total: string | null;
  page_total: string;
  body: string | null;
}

async function mutate(
  r: RestRequest,
  relation: Relation,
  node: ReadNode,
  type: 'INSERT' | 'UPDATE' | 'DELETE',
  statement: (sql: Sql) => string,
): Promise<void> {
  const sql = new Sql();
  const mutation = statement(sql);
  const representation = r.prefer.return === 'representation';
  const singular = r.shape.kind === 'object';
  const result = await inTransaction(r, false, async (client) => {
    let count: number;
    let body: string | undefined;
    if (representation) {
      const read = readStatement(sql, node, { from: MUTATION_SOURCE(node.alias), count: true, singular, stripNulls: r.shape.stripNulls, rootFilters: false });
      const row = (await client.query<MutationRow>(withMutation(mutation, read), sql.params)).rows[0]!;
      count = Number(row.total);
      body = row.body ?? 'null';
    } else {
      count = (await client.query(mutation, sql.params)).rowCount ?? 0;
    }
    // A singular write that touched other than one row is undone (PostgREST rolls back, then answers 406).
    if (singular && count !== 1) throw singularityError(count);
    return { count, body };
  });
  announceChange(r, relation.name, type, result.count);

  const applied = [
    ...(r.prefer.return ? [`return=${r.prefer.return}`] : []),
    ...(type === 'INSERT' && r.prefer.resolution ? [`resolution=${r.prefer.resolution}`] : []),
    ...(type === 'INSERT' && r.prefer.missing === 'default' ? ['missing=default'] : []),
    ...(r.prefer.count ? [`count=${r.prefer.count}`] : []),
  ];
  const total = r.prefer.count ? String(result.count) : '*';
  const range = type === 'INSERT' || result.count === 0 ? `*/${total}` : `0-${result.count - 1}/${total}`;
  const headers: Record<string, string> = { 'Content-Range': range };
  if (applied.length) headers['Preference-Applied'] = applied.join(', ');
  if (representation) {
    send(r.res, false, type === 'INSERT' ? 201 : 200, result.body, { ...headers, 'Content-Type': contentType(r.shape) });
  } else {
    send(r.res, false, type === 'INSERT' ? 201 : 204, undefined, headers);
  }
}
