import { singularityError } from './errors.ts';
import { preferenceApplied } from './parse/prefer.ts';
import { addFilters } from './parse/query.ts';
import { planRead, type ReadNode, type ReadSource } from './plan.ts';
import { runStatement, type RestRequest, type StatementHooks, type StatementRow } from './request.ts';
import { contentType, pageRange, sendResult } from './respond.ts';
import type { Relation } from './schema.ts';
import { Sql, ident, plannedCountStatement, qualifiedIdent, readStatement, type ReadOptions } from './sql.ts';

/** GET/HEAD on a table or view. */
export async function handleRead(r: RestRequest, relation: Relation): Promise<void> {
  addFilters(r.tree, r.tree.unreserved);
  const node = planRead(r.cache, r.tree, { name: relation.name, relation, columns: relation.columns });
  applyPaging(r, node);
  const from = `${qualifiedIdent(relation.schema, relation.name)} AS ${ident(node.alias)}`;
  await respondWithPage(r, node, from, true);
}

export function sourceOf(relation: Relation): ReadSource {
  return { name: relation.name, relation, columns: relation.columns };
}

/**
 * Root limit/offset from the query string or the Range header; `[api] max_rows` caps the root and every
 * embedded array, as PostgREST's treeRestrictRange does.
 */
export function applyPaging(r: RestRequest, node: ReadNode): void {
  node.offset = node.offset ?? r.range?.offset ?? 0;
  node.limit = node.limit ?? r.range?.limit;
  capRows(node, r.ctx.config.api.maxRows);
}

function capRows(node: ReadNode, maxRows: number): void {
  if (maxRows <= 0) return;
  node.limit = node.limit === undefined ? maxRows : Math.min(node.limit, maxRows);
  for (const item of node.items) if (item.kind === 'embed' && !item.rel.toOne) capRows(item.node, maxRows);
}

/** Runs a read statement and answers with the page, Content-Range and the right status. */
export async function respondWithPage(
  r: RestRequest,
  node: ReadNode,
  from: string,
  readOnly: boolean,
  sql = new Sql(),
): Promise<void> {
  const text = readStatement(sql, node, {
    from,
    count: countOption(r),
    singular: r.shape.kind === 'object',
    stripNulls: r.shape.stripNulls,
    rootFilters: true,
  });
  const { row, overrides } = await runStatement(r, readOnly, text, sql.params, {
    refine: countRefinement(r, node, () => from),
    check: (row) => {
      if (r.shape.kind === 'object' && Number(row.page_total) !== 1) throw singularityError(Number(row.page_total));
    },
  });
  const total = row.total === null ? null : Number(row.total);
  const { status, contentRange } = pageRange(node.offset ?? 0, Number(row.page_total), total);
  const headers: Record<string, string> = { 'Content-Type': contentType(r.shape), 'Content-Range': contentRange };
  const applied = preferenceApplied(r.prefer, { count: true });
  if (applied) headers['Preference-Applied'] = applied;
  sendResult(r, status, row.body ?? 'null', headers, overrides);
}

/** exact: count every row; estimated: exactly up to `max_rows`, the planner's estimate past it; planned: only the estimate. */
export function countOption(r: RestRequest): ReadOptions['count'] {
  const maxRows = r.ctx.config.api.maxRows;
  if (r.prefer.count === 'exact' || (r.prefer.count === 'estimated' && maxRows <= 0)) return {};
  if (r.prefer.count === 'estimated') return { cap: maxRows };
  return undefined;
}

/** Replaces the row's total with the planner's estimate where the preference asks for it. */
export function countRefinement(
  r: RestRequest,
  node: ReadNode,
  fromFor: (sql: Sql) => string,
): StatementHooks<StatementRow>['refine'] {
  const maxRows = r.ctx.config.api.maxRows;
  if (r.prefer.count !== 'planned' && r.prefer.count !== 'estimated') return undefined;
  return async (client, row) => {
    if (r.prefer.count === 'estimated' && (maxRows <= 0 || Number(row.total) <= maxRows)) return;
    const sql = new Sql();
    const text = plannedCountStatement(sql, node, fromFor(sql));
    const plan = (await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(text, sql.params)).rows[0]!;
    row.total = String(plan['QUERY PLAN'][0].Plan['Plan Rows']);
  };
}
