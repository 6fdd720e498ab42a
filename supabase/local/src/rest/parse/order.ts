import { Cursor } from './cursor.ts';
import { parseJsonPath } from './select.ts';
import type { OrderTerm } from './types.ts';

/** `order=created_at.desc.nullslast,title,author(name).asc,data->>rank.desc` */
export function parseOrder(input: string): OrderTerm[] {
  const cursor = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  do terms.push(parseTerm(cursor));
  while (cursor.eat(','));
  if (!cursor.done) throw cursor.fail('"," or end of input');
  return terms;
}

function parseTerm(cursor: Cursor): OrderTerm {
  let relation: string | undefined;
  let name = cursor.name();
  if (cursor.eat('(')) {
    relation = name;
    name = cursor.name();
    cursor.expect(')');
  }
  const term: OrderTerm = { field: { name, jsonPath: parseJsonPath(cursor) }, relation };
  while (cursor.eat('.')) {
    if (cursor.eat('asc')) term.direction = 'asc';
    else if (cursor.eat('desc')) term.direction = 'desc';
    else if (cursor.eat('nullsfirst')) term.nulls = 'first';
    else if (cursor.eat('nullslast')) term.nulls = 'last';
    else throw cursor.fail('"asc", "desc", "nullsfirst" or "nullslast"');
  }
  return term;
}
