import { PgrstError, singularityError } from './errors.ts';
import { parseFilter } from './parse/filter.ts';
import { checkMaxAffected, preferenceApplied } from './parse/prefer.ts';
import { addFilters } from './parse/query.ts';
import { readJsonBody, runStatement, type RestRequest, type StatementRow } from './request.ts';
import { contentType, pageRange, sendResult, type ResponseOverrides } from './respond.ts';
import { planCall, type CallPlan } from './rpc-plan.ts';
import { resolveCall } from './rpc-resolve.ts';
import type { RoutineInfo } from './schema.ts';

// GET/HEAD/POST /rpc/{fn} in the stages of a read: parse the call, resolve the overload, plan one
// statement, run it in the request's transaction, respond.

/** A call as the request states it, before any function is chosen. */
interface ParsedCall {
  readOnly: boolean;
  /** Named arguments (query values are text; JSON values as sent). */
  args: Record<string, unknown>;
  /** The POST body as sent, for a function taking one unnamed json/jsonb parameter. */
  body?: unknown;
}

export async function handleRpc(r: RestRequest, name: string): Promise<void> {
  const overloads = r.cache.routines.get(`${r.schema}.${name}`) ?? [];
  const parsed = await parseCall(r, overloads);
  const functionNames = () =>
    [...r.cache.routines.values()]
      .flat()
      .filter((fn) => fn.schema === r.schema)
      .map((fn) => fn.name);
  const { routine, args } = resolveCall(overloads, {
    schema: r.schema,
    name,
    ...parsed,
    isPost: !parsed.readOnly,
    functionNames,
  });
  const plan = planCall(r, routine, args);
  const { row, overrides } = await runStatement(r, parsed.readOnly, plan.text, plan.params, {
    check: (row) => checkRows(r, plan, row),
    refine: plan.refine,
  });
  respondCall(r, plan, row, overrides);
}

/**
 * GET: as PostgREST reads it, a value with an operator (`id=gt.2`) is a filter, any other an argument
 * (`id=5`), even where a parameter and a column share the name; a variadic parameter takes every value of
 * its repeated key. POST: the JSON object (the first one of an array), restricted to `?columns=`.
 */
async function parseCall(r: RestRequest, overloads: RoutineInfo[]): Promise<ParsedCall> {
  if (!['GET', 'HEAD', 'POST'].includes(r.method)) {
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${r.method} method on RPC`);
  }
  if (r.method !== 'POST') {
    const variadic = new Set(overloads.flatMap((o) => o.params.filter((p) => p.variadic).map((p) => p.name)));
    const filters: { key: string; value: string }[] = [];
    const args: Record<string, unknown> = {};
    for (const pair of r.tree.unreserved) {
      if (readsAsFilter(pair.key, pair.value)) filters.push(pair);
      else if (variadic.has(pair.key)) args[pair.key] = [...((args[pair.key] as string[] | undefined) ?? []), pair.value];
      else args[pair.key] = pair.value;
    }
    addFilters(r.tree, filters);
    return { readOnly: true, args };
  }
  addFilters(r.tree, r.tree.unreserved);
  const body = await readJsonBody(r, true);
  const first = Array.isArray(body) ? body[0] : body;
  let args = typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as Record<string, unknown>) : {};
  const columns = r.tree.columns;
  if (columns) args = Object.fromEntries(Object.entries(args).filter(([key]) => columns.includes(key)));
  return { readOnly: false, args, body };
}

/** Refusals decided on the result, inside the transaction so the call's work is rolled back. */
function checkRows(r: RestRequest, plan: CallPlan, row: StatementRow): void {
  const rows = Number(row.page_total);
  if (plan.kind !== 'void' && r.shape.kind === 'object' && rows !== 1) throw singularityError(rows);
  if (plan.kind === 'rows' || plan.kind === 'values') checkMaxAffected(r.prefer, rows);
}

/**
 * Every answer but void's carries a Content-Range, a single scalar or row `0-0/*` (`0-0/1` counted), and
 * the media type negotiated (`application/vnd.pgrst.object+json` only when asked for), as PostgREST's.
 */
function respondCall(r: RestRequest, plan: CallPlan, row: StatementRow, overrides: ResponseOverrides) {
  const applied = preferenceApplied(r.prefer, { count: plan.kind !== 'void' });
  const headers: Record<string, string> = applied ? { 'Preference-Applied': applied } : {};
  if (plan.kind === 'void') return sendResult(r, 204, undefined, headers, overrides);
  const rows = Number(row.page_total);
  let total = row.total === null ? null : Number(row.total);
  if (plan.kind === 'value' && r.prefer.count) total = rows;
  const { status, contentRange } = pageRange(plan.offset, rows, total);
  // A stripped-nulls media type applies to rows only; a value is answered as the JSON it is.
  const type =
    plan.kind === 'rows' || plan.kind === 'row' ? contentType(r.shape) : contentType({ ...r.shape, stripNulls: false });
  // The function returned one row; filtered away it is null rather than PGRST116. A set of values asked
  // for as one object (checked to be one) is that value.
  let body = row.body ?? 'null';
  if (plan.kind === 'values' && r.shape.kind === 'object') body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
  return sendResult(r, status, body, { ...headers, 'Content-Type': type, 'Content-Range': contentRange }, overrides);
}

function readsAsFilter(key: string, value: string): boolean {
  try {
    parseFilter(key.slice(key.lastIndexOf('.') + 1), value);
    return true;
  } catch {
    return false;
  }
}
