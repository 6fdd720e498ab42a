import { PgrstError } from './errors.ts';
import { parseFilter } from './parse/filter.ts';
import { addFilters } from './parse/query.ts';
import { planRead } from './plan.ts';
import { applyPaging, respondWithPage } from './read.ts';
import { inTransaction, readJsonBody, type RestRequest } from './request.ts';
import { JSON_TYPE, contentType, pageRange, send } from './respond.ts';
import type { RoutineInfo } from './schema.ts';
import { Sql } from './sql.ts';
import { routineCall, routineSource, scalarSetStatement, scalarStatement } from './sql-write.ts';

/** GET/HEAD/POST /rpc/{fn}: named arguments from the JSON body (POST) or the query string (GET). */
export async function handleRpc(r: RestRequest, name: string): Promise<void> {
  if (!['GET', 'HEAD', 'POST'].includes(r.method)) {
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${r.method} method on RPC`);
  }
  const overloads = r.cache.routines.get(`${r.schema}.${name}`) ?? [];
  const readOnly = r.method !== 'POST';

  let args: Record<string, unknown> | { whole: unknown };
  let routine: RoutineInfo;
  if (readOnly) {
    // A key naming a parameter is an argument; any other key is a filter if it reads as one.
    const names = new Set(overloads.flatMap((o) => o.params.map((p) => p.name)));
    const isArg = (p: { key: string; value: string }) => names.has(p.key) || !readsAsFilter(p.key, p.value);
    const argPairs = r.tree.unreserved.filter(isArg);
    addFilters(r.tree, r.tree.unreserved.filter((p) => !isArg(p)));
    args = Object.fromEntries(argPairs.map((p) => [p.key, p.value]));
    routine = chooseRoutine(r, name, overloads, args, false);
  } else {
    addFilters(r.tree, r.tree.unreserved);
    const body = await readJsonBody(r, true);
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const keyed = isObject ? (body as Record<string, unknown>) : {};
    routine = chooseRoutine(r, name, overloads, keyed, true, body);
    args = isSingleJsonParam(routine) && !routine.params.some((p) => Object.hasOwn(keyed, p.name)) ? { whole: body } : keyed;
  }

  const sql = new Sql();
  const call = routineCall(sql, routine, args);
  const { returns } = routine;
  if (returns.kind === 'relation' || returns.kind === 'record') {
    const source = returns.kind === 'relation'
      ? { name: routine.name, relation: returns.relation, columns: returns.relation.columns }
      : { name: routine.name, columns: returns.columns };
    const node = planRead(r.cache, r.tree, source);
    if (routine.setOf) applyPaging(r, node);
    // A function returning one row answers with an object, not an array.
    const single = routine.setOf ? r : { ...r, shape: { ...r.shape, kind: 'object' as const } };
    const from = routineSource(call, node.alias);
    if (!routine.setOf) return respondSingleRow(single, node, from, readOnly, sql);
    return respondWithPage(r, node, from, readOnly, sql);
  }
  if (returns.kind === 'scalar' && routine.setOf) {
    const limit = r.tree.modifiers.get('')?.limit ?? r.range?.limit;
    const offset = r.tree.modifiers.get('')?.offset ?? r.range?.offset ?? 0;
    const text = scalarSetStatement(sql, call, capped(r, limit), offset);
    const row = await inTransaction(r, readOnly, async (c) => (await c.query(text, sql.params)).rows[0]);
    const { status, contentRange } = pageRange(offset, Number(row.page_total), null);
    return send(r.res, r.head, status, row.body, { 'Content-Type': JSON_TYPE, 'Content-Range': contentRange });
  }
  const text = scalarStatement(call);
  const row = await inTransaction(r, readOnly, async (c) => (await c.query(text, sql.params)).rows[0]);
  if (returns.kind === 'void') return send(r.res, r.head, 204, undefined, {});
  send(r.res, r.head, 200, row?.body ?? 'null', { 'Content-Type': contentType({ kind: 'array', stripNulls: false }) });
}

async function respondSingleRow(r: RestRequest, node: Parameters<typeof respondWithPage>[1], from: string, readOnly: boolean, sql: Sql): Promise<void> {
  // Zero rows (filtered away) answers null rather than PGRST116: the function itself returned one value.
  try {
    await respondWithPage(r, node, from, readOnly, sql);
  } catch (err) {
    if (err instanceof PgrstError && err.code === 'PGRST116' && r.shape.kind === 'object') {
      send(r.res, r.head, 200, 'null', { 'Content-Type': JSON_TYPE });
      return;
    }
    throw err;
  }
}

function capped(r: RestRequest, limit: number | undefined): number | undefined {
  const maxRows = r.ctx.config.api.maxRows;
  if (maxRows <= 0) return limit;
  return limit === undefined ? maxRows : Math.min(limit, maxRows);
}

function isSingleJsonParam(routine: RoutineInfo): boolean {
  const [only] = routine.params;
  return routine.params.length === 1 && only!.name === '' && (only!.type === 'json' || only!.type === 'jsonb');
}

/** Picks the overload whose parameter names fit the given keys (PGRST202 none, PGRST203 several). */
function chooseRoutine(
  r: RestRequest,
  name: string,
  overloads: RoutineInfo[],
  args: Record<string, unknown>,
  isPost: boolean,
  body?: unknown,
): RoutineInfo {
  const keys = Object.keys(args);
  const fits = overloads.filter(
    (o) => keys.every((k) => o.params.some((p) => p.name === k)) && o.params.every((p) => p.hasDefault || keys.includes(p.name)),
  );
  const wholeBody = isPost && body !== undefined ? overloads.filter(isSingleJsonParam) : [];
  const candidates = fits.length ? fits : wholeBody;
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) throw noSuchFunction(r, name, keys, isPost);
  throw new PgrstError(300, 'PGRST203', `Could not choose the best candidate function between: ${candidates
    .map((c) => `${c.schema}.${c.name}(${c.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`).join(', ')}`,
  null, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
}

function noSuchFunction(r: RestRequest, name: string, keys: string[], isPost: boolean): PgrstError {
  const fn = `${r.schema}.${name}`;
  const sorted = [...keys].sort();
  const withParams = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const details = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  return new PgrstError(404, 'PGRST202', `Could not find the function ${fn}${withParams} in the schema cache`,
    `Searched for the function ${fn}${details}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`);
}

function readsAsFilter(key: string, value: string): boolean {
  try {
    parseFilter(key.slice(key.lastIndexOf('.') + 1), value);
    return true;
  } catch {
    return false;
  }
}
