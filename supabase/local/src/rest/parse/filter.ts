import { parseError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { parseJsonPath } from './select.ts';
import { OPERATORS, type Condition, type Field, type Filter, type FilterValue, type Logic, type Operator } from './types.ts';

const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

/** A query-string filter: key `title` (or `data->>a`), value `not.eq.hello`. */
export function parseFilter(key: string, value: string): Filter {
  const keyCursor = new Cursor(key, 'filter');
  const field = parseField(keyCursor);
  if (!keyCursor.done) throw keyCursor.fail('"->", "->>" or end of input');
  const cursor = new Cursor(value, 'filter');
  return parseOperation(cursor, field, (c) => c.input.slice(c.pos));
}

/** A logic tree parameter: key `or` / `not.and`, value `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(op: 'and' | 'or', negated: boolean, value: string): Logic {
  const cursor = new Cursor(value, 'logic tree');
  const children = parseGroup(cursor, 1);
  if (!cursor.done) throw cursor.fail('end of input');
  return { kind: 'logic', op, negated, children };
}

/**
 * How deep `and(or(and(…)))` may nest. PostgREST has no limit of its own, but Postgres refuses (500,
 * 54001) long before 2,000 levels, and a recursive parser must stop somewhere: past this it is a 400.
 */
export const MAX_LOGIC_DEPTH = 100;

/** `( cond , cond )`: whitespace is allowed around the parentheses and commas, as in PostgREST (lexeme). */
function parseGroup(cursor: Cursor, depth: number): Condition[] {
  if (depth > MAX_LOGIC_DEPTH) {
    throw cursor.fail(`a logic tree nested at most ${MAX_LOGIC_DEPTH} levels deep`);
  }
  cursor.skipSpaces();
  cursor.expect('(');
  const children: Condition[] = [];
  do children.push(parseCondition(cursor, depth));
  while (cursor.eatToken(','));
  cursor.skipSpaces();
  cursor.expect(')');
  cursor.skipSpaces();
  return children;
}

const LOGIC_OPERATOR = /[ \t]*(not\.)?(and|or)[ \t]*\(/y;

function parseCondition(cursor: Cursor, depth: number): Condition {
  LOGIC_OPERATOR.lastIndex = cursor.pos;
  const logic = LOGIC_OPERATOR.exec(cursor.input);
  if (logic) {
    cursor.pos += logic[0].length - 1;
    const children = parseGroup(cursor, depth + 1);
    return { kind: 'logic', op: logic[2] as 'and' | 'or', negated: logic[1] !== undefined, children };
  }
  const field = parseField(cursor);
  cursor.expect('.');
  const filter = parseOperation(cursor, field, treeValue);
  cursor.skipSpaces();
  return filter;
}

function parseField(cursor: Cursor): Field {
  const name = cursor.name();
  return { name, jsonPath: parseJsonPath(cursor) };
}

/** `[not.]op[(any|all|lang)].value`; `readValue` knows where the value ends (end of input, or `,`/`)` in trees). */
function parseOperation(cursor: Cursor, field: Field, readValue: (cursor: Cursor) => string): Filter {
  const negated = cursor.eat('not.');
  const opMatch = /^[a-z]+/.exec(cursor.input.slice(cursor.pos));
  const op = opMatch?.[0];
  if (!op || !(OPERATORS as readonly string[]).includes(op)) throw cursor.fail('operator (eq, gt, ...)');
  cursor.pos += op.length;
  let quantifier: 'any' | 'all' | undefined;
  let language: string | undefined;
  if (cursor.eat('(')) {
    const modifier = /^[A-Za-z_][A-Za-z0-9_]*/.exec(cursor.input.slice(cursor.pos))?.[0];
    if (!modifier) throw cursor.fail('modifier');
    cursor.pos += modifier.length;
    cursor.expect(')');
    if (FTS.has(op)) language = modifier;
    else if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(op)) quantifier = modifier;
    else throw cursor.fail('"any" or "all"');
  }
  cursor.expect('.');
  const raw = readValue(cursor);
  const value = parseValue(op as Operator, raw, quantifier !== undefined, cursor);
  return { kind: 'filter', field, negated, op: op as Operator, quantifier, language, value };
}

function parseValue(op: Operator, raw: string, quantified: boolean, cursor: Cursor): FilterValue {
  if (op === 'is') {
    const word = raw.trim().toLowerCase();
    if (word === 'null' || word === 'not_null' || word === 'true' || word === 'false' || word === 'unknown') {
      return { kind: 'is', value: word };
    }
    throw parseError('filter', cursor.input, `unexpected "${raw}" expecting null, not_null, true, false or unknown`);
  }
  if (op === 'in') return { kind: 'list', values: parseList(raw.trim(), '(', ')', cursor.input) };
  if (quantified) return { kind: 'list', values: parseList(raw, '{', '}', cursor.input) };
  return { kind: 'single', value: raw };
}

/** `(a,b,"c,d")` or `{a,b}`: comma-separated, double quotes protect commas and parentheses. */
function parseList(raw: string, open: string, close: string, input: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) {
    throw parseError('filter', input, `unexpected "${raw.slice(0, 1)}" expecting "${open}"`);
  }
  const body = raw.slice(1, -1);
  if (body === '') return [];
  const cursor = new Cursor(body, 'filter');
  const values: string[] = [];
  do {
    if (cursor.peek() === '"') values.push(cursor.quoted());
    else {
      const start = cursor.pos;
      while (!cursor.done && cursor.peek() !== ',') cursor.pos++;
      values.push(body.slice(start, cursor.pos));
    }
  } while (cursor.eat(','));
  if (!cursor.done) throw parseError('filter', input, `unexpected "${cursor.peek()}" expecting ","`);
  return values;
}

/** A value inside a logic tree: quoted, or up to the next `,`/`)` outside parentheses and braces. */
function treeValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    return cursor.quoted();
  }
  const start = cursor.pos;
  let depth = 0;
  let inQuotes = false;
  while (!cursor.done) {
    const ch = cursor.peek();
    if (inQuotes) {
      if (ch === '\\') cursor.pos++;
      else if (ch === '"') inQuotes = false;
    } else if (ch === '"') inQuotes = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if (ch === ',' && depth === 0) break;
    cursor.pos++;
  }
  return cursor.input.slice(start, cursor.pos);
}
