import { PgrstError, columnNotFound, invalidBody, singularityError, undefinedColumn } from './errors.ts';
import { addFilters } from './parse/query.ts';
import { planRead, type ReadNode } from './plan.ts';
import { sourceOf } from './read.ts';
import { checkMaxAffected, preferenceApplied } from './parse/prefer.ts';
import { announceChange, endsInRollback, readJsonBody, runStatement, type RestRequest, type StatementRow } from './request.ts';
import { contentType, send, sendResult } from './respond.ts';
import type { Relation } from './schema.ts';
import { Sql, readStatement } from './sql.ts';
import {
  MUTATION_SOURCE,
  deleteStatement,
  insertStatement,
  mutationStatement,
  returnedColumns,
  updateStatement,
} from './sql-write.ts';

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
  const target = r.tree.onConflict ?? relation.primaryKey;
  // Without a primary key or on_conflict there is nothing to conflict on: PostgREST ignores the resolution.
  if (r.prefer.resolution && target.length > 0) {
    for (const c of target) if (!relation.columns.has(c)) throw undefinedColumn(relation.name, c);
    onConflict = { columns: target, action: r.prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const node = planRead(r.cache, r.tree, sourceOf(relation));
  const missingDefault = r.prefer.missing === 'default';
  const returning = representationColumns(r, node, relation);
  const insert = (sql: Sql) => insertStatement(sql, { relation, columns, rows, missingDefault, onConflict, returning });
  await mutate(r, relation, node, 'INSERT', insert, onConflict?.action);
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
    send(
      r.res,
      false,
      representation ? 200 : 204,
      representation ? '[]' : undefined,
      representation ? { 'Content-Type': contentType(r.shape) } : {},
    );
    return;
  }
  await mutate(r, relation, node, 'UPDATE', (sql) =>
    updateStatement(sql, node, relation, columns, body, representationColumns(r, node, relation)),
  );
}

/** DELETE: delete the rows the filters select. */
export async function handleDelete(r: RestRequest, relation: Relation): Promise<void> {
  addFilters(r.tree, r.tree.unreserved);
  const node = planRead(r.cache, r.tree, sourceOf(relation));
  requireWhere(node, 'DELETE');
  await mutate(r, relation, node, 'DELETE', (sql) =>
    deleteStatement(sql, node, relation, representationColumns(r, node, relation)),
  );
}

/** The columns a write returns: only for a representation, and only those it reads. */
function representationColumns(r: RestRequest, node: ReadNode, relation: Relation): string[] | undefined {
  return r.prefer.return === 'representation' ? returnedColumns(node, relation) : undefined;
}

/**
 * Hosted Supabase loads pg-safeupdate for API requests: an UPDATE or DELETE without any filter is refused
 * (PostgREST answers 400 for its "requires a WHERE clause" error).
 */
function requireWhere(node: ReadNode, verb: 'UPDATE' | 'DELETE'): void {
  if (node.conditions.length === 0) throw new PgrstError(400, '21000', `${verb} requires a WHERE clause`);
  if (node.conditions.some((c) => c.kind === 'embedNull')) {
    throw new PgrstError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Filtering a write by an embedded resource is not supported',
    );
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

async function mutate(
  r: RestRequest,
  relation: Relation,
  node: ReadNode,
  type: 'INSERT' | 'UPDATE' | 'DELETE',
  statement: (sql: Sql) => string,
  upsert?: 'merge' | 'ignore',
): Promise<void> {
  const sql = new Sql();
  const mutation = statement(sql);
  const representation = r.prefer.return === 'representation';
  const singular = r.shape.kind === 'object';
  const read = representation
    ? readStatement(sql, node, {
        from: MUTATION_SOURCE(node.alias),
        count: {},
        singular,
        stripNulls: r.shape.stripNulls,
        rootFilters: false,
      })
    : undefined;
  const text = mutationStatement(mutation, representationColumns(r, node, relation), read);
  const check = (row: StatementRow) => {
    const count = Number(row.total);
    // A singular write that touched other than one row is undone (PostgREST rolls back, then answers 406).
    if (singular && count !== 1) throw singularityError(count);
    if (type !== 'INSERT') checkMaxAffected(r.prefer, count);
  };
  const { row, overrides } = await runStatement<StatementRow & { inserted: string }>(r, false, text, sql.params, { check });
  const count = Number(row.total);
  if (!endsInRollback(r)) announceChange(r, relation.name, type, count);

  const isInsert = type === 'INSERT';
  const applied = preferenceApplied(r.prefer, { resolution: upsert !== undefined, missing: isInsert, return: true, count: true });
  const total = r.prefer.count ? String(count) : '*';
  // PostgREST: an update says which rows (0-N/…), an insert or a delete only how many (*/…).
  const range = type !== 'UPDATE' || count === 0 ? `*/${total}` : `0-${count - 1}/${total}`;
  const headers: Record<string, string> = { 'Content-Range': range };
  if (applied) headers['Preference-Applied'] = applied;
  // A merging upsert that only updated existing rows created nothing: 200, as PostgREST answers
  // (one that ignored every duplicate still answers 201).
  const created = isInsert && !(upsert === 'merge' && Number(row.inserted) === 0);
  if (representation) {
    sendResult(r, created ? 201 : 200, row.body ?? 'null', { ...headers, 'Content-Type': contentType(r.shape) }, overrides);
  } else {
    sendResult(r, created ? 201 : isInsert ? 200 : 204, undefined, headers, overrides);
  }
}
