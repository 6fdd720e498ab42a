import type { JwtClaims, ServerContext } from '../context.ts';
import type { ChangeFeed, RowChange, TableShape } from './changes.ts';
import { matchesFilter } from './filters.ts';
import { push, type Binding, type Hub } from './hub.ts';

type Row = Record<string, unknown>;

/**
 * Sends one row change to every channel with a matching binding whose claims can SELECT the row — checked
 * as that role under RLS, like Realtime does. DELETEs cannot be checked against a row that is gone, so
 * (as Realtime) they carry only the primary key unless the table has REPLICA IDENTITY FULL and no RLS.
 */
export async function deliverChange(ctx: ServerContext, feed: ChangeFeed, hub: Hub, change: RowChange): Promise<void> {
  const candidates = [...hub.channels()].filter((c) => c.bindings.some((b) => coarseMatch(b, change)));
  if (candidates.length === 0) return;
  const shape = await feed.tableShape(change.schema, change.table);
  if (!shape) return;
  const oldRecord = change.type === 'INSERT' ? null : trimOld(change, shape);
  const filterRow = change.type === 'DELETE' ? (oldRecord ?? {}) : (change.record ?? {});
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: shape.columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = change.record ?? {};
  if (oldRecord) data.old_record = oldRecord;

  const verdicts = new Map<string, Promise<boolean>>();
  const now = Date.now() / 1000;
  for (const channel of candidates) {
    if (typeof channel.claims.exp === 'number' && channel.claims.exp < now) {
      channel.peer.closeChannel(channel, 'InvalidJWTToken: Token has expired');
      continue;
    }
    // Permission first, as Realtime (its WAL query checks RLS, then filters): a subscriber's filter never
    // looks at a row its role may not see.
    const key = JSON.stringify(channel.claims);
    let verdict = verdicts.get(key);
    if (!verdict) verdicts.set(key, (verdict = canSee(ctx, channel.claims, change, shape)));
    if (!(await verdict)) continue;
    const matched = channel.bindings.filter((b) => coarseMatch(b, change) && matchesFilter(b.conditions, filterRow, shape.types));
    if (matched.length === 0) continue;
    // one message per column selection; bindings selecting the same columns share it, as their ids say
    const groups = new Map<string, Binding[]>();
    for (const b of matched) {
      const k = b.select?.join(',') ?? '*';
      groups.set(k, [...(groups.get(k) ?? []), b]);
    }
    for (const group of groups.values()) {
      const ids = group.map((b) => b.id);
      push(channel, 'postgres_changes', { ids, data: group[0].select ? project(data, group[0].select) : data });
    }
  }
}

function project(data: Record<string, unknown>, select: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...data,
    columns: (data.columns as { name: string }[]).filter((c) => select.includes(c.name)),
  };
  if (data.record) out.record = pick(data.record as Row, select);
  if (data.old_record) out.old_record = pick(data.old_record as Row, select);
  return out;
}

function coarseMatch(b: Binding, change: RowChange): boolean {
  return (
    (b.schema === '*' || b.schema === change.schema) &&
    (!b.table || b.table === '*' || b.table === change.table) &&
    (b.event === '*' || b.event.toUpperCase() === change.type)
  );
}

function pick(row: Row | null, columns: string[]): Row {
  const out: Row = {};
  for (const c of columns) if (row && c in row) out[c] = row[c];
  return out;
}

function trimOld(change: RowChange, shape: TableShape): Row | null {
  if (!change.old_record) return null;
  const full = shape.replicaFull && (change.type === 'UPDATE' || !shape.rlsEnabled);
  return full ? change.old_record : pick(change.old_record, shape.primaryKey);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Whether `claims` may SELECT the changed row (INSERT/UPDATE under RLS) or the table at all. */
async function canSee(ctx: ServerContext, claims: JwtClaims, change: RowChange, shape: TableShape): Promise<boolean> {
  const table = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
  try {
    return await ctx.withRole(claims, async (c) => {
      if (change.type === 'DELETE' || !shape.rlsEnabled || shape.primaryKey.length === 0) {
        const priv = await c.query<{ ok: boolean }>(`select has_table_privilege($1::regclass, 'SELECT') as ok`, [table]);
        // without a primary key an RLS-protected row cannot be looked up, so it is not sent
        return priv.rows[0]?.ok === true && (change.type === 'DELETE' || !shape.rlsEnabled);
      }
      // Like Realtime, the row is looked up by primary key as the subscriber: a row already deleted again
      // by the time its INSERT is processed is not sent.
      const record = change.record ?? {};
      const where = shape.primaryKey.map((col, i) => `${quoteIdent(col)} = $${i + 1}`).join(' and ');
      const values = shape.primaryKey.map((col) => {
        const v = record[col];
        return v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
      });
      const r = await c.query(`select 1 from ${table} where ${where}`, values);
      return (r.rowCount ?? 0) > 0;
    });
  } catch {
    return false;
  }
}
