import { readdirSync, readFileSync } from 'node:fs';

// Reads the permission matrix from the comments of the migrations (the table at the top of the RLS
// migration, plus a row in each later migration that adds a table), so the tests check the very table
// the migrations document (one matrix, not two copies that can drift).

export type Op = 'S' | 'I' | 'U' | 'D';
export type Role = 'anon' | 'signed-in' | 'anonymous' | 'admin';
export const roles: Role[] = ['anon', 'signed-in', 'anonymous', 'admin'];
export const ops: Op[] = ['S', 'I', 'U', 'D'];

/** One cell: the allowed commands with their qualifier ('own', 'pending', '(status)'), or none. */
export type Cell = Partial<Record<Op, string>>;
export type Matrix = Record<string, Record<Role, Cell>>;

const migrations = new URL('../../migrations/', import.meta.url);

export function parseCell(text: string): Cell {
  const cell: Cell = {};
  let last: Op | undefined;
  for (const token of text.trim().split(/\s+/)) {
    if (token === '-' || token === '') continue;
    const match = /^([SIUD])(\(.+\))?$/.exec(token);
    if (match) {
      last = match[1] as Op;
      cell[last] = match[2] ?? '';
    } else if (last) {
      cell[last] = `${cell[last]} ${token}`.trim();
    } else {
      throw new Error(`matrix cell "${text}": qualifier before any command`);
    }
  }
  return cell;
}

export function readMatrix(): Matrix {
  const lines = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => readFileSync(new URL(file, migrations), 'utf8').split('\n'))
    .filter((l) => /^-- \| [a-z_]+ +\|/.test(l));
  const matrix: Matrix = {};
  for (const line of lines) {
    const cells = line
      .replace(/^-- \|/, '')
      .split('|')
      .map((c) => c.trim())
      .filter((_, i, all) => i < all.length - 1);
    const [table, ...byRole] = cells;
    if (!table || table === 'table' || byRole.length !== roles.length) continue;
    matrix[table] = Object.fromEntries(roles.map((role, i) => [role, parseCell(byRole[i] ?? '')])) as Record<Role, Cell>;
  }
  return matrix;
}
