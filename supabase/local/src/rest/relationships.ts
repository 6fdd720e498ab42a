import { PgrstError } from './errors.ts';
import type { ForeignKey, Relation, SchemaCache } from './schema.ts';
import { fuzzyMatch } from './suggest.ts';

/** How an embedded resource joins its parent. Column pairs are [child column, parent column]. */
export type Join =
  | { kind: 'direct'; pairs: [string, string][] }
  | { kind: 'junction'; junction: Relation; toChild: [string, string][]; toParent: [string, string][] }
  | { kind: 'computed'; function: { schema: string; name: string } };

export interface Relationship {
  target: Relation;
  toOne: boolean;
  join: Join;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  constraint: string;
  describe: string;
}

/** A relationship seen from its origin, with what PostgREST's findRel matches a target and a hint against. */
interface Candidate extends Relationship {
  /** [origin column, foreign column] of a single-column foreign key (not for many-to-many). */
  single?: [string, string];
  /** A foreign key from a table to itself: the many-to-one and one-to-many sides follow their own rules. */
  self: boolean;
  /** A computed relationship is named by its function only. */
  computed?: boolean;
}

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i]!]);
const isUnique = (rel: Relation, cols: string[]) =>
  rel.uniqueKeys.some((key) => key.length === cols.length && key.every((c) => cols.includes(c)));
const list = (cols: string[]) => `(${cols.join(', ')})`;
/** PostgREST's text for a relationship, origin side first. */
const describeFk = (fk: ForeignKey, fromOrigin: boolean) =>
  fromOrigin
    ? `${fk.name} using ${fk.from.name}${list(fk.fromColumns)} and ${fk.to.name}${list(fk.toColumns)}`
    : `${fk.name} using ${fk.to.name}${list(fk.toColumns)} and ${fk.from.name}${list(fk.fromColumns)}`;

/** Every relationship PostgREST would list for `origin`: both directions of each foreign key, and junctions. */
function relationshipsOf(cache: SchemaCache, origin: Relation): Candidate[] {
  const found: Candidate[] = [];
  for (const fk of cache.foreignKeys) {
    const oneToOne = isUnique(fk.from, fk.fromColumns);
    const self = fk.from === fk.to;
    const single = fk.fromColumns.length === 1;
    if (fk.from === origin) {
      found.push({
        target: fk.to,
        toOne: true,
        join: { kind: 'direct', pairs: zip(fk.toColumns, fk.fromColumns) },
        cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        constraint: fk.name,
        describe: describeFk(fk, true),
        self,
        single: single ? [fk.fromColumns[0]!, fk.toColumns[0]!] : undefined,
      });
    }
    if (fk.to === origin) {
      found.push({
        target: fk.from,
        toOne: oneToOne,
        join: { kind: 'direct', pairs: zip(fk.fromColumns, fk.toColumns) },
        cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
        constraint: fk.name,
        describe: describeFk(fk, false),
        self,
        single: single ? [fk.toColumns[0]!, fk.fromColumns[0]!] : undefined,
      });
    }
  }
  for (const toParent of cache.foreignKeys) {
    if (toParent.to !== origin) continue;
    const junction = toParent.from;
    for (const toChild of cache.foreignKeys) {
      if (toChild === toParent || toChild.from !== junction) continue;
      const keyCols = [...toParent.fromColumns, ...toChild.fromColumns];
      if (!keyCols.every((c) => junction.primaryKey.includes(c)) && !isUnique(junction, keyCols)) continue;
      found.push({
        target: toChild.to,
        toOne: false,
        cardinality: 'many-to-many',
        constraint: junction.name,
        self: false,
        join: {
          kind: 'junction',
          junction,
          toChild: zip(toChild.fromColumns, toChild.toColumns),
          toParent: zip(toParent.fromColumns, toParent.toColumns),
        },
        describe: `${junction.name} using ${toParent.name}${list(toParent.fromColumns)} and ${toChild.name}${list(toChild.fromColumns)}`,
      });
    }
  }
  for (const rel of cache.computedRelationships) {
    if (rel.from !== origin) continue;
    found.push({
      target: rel.to,
      toOne: rel.toOne,
      join: { kind: 'computed', function: rel.function },
      self: false,
      computed: true,
      cardinality: rel.toOne ? 'many-to-one' : 'one-to-many',
      constraint: rel.function.name,
      describe: rel.function.name,
    });
  }
  return found;
}

/**
 * Whether `target!hint` names this relationship, by PostgREST's rules: the target is the foreign table
 * (or, without a hint and not towards a view, the constraint or the origin's key column); the hint is the
 * constraint, a key column on either side or the junction. A self-reference is the one-to-many side when
 * the target is the table (`children:family_tree!parent`), the many-to-one side when it is the column (`parent`).
 */
function matches(c: Candidate, target: string, hint: string | undefined): boolean {
  if (c.computed) return c.constraint === target;
  const direct = c.cardinality !== 'many-to-many';
  const toMany = c.cardinality === 'one-to-many';
  if (c.self && direct) {
    if (hint === undefined)
      return (c.target.name === target && toMany) || (c.single?.[0] === target && c.cardinality === 'many-to-one');
    return c.target.name === target && toMany && c.single?.[1] === hint;
  }
  const towardsView = c.target.kind === 'view';
  if (hint === undefined) {
    return c.target.name === target || (direct && !towardsView && (c.constraint === target || c.single?.[0] === target));
  }
  if (c.target.name !== target) return false;
  return direct ? c.constraint === hint || c.single?.[0] === hint || c.single?.[1] === hint : c.constraint === hint;
}

/** Resolves `target!hint` from `parent`; exactly one relationship must remain (PGRST200 none, PGRST201 several). */
export function findRelationship(cache: SchemaCache, parent: Relation, target: string, hint?: string): Relationship {
  const all = relationshipsOf(cache, parent);
  const matching = all.filter((c) => matches(c, target, hint));
  if (matching.length === 1) return matching[0]!;
  if (matching.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${parent.schema}', but no matches were found.`,
      noRelationshipHint(cache, parent, target, all),
    );
  }
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${target}'`,
    matching.map((c) => ({
      cardinality: c.cardinality,
      embedding: `${parent.name} with ${c.target.name}`,
      relationship: c.describe,
    })),
    `Try changing '${target}' to one of the following: ${matching.map((c) => `'${c.target.name}!${c.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/**
 * "Perhaps you meant …", as PostgREST suggests it: a close target among the parent's relationships (never
 * the target itself: then the hint was the problem), or a close parent when the parent has none.
 */
function noRelationshipHint(cache: SchemaCache, parent: Relation, target: string, all: Candidate[]): string | null {
  if (all.length === 0) {
    const related = cache.foreignKeys.flatMap((fk) => [fk.from, fk.to]).filter((rel) => rel.schema === parent.schema);
    const suggestion = fuzzyMatch(parent.name, [...new Set(related.map((rel) => rel.name))], 0.33);
    return suggestion ? `Perhaps you meant '${suggestion}' instead of '${parent.name}'.` : null;
  }
  const names = [...new Set(all.map((c) => c.target.name))];
  if (names.includes(target)) return null;
  const suggestion = fuzzyMatch(target, names, 0.33);
  return suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null;
}
