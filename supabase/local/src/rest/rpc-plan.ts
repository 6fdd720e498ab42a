import { PgrstError } from './errors.ts';
import { planRead, type ReadNode } from './plan.ts';
import { applyPaging, countOption, countRefinement } from './read.ts';
import type { RestRequest, StatementHooks, StatementRow } from './request.ts';
import type { RoutineInfo } from './schema.ts';
import { Sql, readStatement } from './sql.ts';
import { routineCall, routineSource, scalarSetStatement, scalarStatement } from './sql-call.ts';

/** One statement for one call, and how its row becomes a response. */
export interface CallPlan {
  kind: 'rows' | 'row' | 'values' | 'value' | 'void';
  text: string;
  params: unknown[];
  /** Where the page starts (rows and values). */
  offset: number;
  /** The planner's estimate for `Prefer: count=planned|estimated`. */
  refine?: StatementHooks<StatementRow>['refine'];
}

/**
 * Plans the call of `routine`: functions returning rows (SETOF a table, TABLE/OUT columns, one composite)
 * are read like a table, so select, filters, order and embedding apply; scalars answer their JSON value.
 */
export function planCall(r: RestRequest, routine: RoutineInfo, args: Record<string, unknown> | { whole: unknown }): CallPlan {
  const sql = new Sql();
  const call = routineCall(sql, routine, args);
  const { returns } = routine;
  if (r.prefer.handling === 'strict' && r.prefer.maxAffected !== undefined && !routine.setOf) {
    throw new PgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  if (returns.kind === 'relation' || returns.kind === 'record') {
    const node: ReadNode = planRead(
      r.cache,
      r.tree,
      returns.kind === 'relation'
        ? { name: routine.name, relation: returns.relation, columns: returns.relation.columns }
        : { name: routine.name, columns: returns.columns },
    );
    if (routine.setOf) applyPaging(r, node);
    const columns = returns.kind === 'record' ? [...returns.columns.keys()] : undefined;
    const from = routineSource(call, node.alias, columns);
    const text = readStatement(sql, node, {
      from,
      count: countOption(r),
      // A function returning one row answers with an object, not an array.
      singular: !routine.setOf || r.shape.kind === 'object',
      stripNulls: r.shape.stripNulls,
      rootFilters: true,
    });
    // The estimate is a statement of its own: the call is rendered again with its parameters.
    const fromFor = (own: Sql) => routineSource(routineCall(own, routine, args), node.alias, columns);
    const estimate = routine.setOf ? countRefinement(r, node, fromFor) : undefined;
    return { kind: routine.setOf ? 'rows' : 'row', text, params: sql.params, offset: node.offset ?? 0, refine: estimate };
  }
  if (returns.kind === 'scalar' && routine.setOf) {
    const root = r.tree.modifiers.get('');
    const offset = root?.offset ?? r.range?.offset ?? 0;
    const text = scalarSetStatement(sql, call, capped(r, root?.limit ?? r.range?.limit), offset);
    return { kind: 'values', text, params: sql.params, offset };
  }
  return { kind: returns.kind === 'void' ? 'void' : 'value', text: scalarStatement(call), params: sql.params, offset: 0 };
}

function capped(r: RestRequest, limit: number | undefined): number | undefined {
  const maxRows = r.ctx.config.api.maxRows;
  if (maxRows <= 0) return limit;
  return limit === undefined ? maxRows : Math.min(limit, maxRows);
}
