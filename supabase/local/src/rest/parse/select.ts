import { Cursor } from './cursor.ts';
import { AGGREGATES, type Aggregate, type Field, type JsonStep, type SelectItem } from './types.ts';

/**
 * Postgres refuses a target list of more than 1664 entries (54011, a 500 under PostgREST); a select
 * that long, or embeddings nested past any real schema's depth, is refused as it is parsed (400).
 */
export const MAX_SELECT_ITEMS = 1664;
export const MAX_EMBED_DEPTH = 32;

/** Parses `select=id,alias:name::text,author:authors!fk!inner(name),...rel(col),data->a->>b`. */
export function parseSelect(input: string): SelectItem[] {
  const cursor = new Cursor(input, 'select parameter');
  const items = parseItems(cursor, { depth: 0, count: 0 });
  if (!cursor.done) throw cursor.fail('"," or end of input');
  return items;
}

/** Where the parse is: embedding depth, and items read so far in the whole select. */
interface Budget {
  depth: number;
  count: number;
}

function parseItems(cursor: Cursor, budget: Budget): SelectItem[] {
  const items: SelectItem[] = [];
  if (cursor.done || cursor.peek() === ')') return items;
  do {
    if (++budget.count > MAX_SELECT_ITEMS) throw cursor.fail(`at most ${MAX_SELECT_ITEMS} select items`);
    items.push(parseItem(cursor, budget));
  } while (cursor.eat(','));
  return items;
}

function parseItem(cursor: Cursor, budget: Budget): SelectItem {
  if (cursor.eat('*')) return { kind: 'star' };
  if (cursor.eat('...')) {
    const embed = parseEmbed(cursor, cursor.name(), budget);
    return { ...embed, spread: true };
  }
  let alias: string | undefined;
  let name = cursor.name();
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos++;
    alias = name;
    if (cursor.eat('...')) throw cursor.fail('field name');
    name = cursor.name();
  }
  // `count()`: the rows counted, as PostgREST's aggregate without a field.
  if (name === 'count' && cursor.eat('()')) {
    const aggregateCast = cursor.eat('::') ? parseCast(cursor) : undefined;
    return { kind: 'column', field: { name: '*', jsonPath: [] }, alias, aggregate: 'count', aggregateCast };
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') return { ...parseEmbed(cursor, name, budget), alias };
  const field: Field = { name, jsonPath: parseJsonPath(cursor) };
  // `col::cast.sum()::cast`: a cast of the input, the aggregate, a cast of its result.
  const cast = cursor.eat('::') ? parseCast(cursor) : undefined;
  const aggregate = AGGREGATES.find((agg) => cursor.startsWith(`.${agg}()`)) as Aggregate | undefined;
  if (!aggregate) return { kind: 'column', field, alias, cast };
  cursor.pos += aggregate.length + 3;
  const aggregateCast = cursor.eat('::') ? parseCast(cursor) : undefined;
  return { kind: 'column', field, alias, cast, aggregate, aggregateCast };
}

function parseEmbed(cursor: Cursor, name: string, budget: Budget): Extract<SelectItem, { kind: 'embed' }> {
  let hint: string | undefined;
  let joinType: 'inner' | 'left' | undefined;
  while (cursor.eat('!')) {
    const word = cursor.name();
    if (word === 'inner' || word === 'left') joinType = word;
    else hint = word;
  }
  if (budget.depth >= MAX_EMBED_DEPTH) throw cursor.fail(`embeddings nested at most ${MAX_EMBED_DEPTH} levels deep`);
  cursor.expect('(');
  budget.depth++;
  const select = parseItems(cursor, budget);
  budget.depth--;
  cursor.expect(')');
  return { kind: 'embed', name, hint, joinType, spread: false, select };
}

/** `->key`, `->>key`, `->0` … after a column name. */
export function parseJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (cursor.startsWith('->')) {
    // startsWith('->') holds, so when '->>' is not next, '->' is.
    const arrow = cursor.eat('->>') ? '->>' : '->';
    if (arrow === '->') cursor.eat('->');
    const key = cursor.peek() === '"' ? cursor.quoted() : jsonKey(cursor);
    steps.push({ arrow, key });
  }
  return steps;
}

/** What ends a JSON key (PostgREST's pJsonKeyIdentifier): any other character belongs to it. */
const KEY_END = new Set(['(', '-', ':', '.', ',', '>', ')']);

function jsonKey(cursor: Cursor): string {
  const start = cursor.pos;
  // A leading `-` only starts a negative array index (`->-1`), as in PostgREST.
  if (cursor.eat('-')) {
    while (/\d/.test(cursor.peek())) cursor.pos++;
    if (cursor.pos === start + 1) throw cursor.fail('digit');
    return cursor.input.slice(start, cursor.pos);
  }
  // Words joined by dashes that start no arrow (`a-b`), each trimmed as PostgREST trims them.
  const words: string[] = [];
  do {
    const from = cursor.pos;
    while (!cursor.done && !KEY_END.has(cursor.peek())) cursor.pos++;
    if (cursor.pos === from) throw cursor.fail('json key');
    words.push(cursor.input.slice(from, cursor.pos).trim());
  } while (cursor.peek() === '-' && cursor.peek(1) !== '>' && cursor.eat('-'));
  return words.join('-');
}

/** A cast target: a type name, optionally with `[]` (only identifier characters ever reach SQL). */
function parseCast(cursor: Cursor): string {
  const match = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/.exec(cursor.input.slice(cursor.pos));
  if (!match) throw cursor.fail('type name');
  cursor.pos += match[0].length;
  return match[0];
}
