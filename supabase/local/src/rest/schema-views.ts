import type { ForeignKey, Relation } from './schema.ts';

// Column lineage of views, learnt once per schema cache load from their rewrite rules (pg_rewrite.ev_action),
// as PostgREST does: each output column of a view's query carries resorigtbl/resorigcol, the table column
// it comes from. Postgres traces these through subselects and CTEs; views of views are followed here.

/** A column of a view's query, as the rewrite rule names it. */
interface TargetEntry {
  resno: number;
  name: string;
  originTable: number;
  originColumn: number;
}

/** Where a view's column comes from, by table oid and column number. */
export interface ColumnOrigin {
  table: number;
  attnum: number;
}

const FIELD = /:(\w+) /y;

/**
 * The output columns of the top-level query of a rewrite rule's node tree text, e.g.
 * `({QUERY … :targetList ({TARGETENTRY :expr {…} :resno 1 :resname id … :resorigtbl 16822 :resorigcol 1 :resjunk false}) …})`.
 * Only depth matters: the query's fields sit at depth 2, its target entries' fields at depth 4.
 */
export function parseTargetList(action: string): TargetEntry[] {
  const entries: TargetEntry[] = [];
  let depth = 0;
  let listDepth = -1;
  let entry: (Partial<TargetEntry> & { junk?: boolean }) | undefined;
  let i = 0;
  while (i < action.length) {
    const ch = action[i]!;
    if (ch === '\\') i += 2;
    else if (ch === '"') i = endOfQuoted(action, i + 1);
    else if (ch === '{' || ch === '(') {
      depth++;
      if (ch === '{' && listDepth >= 0 && depth === listDepth + 1) entry = {};
      i++;
    } else if (ch === '}' || ch === ')') {
      if (ch === '}' && entry && depth === listDepth + 1) {
        if (!entry.junk && entry.resno !== undefined && entry.name !== undefined) entries.push(entry as TargetEntry);
        entry = undefined;
      }
      if (ch === ')' && depth === listDepth) return entries;
      depth--;
      i++;
    } else if (ch === ':') {
      FIELD.lastIndex = i;
      const field = FIELD.exec(action)?.[1];
      if (!field) {
        i++;
        continue;
      }
      i = FIELD.lastIndex;
      if (depth === 2 && field === 'targetList') listDepth = 3;
      else if (entry && depth === listDepth + 1) {
        const { token, end } = readToken(action, i);
        i = end;
        if (field === 'resno') entry.resno = Number(token);
        else if (field === 'resname' && token !== '<>') entry.name = token;
        else if (field === 'resorigtbl') entry.originTable = Number(token);
        else if (field === 'resorigcol') entry.originColumn = Number(token);
        else if (field === 'resjunk') entry.junk = token === 'true';
      }
    } else i++;
  }
  return entries;
}

