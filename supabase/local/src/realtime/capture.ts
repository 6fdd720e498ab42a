import { readFile } from 'node:fs/promises';
import type { ServerContext } from '../context.ts';

/**
 * Installs change capture for the tables of publication `supabase_realtime` (call after migrations; safe on
 * every start). See capture.sql for how changes leave the database.
 */
export async function installRealtime(ctx: Pick<ServerContext, 'pool'>): Promise<void> {
  const sql = await readFile(new URL('./capture.sql', import.meta.url), 'utf8');
  const client = await ctx.pool.connect();
  try {
    // one session-level advisory lock: two servers starting on one database must not race on DDL
    await client.query('select pg_advisory_lock(7212020)');
    await client.query(sql);
  } finally {
    await client.query('select pg_advisory_unlock(7212020)').catch(() => undefined);
    client.release();
  }
}
