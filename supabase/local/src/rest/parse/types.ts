// The typed tree a PostgREST request is parsed into, before anything is checked against the schema.

/** `->` keeps JSON, `->>` yields text. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, possibly followed by a JSON path: `data->address->>city`. */
export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

/** PostgREST's aggregate functions (`col.sum()`, `count()`), when `pgrst.db_aggregates_enabled` is on. */
export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      /** `*` only for `count()`. */
      field: Field;
      alias?: string;
      cast?: string;
      aggregate?: Aggregate;
      aggregateCast?: string;
    }
  | {
      kind: 'embed';
      /** Table, view, foreign key column or constraint name to embed. */
      name: string;
      alias?: string;
      /** `!fk_name`, `!column` or `!junction` disambiguation. */
      hint?: string;
      joinType?: 'inner' | 'left';
      /** `...author(name)`: the to-one embed's columns are merged into the parent object. */
      spread: boolean;
      select: SelectItem[];
    };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type FilterValue =
  | { kind: 'single'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' };

export interface Filter {
  kind: 'filter';
  field: Field;
  negated: boolean;
  op: Operator;
  /** `eq(any).{a,b}`: compare with any / all of a list. */
  quantifier?: 'any' | 'all';
  /** Text search configuration of fts operators: `fts(english).cat`. */
  language?: string;
  value: FilterValue;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  field: Field;
  /** `order=author(name).asc`: order by a column of a to-one embedded resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and paging that apply at one level of the embedding tree. */
export interface NodeModifiers {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** The query string of a read (or of the representation a mutation returns). */
export interface QueryTree {
  select: SelectItem[];
  /** Keyed by embedding path: '' for the root, 'posts', 'posts.comments' … (aliases when given). */
  modifiers: Map<string, NodeModifiers>;
  /** `on_conflict=a,b` */
  onConflict?: string[];
  /** `columns=a,b` */
  columns?: string[];
  /** Query parameters that are not reserved words: RPC arguments on GET, otherwise already filters. */
  unreserved: { key: string; value: string }[];
}
