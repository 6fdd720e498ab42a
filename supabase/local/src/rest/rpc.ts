import { PgrstError, singularityError } from './errors.ts';
import { parseFilter } from './parse/filter.ts';
import { checkMaxAffected, preferenceApplied } from './parse/prefer.ts';
import { addFilters } from './parse/query.ts';
import { readJsonBody, runStatement, type RestRequest, type StatementRow } from './request.ts';
import { JSON_TYPE, OBJECT_TYPE, contentType, pageRange, sendResult, type ResponseOverrides } from './respond.ts';
import { planCall, type CallPlan } from './rpc-plan.ts';
import { resolveCall } from './rpc-resolve.ts';

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
  const parsed = await parseCall(
    r,
    overloads.flatMap((o) => o.params.map((p) => p.name)),
  );
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

/** GET: a key naming a parameter is an argument, any other key a filter if it reads as one. POST: the JSON body. */
async function parseCall(r: RestRequest, paramNames: string[]): Promise<ParsedCall> {
  if (!['GET', 'HEAD', 'POST'].includes(r.method)) {
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${r.method} method on RPC`);
  }
  if (r.method !== 'POST') {
    const names = new Set(paramNames);
    const isArg = (p: { key: string; value: string }) => names.has(p.key) || !readsAsFilter(p.key, p.value);
    addFilters(
      r.tree,
      r.tree.unreserved.filter((p) => !isArg(p)),
    );
    return { readOnly: true, args: Object.fromEntries(r.tree.unreserved.filter(isArg).map((p) => [p.key, p.value])) };
  }
  addFilters(r.tree, r.tree.unreserved);
  const body = await readJsonBody(r, true);
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  return { readOnly: false, args: isObject ? (body as Record<string, unknown>) : {}, body };
}

/** Refusals decided on the result, inside the transaction so the call's work is rolled back. */
function checkRows(r: RestRequest, plan: CallPlan, row: StatementRow): void {
  const rows = Number(row.page_total);
  if (plan.kind === 'rows' && r.shape.kind === 'object' && rows !== 1) throw singularityError(rows);
  if (plan.kind === 'rows' || plan.kind === 'values') checkMaxAffected(r.prefer, rows);
}

function respondCall(r: RestRequest, plan: CallPlan, row: StatementRow, overrides: ResponseOverrides) {
  const applied = preferenceApplied(r.prefer, { count: plan.kind === 'rows' });
  const headers: Record<string, string> = applied ? { 'Preference-Applied': applied } : {};
  switch (plan.kind) {
    case 'rows':
    case 'values': {
      const total = row.total === null ? null : Number(row.total);
      const { status, contentRange } = pageRange(plan.offset, Number(row.page_total), total);
      const type = plan.kind === 'rows' ? contentType(r.shape) : JSON_TYPE;
      return sendResult(
        r,
        status,
        row.body ?? 'null',
        { ...headers, 'Content-Type': type, 'Content-Range': contentRange },
        overrides,
      );
    }
    case 'row': {
      // The function returned one row; filtered away it is null rather than PGRST116.
      const type = Number(row.page_total) === 1 ? OBJECT_TYPE : JSON_TYPE;
      return sendResult(r, 200, row.body ?? 'null', { ...headers, 'Content-Type': type }, overrides);
    }
    case 'value':
      return sendResult(r, 200, row.body ?? 'null', { ...headers, 'Content-Type': JSON_TYPE }, overrides);
    case 'void':
      return sendResult(r, 204, undefined, headers, overrides);
  }
}

function readsAsFilter(key: string, value: string): boolean {
  try {
    parseFilter(key.slice(key.lastIndexOf('.') + 1), value);
    return true;
  } catch {
    return false;
  }
}
