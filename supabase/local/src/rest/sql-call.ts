import type { RoutineInfo } from './schema.ts';
import { RESPONSE_GUCS, ident, qualifiedIdent, type Sql } from './sql.ts';

// Function calls for /rpc. Rows a function returns are read with sql.ts's readStatement over the call;
// scalars get statements of their own with the same columns (total, page_total, body, response GUCs).

export interface RoutineCall {
  /** `json_to_record(…) AS "pgrst_args"(…)` when the call has named arguments, else ''. */
  args: string;
  call: string;
}

/**
 * The call of `routine` with named arguments. Arguments arrive as one JSON object and are converted by
 * json_to_record to the parameter types, exactly as PostgREST passes them.
 */
export function routineCall(sql: Sql, routine: RoutineInfo, args: Record<string, unknown> | { whole: unknown }): RoutineCall {
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

/**
 * FROM clause reading a set/record-returning routine as the root node. OUT/TABLE columns are named
 * explicitly: with a single one Postgres would otherwise name the column after the alias.
 */
export function routineSource(call: RoutineCall, alias: string, columns?: string[]): string {
  const named = columns ? `${ident(alias)}(${columns.map(ident).join(', ')})` : ident(alias);
  return call.args ? `${call.args} CROSS JOIN LATERAL ${call.call} AS ${named}` : `${call.call} AS ${named}`;
}

/** A routine returning one scalar (or void): its JSON value. */
export function scalarStatement(call: RoutineCall): string {
  const from = call.args ? ` FROM ${call.args}` : '';
  return `SELECT NULL::bigint AS total, 1 AS page_total, to_json(${call.call})::text AS body, ${RESPONSE_GUCS}${from}`;
}

/**
 * A routine returning SETOF a scalar (or of bare records): a JSON array of the values, paged. It is called
 * in a select list, as PostgREST does: in FROM, a function returning `record` needs a column list.
 */
export function scalarSetStatement(sql: Sql, call: RoutineCall, limit?: number, offset?: number): string {
  const paging = (limit !== undefined ? ` LIMIT ${sql.param(limit)}` : '') + (offset ? ` OFFSET ${sql.param(offset)}` : '');
  const source = `(SELECT ${call.call} AS "v"${call.args ? ` FROM ${call.args}` : ''}) AS "pgrst_v"`;
  return (
    `SELECT NULL::bigint AS total, count(*) AS page_total, coalesce(json_agg("pgrst_t"."v"), '[]')::text AS body, ${RESPONSE_GUCS}` +
    ` FROM (SELECT "pgrst_v"."v" FROM ${source}${paging}) AS "pgrst_t"`
  );
}
