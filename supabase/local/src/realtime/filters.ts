/**
 * postgres_changes filters as hosted Realtime accepts them: `column=op.value`, several joined by commas (AND),
 * with PostgREST-style quoting of values (`"a,b"`), and only the operators eq, neq, lt, lte, gt, gte, in.
 * Pattern operators (like, ilike, match, imatch) are refused: evaluated here they would run a subscriber's
 * pattern on the server's only thread for every change (issue 29), and Realtime runs them in Postgres if at all.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface FilterCondition {
  column: string;
  op: FilterOp;
  /** One value, or the list of an `in`. */
  values: string[];
}

const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** A filter Realtime refuses; `message` is the text of its `system` error for the join. */
export class FilterError extends Error {}

/** Elixir's `inspect` of a list of strings, which Realtime puts in its refusal: `["foo", "hey"]`. */
const inspectList = (parts: string[]) => `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;

/** Parses a filter string; throws a FilterError with Realtime's message on anything Realtime refuses. */
export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  if (!filter?.trim()) return [];
  try {
    return splitTopLevel(filter.trim(), ',').map(parseCondition);
  } catch (err) {
    throw new FilterError(`Error parsing \`filter\` params: ${(err as Error).message}`);
  }
}

function parseCondition(segment: string): FilterCondition {
  const text = segment.trim();
  if (!text) throw new Error('filter must not contain empty segments (check for extra commas)');
  const eq = text.indexOf('=');
  if (eq < 0) throw new Error(inspectList([text]));
  const column = text.slice(0, eq);
  const rest = text.slice(eq + 1);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new Error(inspectList([rest]));
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!OPS.has(op)) throw new Error(inspectList([op, raw]));
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      throw new Error('`in` filter value must be wrapped by parentheses');
    }
    return { column, op, values: splitTopLevel(raw.slice(1, -1), ',').map(unquote) };
  }
  return { column, op: op as FilterOp, values: [unquote(raw)] };
}

/** Splits on `sep` outside double quotes and parentheses. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '\\' && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === sep && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value;
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);

/** Whether a record satisfies every condition; `types` maps column → Postgres type name (int4, text, …). */
export function matchesFilter(
  conditions: FilterCondition[],
  record: Record<string, unknown>,
  types: Map<string, string>,
): boolean {
  return conditions.every((c) => c.column in record && test(c, record[c.column], types.get(c.column) ?? 'text'));
}

function test(c: FilterCondition, value: unknown, type: string): boolean {
  if (value === null || value === undefined) return false;
  if (c.op === 'in') return c.values.some((v) => compare(value, v, type) === 0);
  const cmp = compare(value, c.values[0], type);
  if (Number.isNaN(cmp)) return false;
  switch (c.op) {
    case 'eq':
      return cmp === 0;
    case 'neq':
      return cmp !== 0;
    case 'lt':
      return cmp < 0;
    case 'lte':
      return cmp <= 0;
    case 'gt':
      return cmp > 0;
    case 'gte':
      return cmp >= 0;
  }
}

/** Compares a record value with a filter literal the way Postgres would for the column's type. */
function compare(value: unknown, literal: string, type: string): number {
  if (NUMERIC.has(type) || typeof value === 'number') {
    const a = Number(value);
    const b = Number(literal);
    return Number.isNaN(a) || Number.isNaN(b) ? Number.NaN : Math.sign(a - b);
  }
  if (type === 'bool' || typeof value === 'boolean') {
    const b = ['t', 'true', 'y', 'yes', 'on', '1'].includes(literal.toLowerCase());
    return value === b ? 0 : value ? 1 : -1;
  }
  if (type === 'timestamptz' || type === 'timestamp' || type === 'date') {
    const a = Date.parse(String(value));
    const b = Date.parse(literal);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return Math.sign(a - b);
  }
  const a = typeof value === 'string' ? value : JSON.stringify(value);
  if (type === 'uuid') return a.toLowerCase() === literal.toLowerCase() ? 0 : a < literal ? -1 : 1;
  return a === literal ? 0 : a < literal ? -1 : 1;
}
