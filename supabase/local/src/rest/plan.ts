import { PgrstError, undefinedColumn } from './errors.ts';
import type { Aggregate, Condition, Filter, JsonStep, OrderTerm, QueryTree, SelectItem } from './parse/types.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { Column, Relation, SchemaCache } from './schema.ts';

// The parse tree checked against the schema cache: every column exists, every embedding has exactly one
// relationship, every modifier path names an embedding. sql.ts turns this into SQL.

export type PlannedItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      /** `*` only under `count()`. */
      column: string;
      jsonPath: JsonStep[];
      cast?: string;
      aggregate?: Aggregate;
      aggregateCast?: string;
      outName: string;
    }
  | {
      kind: 'embed';
      outName: string;
      node: ReadNode;
      rel: Relationship;
      inner: boolean;
      spread: boolean;
      /** `posts!inner()`: used to filter, not returned. */
      hidden: boolean;
      joinAlias: string;
    };

export type PlannedCondition =
  | { kind: 'filter'; filter: Filter; column: Column }
  | { kind: 'embedNull'; joinAlias: string; isNull: boolean }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: PlannedCondition[] };

export interface PlannedOrder {
  term: OrderTerm;
  /** Set for `order=author(name)`: the column is read from this to-one relationship. */
  via?: Relationship;
}

export interface ReadNode {
  /** The relation's name, used in error messages. */
  name: string;
  relation?: Relation;
  columns: Map<string, Column>;
  alias: string;
  items: PlannedItem[];
  conditions: PlannedCondition[];
  order: PlannedOrder[];
  limit?: number;
  offset?: number;
}

export interface ReadSource {
  name: string;
  relation?: Relation;
  columns: Map<string, Column>;
}

