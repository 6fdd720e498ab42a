/**
 * postgres_changes filters as Realtime accepts them: `column=op.value`, several joined by commas (AND),
 * with PostgREST-style quoting of values (`"a,b"`); ops eq, neq, lt, lte, gt, gte, in, is, like, ilike,
 * match, imatch, isdistinct, each negatable with `not.`.
 */

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'is'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct';

export interface FilterCondition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or the list of an `in`. */
  values: string[];
}

const OPS = new Set<FilterOp>([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'is',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
]);

/** Parses a filter string; throws with a readable message on anything Realtime would refuse. */
export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  if (!filter) return [];
  return splitTopLevel(filter, ',').map(parseCondition);
}

function parseCondition(text: string): FilterCondition {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new Error(`invalid filter: ${text}`);
  const column = text.slice(0, eq).trim();
  let rest = text.slice(eq + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = rest.slice(0, dot) as FilterOp;
  if (dot <= 0 || !OPS.has(op)) throw new Error(`invalid filter operator in: ${text}`);
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    const m = /^\((.*)\)$/s.exec(raw);
    if (!m) throw new Error(`invalid in filter: ${text}`);
    return { column, op, negate, values: splitTopLevel(m[1], ',').map(unquote) };
  }
  return { column, op, negate, values: [unquote(raw)] };
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
  return conditions.every((c) => {
    if (!(c.column in record)) return false;
    const result = test(c, record[c.column], types.get(c.column) ?? 'text');
    return c.negate ? !result : result;
  });
}

function test(c: FilterCondition, value: unknown, type: string): boolean {
  if (c.op === 'is') {
    const target = c.values[0].toLowerCase();
    if (target === 'null') return value === null;
    if (target === 'true') return value === true;
    if (target === 'false') return value === false;
    return false;
  }
  if (c.op === 'isdistinct') {
    if (value === null || value === undefined) return c.values[0].toLowerCase() !== 'null';
    return c.values[0].toLowerCase() === 'null' || compare(value, c.values[0], type) !== 0;
  }
  if (value === null || value === undefined) return false;
  if (c.op === 'like' || c.op === 'ilike') return likeRegExp(c.values[0], c.op === 'ilike').test(String(value));
  if (c.op === 'match' || c.op === 'imatch') {
    try {
      return new RegExp(c.values[0], c.op === 'imatch' ? 'i' : '').test(String(value));
    } catch {
      return false;
    }
  }
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
    default:
      return false;
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

/** SQL LIKE → RegExp: `%` (or PostgREST's `*`) any run, `_` one character, a backslash escapes. */
function likeRegExp(pattern: string, insensitive: boolean): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) out += escapeRegExp(pattern[++i]);
    else if (ch === '%' || ch === '*') out += '.*';
    else if (ch === '_') out += '.';
    else out += escapeRegExp(ch);
  }
  return new RegExp(`^${out}$`, insensitive ? 'is' : 's');
}

function escapeRegExp(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
