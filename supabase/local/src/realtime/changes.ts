import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { ServerContext } from '../context.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** One row change as the capture trigger reports it (full rows; trimming happens per delivery). */
export interface RowChange {
  schema: string;
  table: string;
  type: ChangeType;
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

export interface TableShape {
  columns: { name: string; type: string }[];
  types: Map<string, string>;
  primaryKey: string[];
  replicaFull: boolean;
  rlsEnabled: boolean;
}

/**
 * Listens for the capture trigger's notifications on a dedicated connection (reconnecting if it drops) and
 * emits `change` events, and `broadcast` for messages sent from the database. Also answers table shapes, cached until DDL says otherwise.
 */
export class ChangeFeed extends EventEmitter {
  private client: pg.Client | null = null;
  private closed = false;
  private shapes = new Map<string, Promise<TableShape | null>>();
  private sweep: NodeJS.Timeout;

  constructor(private readonly ctx: ServerContext) {
    super();
    this.sweep = setInterval(() => {
      ctx.pool.query(`delete from realtime.local_queue where created_at < now() - interval '5 minutes'`).catch(() => undefined);
      // Broadcasts sent from the database are kept about as long as hosted Realtime keeps them (its partitions).
      ctx.pool.query(`delete from realtime.messages where inserted_at < now() - interval '3 days'`).catch(() => undefined);
    }, 60_000);
    this.sweep.unref();
  }

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.ctx.pool.options);
    client.on('notification', (msg) => void this.onNotification(msg.channel, msg.payload ?? ''));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query('listen realtime_local; listen realtime_local_ddl; listen realtime_local_broadcast');
    this.client = client;
  }

  private reconnect(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.end().catch(() => undefined);
    setTimeout(() => void this.start().catch(() => this.reconnectLater()), 500).unref();
  }

  private reconnectLater(): void {
    if (!this.closed) setTimeout(() => void this.start().catch(() => this.reconnectLater()), 2000).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweep);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async onNotification(channel: string, payload: string): Promise<void> {
    if (channel === 'realtime_local_ddl') {
      this.shapes.clear();
      return;
    }
    if (channel === 'realtime_local_broadcast') {
      // A committed broadcast row of realtime.messages (realtime.send()); see schema.sql.
      try {
        this.emit('broadcast', JSON.parse(payload));
      } catch (err) {
        console.error('[realtime] unreadable broadcast notification', err);
      }
      return;
    }
    try {
      let body = JSON.parse(payload) as RowChange & { queued?: number };
      if (typeof body.queued === 'number') {
        const r = await this.ctx.pool.query<{ payload: RowChange }>('select payload from realtime.local_queue where id = $1', [
          body.queued,
        ]);
        if (!r.rows[0]) return;
        body = r.rows[0].payload;
      }
      this.emit('change', body as RowChange);
    } catch (err) {
      console.error('[realtime] bad change notification', err);
    }
  }

  tableShape(schema: string, table: string): Promise<TableShape | null> {
    const key = `${schema}.${table}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = this.loadShape(schema, table);
      this.shapes.set(key, shape);
      shape.catch(() => this.shapes.delete(key));
    }
    return shape;
  }

  private async loadShape(schema: string, table: string): Promise<TableShape | null> {
    const rel = await this.ctx.pool.query<{ oid: number; replident: string; rls: boolean }>(
      `select c.oid, c.relreplident as replident, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relname = $2`,
      [schema, table],
    );
    const row = rel.rows[0];
    if (!row) return null;
    const cols = await this.ctx.pool.query<{ name: string; type: string; pk: boolean }>(
      `select a.attname as name, t.typname as type,
         exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as pk
       from pg_attribute a join pg_type t on t.oid = a.atttypid
       where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [row.oid],
    );
    const columns = cols.rows.map(({ name, type }) => ({ name, type }));
    return {
      columns,
      types: new Map(columns.map((c) => [c.name, c.type])),
      primaryKey: cols.rows.filter((c) => c.pk).map((c) => c.name),
      replicaFull: row.replident === 'f',
      rlsEnabled: row.rls,
    };
  }
}
