import type { Filter } from './parse/types.ts';
import type { Sql } from './sql.ts';

// The operators of PostgREST's filters as SQL; values always travel as parameters.

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
};
const TEXT_OPS = new Set(['like', 'ilike', 'match', 'imatch']);
const FTS_FUNCTION: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** One filter's SQL: `lhs` is the column expression, `textLhs` the same as text (for LIKE, regexps, fts). */
export function filterExpr(
  sql: Sql,
  filter: Filter,
  lhs: string,
  textLhs: string,
  columnType: string,
  /** The cast function from text that parses the values (PostgREST's data representations). */
  parseAs?: string,
): string {
  const { op, value } = filter;
  if (parseAs && !TEXT_OPS.has(op) && !FTS_FUNCTION[op] && value.kind !== 'is') {
    if (value.kind === 'list') {
      const list = `ARRAY(SELECT ${parseAs}("pgrst_v") FROM unnest(${sql.param(value.values)}::text[]) AS "pgrst_v")`;
      return op === 'in' ? `${lhs} = ANY(${list})` : `${lhs} ${COMPARISON[op]} ${filter.quantifier!.toUpperCase()}(${list})`;
    }
    return `${lhs} ${COMPARISON[op]} ${parseAs}(${sql.param(value.value)}::text)`;
  }
  const pattern = (v: string) => (op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v);
  if (value.kind === 'is') {
    return `${lhs} IS ${value.value === 'not_null' ? 'NOT NULL' : value.value.toUpperCase()}`;
  }
  const target = TEXT_OPS.has(op) ? textLhs : lhs;
  if (op === 'in' && value.kind === 'list') return `${lhs} = ANY(${sql.param(value.values)})`;
  if (filter.quantifier && value.kind === 'list') {
    return `${target} ${COMPARISON[op]} ${filter.quantifier.toUpperCase()}(${sql.param(value.values.map(pattern))})`;
  }
  const single = value.kind === 'single' ? value.value : '';
  if (FTS_FUNCTION[op]) {
    const config = filter.language ? `${sql.param(filter.language)}::regconfig, ` : '';
    const vector = columnType === 'tsvector' ? lhs : `to_tsvector(${config}${textLhs})`;
    return `${vector} @@ ${FTS_FUNCTION[op]}(${config}${sql.param(single)})`;
  }
  return `${target} ${COMPARISON[op]} ${sql.param(pattern(single))}`;
}
