import { singularityError } from './errors.ts';
import { addFilters } from './parse/query.ts';
import { planRead, type ReadNode, type ReadSource } from './plan.ts';
import { inTransaction, type RestRequest } from './request.ts';
import { contentType, pageRange, send } from './respond.ts';
import type { Relation } from './schema.ts';
import { Sql, ident, qualifiedIdent, readStatement } from './sql.ts';

interface PageRow {
  total: string | null;
  page_total: string;
  body: string | null;
}

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

/** Root limit/offset from the query string or the Range header, capped by `[api] max_rows`. */
export function applyPaging(r: RestRequest, node: ReadNode): void {
  const offset = node.offset ?? r.range?.offset ?? 0;
  let limit = node.limit ?? r.range?.limit;
  const maxRows = r.ctx.config.api.maxRows;
  if (maxRows > 0) limit = limit === undefined ? maxRows : Math.min(limit, maxRows);
  node.limit = limit;
  node.offset = offset;
}

/** Runs a read statement and answers with the page, Content-Range and the right status. */
export async function respondWithPage(r: RestRequest, node: ReadNode, from: string, readOnly: boolean, sql = new Sql()): Promise<void> {
  const text = readStatement(sql, node, {
    from,
    count: r.prefer.count !== undefined,
    singular: r.shape.kind === 'object',
    stripNulls: r.shape.stripNulls,
    rootFilters: true,
  });
  const row = await inTransaction(r, readOnly, async (client) => (await client.query<PageRow>(text, sql.params)).rows[0]!);
  const pageTotal = Number(row.page_total);
  const total = row.total === null ? null : Number(row.total);
  if (r.shape.kind === 'object' && pageTotal !== 1) throw singularityError(pageTotal);
  const { status, contentRange } = pageRange(node.offset ?? 0, pageTotal, total);
  send(r.res, r.head, status, row.body ?? 'null', { 'Content-Type': contentType(r.shape), 'Content-Range': contentRange });
}