function endOfQuoted(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** A scalar token of the node text: up to whitespace or a closing bracket, backslash escapes removed. */
function readToken(text: string, from: number): { token: string; end: number } {
  let token = '';
  let i = from;
  while (i < text.length && !/[\s{}()]/.test(text[i]!)) {
    if (text[i] === '\\') i++;
    token += text[i] ?? '';
    i++;
  }
  return { token, end: i };
}

/**
 * For every view, where each of its columns (by name) finally comes from: through views of views, down to
 * a table. Columns computed from expressions have no origin.
 */
export function viewLineage(actions: { view_oid: number; action: string }[]): Map<number, Map<string, ColumnOrigin>> {
  const targets = new Map<number, TargetEntry[]>();
  for (const { view_oid, action } of actions) targets.set(view_oid, parseTargetList(action));
  const resolve = (table: number, attnum: number, seen: number): ColumnOrigin | undefined => {
    const entries = targets.get(table);
    if (!entries) return { table, attnum };
    const entry = entries.find((e) => e.resno === attnum);
    if (!entry?.originTable || seen > 32) return undefined;
    return resolve(entry.originTable, entry.originColumn, seen + 1);
  };
  const lineage = new Map<number, Map<string, ColumnOrigin>>();
  for (const [view, entries] of targets) {
    const columns = new Map<string, ColumnOrigin>();
    for (const entry of entries) {
      const origin = entry.originTable ? resolve(entry.originTable, entry.originColumn, 0) : undefined;
      if (origin) columns.set(entry.name, origin);
    }
    lineage.set(view, columns);
  }
  return lineage;
}

export interface KeyRow {
  oid: number;
  primary: boolean;
  columns: string[];
}
export interface ForeignKeyRow {
  name: string;
  from_oid: number;
  from_columns: string[];
  to_oid: number;
  to_columns: string[];
}
export interface AttributeRow {
  oid: number;
  attnum: number;
  name: string;
}

/**
 * Gives the exposed relations their keys and foreign keys: a table its own; a view those of the tables it
 * exposes every key column of, under the view's column names. So relationships run between tables and
 * views in any combination, through renamed columns, composite keys and tables of unexposed schemas.
 */
export function exposeKeys(
  byOid: Map<number, Relation>,
  lineage: Map<number, Map<string, ColumnOrigin>>,
  attributes: AttributeRow[],
  keys: KeyRow[],
  foreignKeys: ForeignKeyRow[],
): ForeignKey[] {
  const attname = new Map(attributes.map((a) => [`${a.oid}:${a.attnum}`, a.name]));
  // For each view: base "table:column" → the view's names for it (several when a view repeats a column);
  // and which views read each table.
  const viewNames = new Map<number, Map<string, string[]>>();
  const viewsOver = new Map<number, Set<number>>();
  for (const [view, columns] of lineage) {
    if (!byOid.has(view)) continue;
    const names = new Map<string, string[]>();
    for (const [name, origin] of columns) {
      const base = attname.get(`${origin.table}:${origin.attnum}`);
      if (base === undefined) continue;
      names.set(`${origin.table}:${base}`, [...(names.get(`${origin.table}:${base}`) ?? []), name]);
      if (!viewsOver.has(origin.table)) viewsOver.set(origin.table, new Set());
      viewsOver.get(origin.table)!.add(view);
    }
    viewNames.set(view, names);
  }
  const sides = (table: number, columns: string[]): { relation: Relation; columns: string[] }[] => {
    const found: { relation: Relation; columns: string[] }[] = [];
    const own = byOid.get(table);
    if (own && own.kind === 'table') found.push({ relation: own, columns });
    for (const view of viewsOver.get(table) ?? []) {
      const names = viewNames.get(view)!;
      const mapped = columns.map((c) => names.get(`${table}:${c}`) ?? []);
      // Every combination of the view's names for the key's columns is a side, as in PostgREST.
      for (const combination of combinations(mapped)) found.push({ relation: byOid.get(view)!, columns: combination });
    }
    return found;
  };

  for (const key of keys) {
    for (const side of sides(key.oid, key.columns)) {
      if (key.primary && side.relation.primaryKey.length === 0) side.relation.primaryKey = side.columns;
      side.relation.uniqueKeys.push(side.columns);
    }
  }
  const fks: ForeignKey[] = [];
  for (const row of foreignKeys) {
    for (const from of sides(row.from_oid, row.from_columns)) {
      for (const to of sides(row.to_oid, row.to_columns)) {
        fks.push({ name: row.name, from: from.relation, fromColumns: from.columns, to: to.relation, toColumns: to.columns });
      }
    }
  }
  return fks;
}

/** The cartesian product of the name lists, capped: a view repeating key columns many times is rare. */
function combinations(lists: string[][], cap = 16): string[][] {
  let out: string[][] = [[]];
  for (const list of lists) {
    out = out.flatMap((prefix) => list.map((name) => [...prefix, name])).slice(0, cap);
    if (out.length === 0) return [];
  }
  return out;
}