/** Plans the read of `source` (a table, a view, a function's result or a mutation's returned rows). */
export function planRead(cache: SchemaCache, tree: QueryTree, source: ReadSource): ReadNode {
  const planner = new Planner(cache, tree);
  const node = planner.node(source, tree.select, '');
  for (const path of tree.modifiers.keys()) {
    if (!planner.visited.has(path)) {
      throw new PgrstError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
  return node;
}

class Planner {
  visited = new Set<string>();
  private aliasCount = 0;

  constructor(
    private cache: SchemaCache,
    private tree: QueryTree,
  ) {}

  node(source: ReadSource, select: SelectItem[], path: string): ReadNode {
    this.visited.add(path);
    const node: ReadNode = {
      name: source.name,
      relation: source.relation,
      columns: source.columns,
      alias: `t${this.aliasCount++}`,
      items: [],
      conditions: [],
      order: [],
    };
    for (const item of select) node.items.push(this.item(node, item, path));
    refuseDuplicateEmbeds(node, path);

    const modifiers = this.tree.modifiers.get(path);
    if (modifiers) {
      node.conditions = modifiers.conditions.map((c) => this.condition(node, c));
      node.order = modifiers.order.map((term) => this.order(node, term));
      node.limit = modifiers.limit;
      node.offset = modifiers.offset;
    }
    return node;
  }

  private item(node: ReadNode, item: SelectItem, path: string): PlannedItem {
    if (item.kind === 'star') return item;
    if (item.kind === 'column') return this.column(node, item);
    if (!node.relation) {
      throw new PgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${node.name}' and '${item.name}' in the schema cache`,
      );
    }
    const rel = findRelationship(this.cache, node.relation, item.name, item.hint);
    const outName = item.alias ?? item.name;
    const childPath = path ? `${path}.${outName}` : outName;
    const child = this.node({ name: rel.target.name, relation: rel.target, columns: rel.target.columns }, item.select, childPath);
    // A to-one spread's aggregates are computed by its parent (sql.ts hoists them one level).
    const aggregating = (node: ReadNode) => node.items.some((i) => i.kind === 'column' && i.aggregate);
    const nestedSpreadAggregates = child.items.some((i) => i.kind === 'embed' && i.spread && aggregating(i.node));
    if (item.spread && aggregating(child) && (!rel.toOne || nestedSpreadAggregates)) {
      throw new PgrstError(
        400,
        'PGRST127',
        'Feature not implemented',
        rel.toOne
          ? 'Aggregates in spreads nested in spreads are not implemented.'
          : 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      );
    }
    return {
      kind: 'embed',
      outName,
      node: child,
      rel,
      inner: item.joinType === 'inner',
      spread: item.spread,
      hidden: item.select.length === 0,
      joinAlias: `${child.alias}_j`,
    };
  }

  /**
   * A column, or an aggregate of one. `count` where the relation has no such column is Postgres' `t.count`,
   * i.e. count(t): PostgREST's `select=count` and supabase-js's `posts(count)` rely on it, aggregates
   * enabled or not; any other aggregate needs `pgrst.db_aggregates_enabled` (PGRST123).
   */
  private column(node: ReadNode, item: Extract<SelectItem, { kind: 'column' }>): PlannedItem {
    let { aggregate } = item;
    let column = item.field.name;
    const implicitCount = !aggregate && column === 'count' && !item.field.jsonPath.length && !this.hasColumn(node, column);
    if (implicitCount) [aggregate, column] = ['count', '*'];
    else if (aggregate && !this.cache.dbConfig.aggregates) {
      throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    if (column !== '*') this.requireColumn(node, column);
    return {
      kind: 'column',
      column,
      jsonPath: item.field.jsonPath,
      cast: item.cast,
      aggregate,
      aggregateCast: item.aggregateCast,
      outName: item.alias ?? aggregate ?? jsonOutName(column, item.field.jsonPath),
    };
  }

  private hasColumn(node: ReadNode, name: string): boolean {
    return node.columns.has(name) || node.relation?.computed.has(name) === true;
  }

  private condition(node: ReadNode, condition: Condition): PlannedCondition {
    if (condition.kind === 'logic') {
      return { ...condition, children: condition.children.map((c) => this.condition(node, c)) };
    }
    const embed = node.items.find(
      (i): i is Extract<PlannedItem, { kind: 'embed' }> => i.kind === 'embed' && i.outName === condition.field.name,
    );
    if (embed && condition.field.jsonPath.length === 0) {
      if (condition.op !== 'is' || condition.value.kind !== 'is' || condition.value.value !== 'null') {
        throw new PgrstError(
          400,
          'PGRST120',
          `Bad operator on the '${embed.outName}' embedded resource`,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
      return { kind: 'embedNull', joinAlias: embed.joinAlias, isNull: !condition.negated };
    }
    return { kind: 'filter', filter: condition, column: this.requireColumn(node, condition.field.name) };
  }

  private order(node: ReadNode, term: OrderTerm): PlannedOrder {
    if (!term.relation) {
      this.requireColumn(node, term.field.name);
      return { term };
    }
    const embed = node.items.find((i) => i.kind === 'embed' && i.outName === term.relation);
    if (embed?.kind !== 'embed') {
      throw new PgrstError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      );
    }
    if (!embed.rel.toOne || embed.rel.join.kind !== 'direct') {
      throw new PgrstError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    this.requireColumn(embed.node, term.field.name);
    return { term, via: embed.rel };
  }

  private requireColumn(node: ReadNode, name: string): Column {
    const column = node.columns.get(name) ?? node.relation?.computed.get(name);
    if (!column) throw undefinedColumn(node.name, name);
    return column;
  }
}

/** `data->a->>b` is named `b`; a path ending in array indexes (`data->arr->0`) after its last key, else the column. */
function jsonOutName(column: string, path: JsonStep[]): string {
  const lastKey = [...path].reverse().find((step) => !/^-?\d+$/.test(step.key));
  return lastKey?.key ?? column;
}

/**
 * Two embeddings answering to the same name at one level collide: PostgREST names their joins
 * `<parent>_<name>_<depth>` and Postgres refuses the second (42712). An alias tells them apart.
 */
function refuseDuplicateEmbeds(node: ReadNode, path: string): void {
  const seen = new Set<string>();
  const depth = path === '' ? 1 : path.split('.').length + 1;
  for (const item of node.items) {
    if (item.kind !== 'embed') continue;
    if (seen.has(item.outName)) {
      throw new PgrstError(400, '42712', `table name "${node.name}_${item.outName}_${depth}" specified more than once`);
    }
    seen.add(item.outName);
  }
}
