import { beforeAll, describe, expect, it } from 'vitest';
import { users } from './seed/people.ts';
import { adminClient, anonClient, anonymousSession, buyerClient, db, userIdOf, type ShopClient } from './support/clients.ts';
import { fixtures, someoneElse } from './support/fixtures.ts';
import { ops, readMatrix, roles, type Op, type Role } from './support/matrix.ts';

// Every cell of the matrix at the top of 20240315000500_row_level_security.sql, through the API.

const matrix = readMatrix();
const verbs: Record<Op, string> = { S: 'select', I: 'insert', U: 'update', D: 'delete' };
const clients = {} as Record<Role, ShopClient>;
const ids = {} as Record<Role, string | null>;

beforeAll(async () => {
  [clients.anon, clients['signed-in'], clients.anonymous, clients.admin] = await Promise.all([
    anonClient(),
    buyerClient(),
    anonymousSession(),
    adminClient(),
  ]);
  for (const role of roles) ids[role] = await userIdOf(clients[role]);
});

/** A user other than the caller, to prove "own" rows stay private. */
const otherThan = (role: Role) => (role === 'signed-in' ? users.admin.id : someoneElse);
const ownerFor = (role: Role) => ids[role] ?? someoneElse;

async function readBack(table: string, id: string, column: string): Promise<unknown> {
  const { rows } = await db().query(`select "${column}" as value from public.${table} where id = $1`, [id]);
  return rows[0]?.value;
}

async function exists(table: string, column: string, value: string): Promise<boolean> {
  const { rows } = await db().query(`select 1 from public.${table} where "${column}" = $1`, [value]);
  return rows.length > 0;
}

it('the matrix covers every table in the exposed schema', async () => {
  const { rows } = await db().query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  expect(Object.keys(matrix).sort()).toEqual(rows.map((r) => r.name));
});

describe.each(Object.keys(matrix))('%s', (table) => {
  const fixture = fixtures[table]!;
  for (const role of roles) {
    for (const op of ops) {
      const qualifier = matrix[table]![role][op];
      const allowed = qualifier !== undefined;
      const title = `${role} ${allowed ? 'may' : 'may not'} ${verbs[op]}${qualifier ? ` (${qualifier})` : ''}`;

      it(title, async () => {
        const client = clients[role];
        if (op === 'S') {
          const rowId = await fixture.create(db(), ownerFor(role));
          const { data } = await client
            .from(table as 'categories')
            .select('id')
            .eq('id', rowId);
          expect(data ?? []).toHaveLength(allowed ? 1 : 0);
          if (qualifier?.includes('own')) {
            const othersRow = await fixture.create(db(), otherThan(role));
            const { data: others } = await client
              .from(table as 'categories')
              .select('id')
              .eq('id', othersRow);
            expect(others ?? []).toHaveLength(0);
          }
        }
        if (op === 'I') {
          const { payload, where } = await fixture.insert(db(), ownerFor(role));
          const { error } = await client.from(table as 'categories').insert(payload as never);
          if (allowed) expect(error).toBeNull();
          else expect(error).not.toBeNull();
          expect(await exists(table, ...where)).toBe(allowed);
          if (qualifier === 'pending') {
            const { payload: reviewed } = await fixture.insert(db(), ownerFor(role));
            const { error: notPending } = await client
              .from(table as 'categories')
              .insert({ ...reviewed, status: 'accepted' } as never);
            expect(notPending?.code).toBe('42501');
          }
        }
        if (op === 'U') {
          const rowId = await fixture.create(db(), ownerFor(role));
          const before = await readBack(table, rowId, fixture.update.column);
          await client
            .from(table as 'categories')
            .update({ [fixture.update.column]: fixture.update.value } as never)
            .eq('id', rowId);
          expect(await readBack(table, rowId, fixture.update.column)).toEqual(allowed ? fixture.update.value : before);
          if (qualifier === '(status)') {
            const { error } = await client
              .from(table as 'delivery_addresses')
              .update({ phone: '9000000001' })
              .eq('id', rowId);
            expect(error?.code).toBe('42501');
            expect(await readBack(table, rowId, 'phone')).not.toBe('9000000001');
          }
        }
        if (op === 'D') {
          const rowId = await fixture.create(db(), ownerFor(role));
          await client
            .from(table as 'categories')
            .delete()
            .eq('id', rowId);
          expect(await exists(table, 'id', rowId)).toBe(!allowed);
        }
      });
    }
  }
});

describe('profiles.staff_role', () => {
  // A role changes only through the owner's functions; no client writes the column, itself included.
  it.each(roles)('cannot be changed by %s', async (role) => {
    const target = ids[role] ?? users.buyer.id;
    const before = await readBack('profiles', target, 'staff_role');
    const { error } = await clients[role]
      .from('profiles')
      .update({ staff_role: before === 'owner' ? 'editor' : 'owner' })
      .eq('id', target);
    expect(error).not.toBeNull();
    expect(await readBack('profiles', target, 'staff_role')).toBe(before);
  });
});
