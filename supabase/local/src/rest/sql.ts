import type { JsonStep } from './parse/types.ts';
import type { PlannedCondition, PlannedItem, PlannedOrder, ReadNode } from './plan.ts';
import type { Join } from './relationships.ts';
import type { Column, Relation } from './schema.ts';
import { filterExpr } from './sql-filter.ts';

// The one place a request becomes SQL. Identifiers come from the schema cache and are always quoted;
// every value a client sent travels as a $n parameter, never as SQL text.

export class Sql {
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const qualifiedIdent = (schema: string, name: string): string => `${ident(schema)}.${ident(name)}`;

/** PostgREST's response GUCs, read after the statement's own work (a function may have set them). */
export const RESPONSE_GUCS =
  `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
  `nullif(current_setting('response.status', true), '') AS response_status`;

export interface ReadOptions {
  /** FROM clause of the root (a table, a function call, a mutation CTE), aliased as the root node's alias. */
  from: string;
  /** Count the rows the filters select: all of them, or up to `cap` + 1 (the exact part of count=estimated). */
  count?: { cap?: number };
  singular: boolean;
  stripNulls: boolean;
  /** Mutations filter in their own WHERE; their representation then reads every returned row. */
  rootFilters: boolean;
}

/** SELECT total, page_total, body: the page as JSON text, built by Postgres. */
export function readStatement(sql: Sql, node: ReadNode, options: ReadOptions): string {
  const laterals = node.items.filter(isEmbed).map((item) => ({ item, text: lateral(sql, node, item) }));
  const whereSql = rootWhere(sql, node, options.rootFilters);
  const orderSql = orderBy(sql, node, node.order);
  const paging = limitOffset(sql, node);
  const inner = `SELECT ${selectList(sql, node)} FROM ${options.from}${laterals.map((l) => l.text).join('')}${whereSql}${groupBy(node)}${orderSql}${paging}`;

  let total = 'NULL::bigint';
  if (options.count) {
    const counted = countedFrom(options.from, laterals, whereSql);
    total =
      options.count.cap === undefined
        ? `(SELECT count(*) FROM ${counted})`
        : `(SELECT count(*) FROM (SELECT 1 FROM ${counted} LIMIT ${sql.param(options.count.cap + 1)}) AS "pgrst_c")`;
  }
  const rows = options.singular
    ? `CASE WHEN count(*) = 1 THEN json_agg("pgrst_t")->0 END`
    : `coalesce(json_agg("pgrst_t"), '[]')`;
  const body = options.stripNulls ? `json_strip_nulls(${rows})` : rows;
  return `SELECT ${total} AS total, count(*) AS page_total, (${body})::text AS body, ${RESPONSE_GUCS} FROM (${inner}) AS "pgrst_t"`;
}

/** EXPLAIN of the rows a read counts: the planner's estimate is `Prefer: count=planned`. */
export function plannedCountStatement(sql: Sql, node: ReadNode, from: string): string {
  const laterals = node.items.filter(isEmbed).map((item) => ({ item, text: lateral(sql, node, item) }));
  return `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${countedFrom(from, laterals, rootWhere(sql, node, true))}`;
}

function rootWhere(sql: Sql, node: ReadNode, rootFilters: boolean): string {
  const where = [
    ...(rootFilters ? node.conditions.map((c) => condition(sql, node, c)) : []),
    ...node.items
      .filter(isEmbed)
      .filter((e) => e.inner)
      .map((e) => `${existsMarker(e)} IS NOT NULL`),
  ];
  return where.length ? ` WHERE ${where.join(' AND ')}` : '';
}

/** Only embeddings that filter the parent rows (inner joins, null checks) take part in counting. */
function countedFrom(from: string, laterals: { item: Embed; text: string }[], whereSql: string): string {
  const filtering = laterals.filter((l) => l.item.inner || whereSql.includes(`"${l.item.joinAlias}"`));
  return `${from}${filtering.map((l) => l.text).join('')}${whereSql}`;
}

type Embed = Extract<PlannedItem, { kind: 'embed' }>;
const isEmbed = (item: PlannedItem): item is Embed => item.kind === 'embed';
const existsMarker = (e: Embed) => `${ident(e.joinAlias)}.${ident(e.spread ? 'pgrst_exists' : 'body')}`;

function selectList(sql: Sql, node: ReadNode): string {
  return selectParts(sql, node)
    .map((part) => part.text)
    .join(', ');
}

/** One entry of a select list; `grouped` when it goes in the GROUP BY of an aggregating node. */
interface SelectPart {
  text: string;
  grouped: boolean;
}

const ownAggregates = (node: ReadNode) => node.items.some((item) => item.kind === 'column' && item.aggregate);
/**
 * A to-one spread's aggregates are computed by the parent over its joined rows (PostgREST hoists them):
 * the spread's lateral reads their inputs, the parent aggregates and groups.
 */
const hoists = (item: PlannedItem): boolean => isEmbed(item) && item.spread && item.rel.toOne && ownAggregates(item.node);
const aggregates = (node: ReadNode) => ownAggregates(node) || node.items.some(hoists);

/** `raw`: the node is a hoisting spread, whose aggregates its parent computes from the inputs read here. */
function selectParts(sql: Sql, node: ReadNode, raw = false): SelectPart[] {
  const parts: SelectPart[] = [];
  // json has no equality: an aggregating node groups its embeddings by their jsonb.
  const body = aggregates(node) ? '::jsonb' : '';
  for (const item of node.items) {
    if (item.kind === 'star') {
      // Spelt out when grouping, or when a column has a representation to format.
      const spelt = aggregates(node) || [...node.columns.values()].some((c) => c.representation?.jsonOut);
      const columns = [...node.columns.values()].map(
        (c) => `${formatted(`${ident(node.alias)}.${ident(c.name)}`, c)} AS ${ident(c.name)}`,
      );
      parts.push(...(spelt ? columns : [`${ident(node.alias)}.*`]).map((text) => ({ text, grouped: true })));
    } else if (item.kind === 'column') parts.push({ text: columnItem(sql, node, item, raw), grouped: !item.aggregate });
    else if (item.hidden) continue;
    else if (hoists(item)) parts.push(...hoistedParts(item));
    else if (item.spread) {
      for (const name of outputNames(item.node))
        parts.push({ text: `${ident(item.joinAlias)}.${ident(name)} AS ${ident(name)}`, grouped: true });
    } else if (item.rel.toOne)
      parts.push({ text: `${ident(item.joinAlias)}."body"${body} AS ${ident(item.outName)}`, grouped: true });
    else
      parts.push({
        text: `coalesce(${ident(item.joinAlias)}."body", '[]'::json)${body} AS ${ident(item.outName)}`,
        grouped: true,
      });
  }
  return parts;
}

/** A column with its JSON path and cast, or an aggregate of it (`sum(col::int)::text`); `raw`: only its input. */
function columnItem(sql: Sql, node: ReadNode, item: Extract<PlannedItem, { kind: 'column' }>, raw = false): string {
  // count() counts the joined rows: its input is a constant, null where the spread found no row.
  let expr = item.column === '*' ? (raw ? '1' : '*') : fieldExpr(sql, node, node.alias, item.column, item.jsonPath);
  if (!item.jsonPath.length) expr = formatted(expr, node.columns.get(item.column));
  if (item.cast) expr = `${item.jsonPath.length ? `(${expr})` : expr}::${item.cast}`;
  if (item.aggregate && !raw) expr = `${item.aggregate}(${expr})${item.aggregateCast ? `::${item.aggregateCast}` : ''}`;
  return `${expr} AS ${ident(item.outName)}`;
}

/** The parent's entries for a hoisting spread: its aggregates over the lateral's inputs, its other columns. */
function hoistedParts(item: Embed): SelectPart[] {
  const column = (name: string) => `${ident(item.joinAlias)}.${ident(name)}`;
  return item.node.items.flatMap((child): SelectPart[] => {
    if (child.kind === 'column' && child.aggregate) {
      const cast = child.aggregateCast ? `::${child.aggregateCast}` : '';
      return [{ text: `${child.aggregate}(${column(child.outName)})${cast} AS ${ident(child.outName)}`, grouped: false }];
    }
    const names = child.kind === 'star' ? [...item.node.columns.keys()] : outputNames({ ...item.node, items: [child] });
    return names.map((name) => ({ text: `${column(name)} AS ${ident(name)}`, grouped: true }));
  });
}

/** A column whose domain has a data representation is answered as its cast to json makes it. */
function formatted(expr: string, column: Column | undefined): string {
  const format = column?.representation?.jsonOut;
  return format ? `${format}(${expr})` : expr;
}

/** GROUP BY the positions of the non-aggregated entries, when the node aggregates. */
function groupBy(node: ReadNode): string {
  if (!aggregates(node)) return '';
  // Positions, not expressions: an expression's parameters would be numbered anew and match nothing.
  const positions = selectParts(new Sql(), node).flatMap((part, i) => (part.grouped ? [i + 1] : []));
  return positions.length ? ` GROUP BY ${positions.join(', ')}` : '';
}

/** Names a node contributes to its parent's object when spread. */
function outputNames(node: ReadNode): string[] {
  return node.items.flatMap((item) => {
    if (item.kind === 'star') return [...node.columns.keys()];
    if (item.kind === 'column') return [item.outName];
    if (item.hidden) return [];
    return item.spread ? outputNames(item.node) : [item.outName];
  });
}

/** LEFT JOIN LATERAL producing `body` (object or array of objects) or, for a spread, the columns themselves. */
function lateral(sql: Sql, parent: ReadNode, embed: Embed): string {
  const child = embed.node;
  const relation = child.relation!;
  const nested = child.items
    .filter(isEmbed)
    .map((item) => lateral(sql, child, item))
    .join('');
  const where = [
    joinCondition(parent, child, embed.rel.join),
    ...child.conditions.map((c) => condition(sql, child, c)),
    ...child.items
      .filter(isEmbed)
      .filter((e) => e.inner)
      .map((e) => `${existsMarker(e)} IS NOT NULL`),
  ];
  const raw = hoists(embed);
  const list = selectParts(sql, child, raw)
    .map((part) => part.text)
    .join(', ');
  const columns = embed.spread ? [list, 'true AS "pgrst_exists"'].filter(Boolean).join(', ') : list;
  const rows =
    `SELECT ${columns} FROM ${joinSource(parent, relation, embed.rel.join)} AS ${ident(child.alias)}${nested}` +
    ` WHERE ${where.join(' AND ')}${raw ? '' : groupBy(child)}${orderBy(sql, child, child.order)}${limitOffset(sql, child)}`;
  if (embed.spread && embed.rel.toOne) return ` LEFT JOIN LATERAL (${rows}) AS ${ident(embed.joinAlias)} ON TRUE`;
  if (embed.spread) {
    // A to-many spread (PostgREST 13): each spread column becomes the array of its values.
    const arrays = outputNames(child).map((name) => `coalesce(json_agg("pgrst_e".${ident(name)}), '[]') AS ${ident(name)}`);
    const exists = 'CASE WHEN count(*) > 0 THEN true END AS "pgrst_exists"';
    return ` LEFT JOIN LATERAL (SELECT ${[...arrays, exists].join(', ')} FROM (${rows}) AS "pgrst_e") AS ${ident(embed.joinAlias)} ON TRUE`;
  }
  const agg = embed.rel.toOne ? 'row_to_json("pgrst_e")' : 'json_agg("pgrst_e")';
  return ` LEFT JOIN LATERAL (SELECT ${agg} AS "body" FROM (${rows}) AS "pgrst_e") AS ${ident(embed.joinAlias)} ON TRUE`;
}

/** What an embedding reads from: the related table, or a computed relationship's function over the parent row. */
function joinSource(parent: ReadNode, relation: Relation, join: Join): string {
  if (join.kind === 'computed') return `${qualifiedIdent(join.function.schema, join.function.name)}(${ident(parent.alias)})`;
  return qualifiedIdent(relation.schema, relation.name);
}

function joinCondition(parent: ReadNode, child: ReadNode, join: Join): string {
  const eq = (a: string, ac: string, b: string, bc: string) => `${ident(a)}.${ident(ac)} = ${ident(b)}.${ident(bc)}`;
  if (join.kind === 'computed') return 'TRUE';
  if (join.kind === 'direct') return join.pairs.map(([c, p]) => eq(child.alias, c, parent.alias, p)).join(' AND ');
  const j = `${child.alias}_x`;
  const junction = qualifiedIdent(join.junction.schema, join.junction.name);
  const on = [
    ...join.toChild.map(([jc, c]) => eq(j, jc, child.alias, c)),
    ...join.toParent.map(([jc, p]) => eq(j, jc, parent.alias, p)),
  ];
  return `EXISTS (SELECT 1 FROM ${junction} AS ${ident(j)} WHERE ${on.join(' AND ')})`;
}

function orderBy(sql: Sql, node: ReadNode, order: PlannedOrder[]): string {
  if (!order.length) return '';
  const terms = order.map(({ term, via }, i) => {
    let expr = fieldExpr(sql, node, node.alias, term.field.name, term.field.jsonPath);
    if (via && via.join.kind === 'direct') {
      const alias = `${node.alias}_o${i}`;
      const on = via.join.pairs.map(([c, p]) => `${ident(alias)}.${ident(c)} = ${ident(node.alias)}.${ident(p)}`);
      expr = `(SELECT ${fieldExpr(sql, { columns: via.target.columns, relation: via.target }, alias, term.field.name, term.field.jsonPath)} FROM ${qualifiedIdent(via.target.schema, via.target.name)} AS ${ident(alias)} WHERE ${on.join(' AND ')})`;
    }
    const direction = term.direction ? ` ${term.direction.toUpperCase()}` : '';
    const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
    return `${expr}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

function limitOffset(sql: Sql, node: ReadNode): string {
  return (
    (node.limit !== undefined ? ` LIMIT ${sql.param(node.limit)}` : '') + (node.offset ? ` OFFSET ${sql.param(node.offset)}` : '')
  );
}

/**
 * JSON path keys. Plain keys (letters, digits, `_ $ -`, spaces: all the unquoted grammar admits) are written
 * as literals because they belong to the column reference and must match expression indexes such as
 * `((data->>'rank'))`; any other key travels as a parameter.
 */
function jsonKeys(path: JsonStep[], sql: Sql): string[] {
  return path.map((step) => {
    if (/^-?\d+$/.test(step.key)) return step.key;
    if (/^[\p{L}\p{N}_ $-]+$/u.test(step.key)) return `'${step.key}'`;
    return `${sql.param(step.key)}::text`;
  });
}

/** Where a node's column names are looked up: its own columns, then its relation's computed ones. */
interface ColumnSource {
  columns: Map<string, Column>;
  relation?: Relation;
}

/**
 * A column, followed by its JSON path. Arrays and composites are turned into jsonb first, so `->`/`->>`
 * work on them as in PostgREST.
 */
function fieldExpr(sql: Sql, from: ColumnSource, alias: string, column: string, path: JsonStep[]): string {
  const keys = jsonKeys(path, sql);
  const computed = from.columns.has(column) ? undefined : from.relation?.computed.get(column)?.computed;
  const type = (from.columns.get(column) ?? from.relation?.computed.get(column))?.type;
  // A computed column is its function applied to the row.
  const base = computed
    ? `${qualifiedIdent(computed.schema, computed.name)}(${ident(alias)})`
    : `${ident(alias)}.${ident(column)}`;
  const source = path.length && type !== 'json' && type !== 'jsonb' ? `to_jsonb(${base})` : base;
  return `${source}${path.map((step, i) => `${step.arrow}${keys[i]}`).join('')}`;
}

export function condition(sql: Sql, node: ReadNode, cond: PlannedCondition): string {
  if (cond.kind === 'logic') {
    const inner = `(${cond.children.map((c) => condition(sql, node, c)).join(cond.op === 'and' ? ' AND ' : ' OR ')})`;
    return cond.negated ? `NOT ${inner}` : inner;
  }
  if (cond.kind === 'embedNull') {
    const embed = node.items.find((i): i is Embed => i.kind === 'embed' && i.joinAlias === cond.joinAlias)!;
    return `${existsMarker(embed)} IS ${cond.isNull ? '' : 'NOT '}NULL`;
  }
  const { filter, column } = cond;
  const path = filter.field.jsonPath;
  const lhs = fieldExpr(sql, node, node.alias, filter.field.name, path);
  const textual = path.length ? path[path.length - 1]!.arrow === '->>' : column.category === 'S';
  // A value for a domain with a representation is parsed by its cast from text (not for JSON paths).
  const parse = path.length ? undefined : column.representation?.textIn;
  const expr = filterExpr(sql, filter, lhs, textual ? lhs : `${lhs}::text`, column.type, parse);
  return filter.negated ? `NOT (${expr})` : expr;
}
