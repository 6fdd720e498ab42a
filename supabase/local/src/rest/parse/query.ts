import { parseError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { parseFilter, parseLogic } from './filter.ts';
import { parseOrder } from './order.ts';
import { parseSelect } from './select.ts';
import type { NodeModifiers, QueryTree } from './types.ts';

const MODIFIERS = new Set(['order', 'limit', 'offset', 'or', 'and']);

/**
 * Splits a PostgREST query string into the select tree and per-embedding modifiers. Filters are kept
 * aside in `unreserved` until the caller knows which keys are function arguments (GET /rpc).
 */
export function parseQuery(params: URLSearchParams): QueryTree {
  const tree: QueryTree = { select: [{ kind: 'star' }], modifiers: new Map(), unreserved: [] };
  for (const [key, value] of params) {
    // `select=` is every column, as in PostgREST (an empty embedding `posts()` still selects nothing).
    if (key === 'select') tree.select = value === '' ? [{ kind: 'star' }] : parseSelect(value);
    else if (key === 'columns') tree.columns = parseNameList(value, 'columns parameter');
    else if (key === 'on_conflict') tree.onConflict = parseNameList(value, 'on_conflict parameter');
    else if (!addModifier(tree, key, value)) tree.unreserved.push({ key, value });
  }
  return tree;
}

/** Turns `key=value` pairs into filters at the embedding path their key names (`posts.title=eq.x`). */
export function addFilters(tree: QueryTree, pairs: { key: string; value: string }[]): void {
  for (const { key, value } of pairs) {
    const dot = lastPathDot(key);
    const path = dot < 0 ? '' : key.slice(0, dot);
    const field = dot < 0 ? key : key.slice(dot + 1);
    modifiersAt(tree, path).conditions.push(parseFilter(field, value));
  }
}

export function modifiersAt(tree: QueryTree, path: string): NodeModifiers {
  let node = tree.modifiers.get(path);
  if (!node) {
    node = { conditions: [], order: [] };
    tree.modifiers.set(path, node);
  }
  return node;
}

function addModifier(tree: QueryTree, key: string, value: string): boolean {
  const segments = key.split('.');
  const last = segments[segments.length - 1]!;
  if (!MODIFIERS.has(last)) return false;
  const negated = (last === 'or' || last === 'and') && segments[segments.length - 2] === 'not';
  const path = segments.slice(0, segments.length - (negated ? 2 : 1)).join('.');
  const node = modifiersAt(tree, path);
  if (last === 'order') node.order.push(...parseOrder(value));
  else if (last === 'limit') node.limit = parseCount(value, 'limit');
  // A negative offset is no offset (PostgREST's rangeGeq keeps the whole range).
  else if (last === 'offset') node.offset = /^-\d{1,15}$/.test(value) ? 0 : parseCount(value, 'offset');
  else node.conditions.push(parseLogic(last as 'and' | 'or', negated, value));
  return true;
}

function parseCount(value: string, what: string): number {
  if (!/^\d{1,15}$/.test(value))
    throw parseError(`${what} parameter`, value, `unexpected "${value.slice(0, 1)}" expecting digit`);
  return Number(value);
}

/** `a,b` or `"a","b"` (supabase-js quotes the `columns` of a bulk insert). */
function parseNameList(value: string, what: string): string[] {
  const cursor = new Cursor(value, what);
  const names: string[] = [];
  do names.push(cursor.name());
  while (cursor.eat(','));
  if (!cursor.done) throw cursor.fail('"," or end of input');
  return names;
}

/** The dot separating an embedding path from the field; dots inside a JSON path (`data->>a.b`) don't count. */
function lastPathDot(key: string): number {
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  return head.lastIndexOf('.');
}
