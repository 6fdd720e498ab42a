import { PgrstError } from './errors.ts';
import type { ForeignKey, Relation, SchemaCache } from './schema.ts';

/** How an embedded resource joins its parent. Column pairs are [child column, parent column]. */
export type Join =
  | { kind: 'direct'; pairs: [string, string][] }
  | { kind: 'junction'; junction: Relation; toChild: [string, string][]; toParent: [string, string][] };

export interface Relationship {
  target: Relation;
  toOne: boolean;
  join: Join;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  constraint: string;
  describe: string;
}

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i]!]);
const isUnique = (rel: Relation, cols: string[]) =>
  rel.uniqueKeys.some((key) => key.length === cols.length && key.every((c) => cols.includes(c)));
const list = (cols: string[]) => `(${cols.join(', ')})`;

/**
 * Resolves `target` (a table/view name, a foreign key name or an FK column) from `parent`, in both
 * directions and through junction tables, narrowed by the `!hint`. Exactly one must remain.
 */
export function findRelationship(cache: SchemaCache, parent: Relation, target: string, hint?: string): Relationship {
  const candidates: (Relationship & { fks: ForeignKey[] })[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.from === parent && (fk.to.name === target || fk.name === target || (fk.fromColumns.length === 1 && fk.fromColumns[0] === target))) {
      const oneToOne = isUnique(fk.from, fk.fromColumns);
      candidates.push({
        target: fk.to,
        toOne: true,
        join: { kind: 'direct', pairs: zip(fk.toColumns, fk.fromColumns) },
        cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        constraint: fk.name,
        describe: `${fk.name} using ${fk.from.name}${list(fk.fromColumns)} and ${fk.to.name}${list(fk.toColumns)}`,
        fks: [fk],
      });
    }
    if (fk.to === parent && (fk.from.name === target || fk.name === target)) {
      const oneToOne = isUnique(fk.from, fk.fromColumns);
      candidates.push({
        target: fk.from,
        toOne: oneToOne,
        join: { kind: 'direct', pairs: zip(fk.fromColumns, fk.toColumns) },
        cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
        constraint: fk.name,
        describe: `${fk.name} using ${fk.from.name}${list(fk.fromColumns)} and ${fk.to.name}${list(fk.toColumns)}`,
        fks: [fk],
      });
    }
  }
  for (const toParent of cache.foreignKeys) {
    if (toParent.to !== parent) continue;
    const junction = toParent.from;
    for (const toChild of cache.foreignKeys) {
      if (toChild === toParent || toChild.from !== junction || toChild.to.name !== target) continue;
      const keyCols = [...toParent.fromColumns, ...toChild.fromColumns];
      if (!keyCols.every((c) => junction.primaryKey.includes(c)) && !isUnique(junction, keyCols)) continue;
      candidates.push({
        target: toChild.to,
        toOne: false,
        join: {
          kind: 'junction',
          junction,
          toChild: zip(toChild.fromColumns, toChild.toColumns),
          toParent: zip(toParent.fromColumns, toParent.toColumns),
        },
        cardinality: 'many-to-many',
        constraint: junction.name,
        describe: `${junction.name} using ${toParent.name}${list(toParent.fromColumns)} and ${toChild.name}${list(toChild.fromColumns)}`,
        fks: [toParent, toChild],
      });
    }
  }

  const matching = hint
    ? candidates.filter(
        (c) =>
          c.constraint === hint ||
          c.fks.some((fk) => fk.name === hint || fk.fromColumns.includes(hint)),
      )
    : candidates;

  if (matching.length === 1) return matching[0]!;
  if (matching.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${target}'`,
    matching.map((c) => ({ cardinality: c.cardinality, embedding: `${parent.name} with ${c.target.name}`, relationship: c.describe })),
    `Try changing '${target}' to one of the following: ${matching.map((c) => `'${c.target.name}!${c.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
