import type { PoolClient } from 'pg';
import type { ServerContext } from '../context.ts';

/** The channel a scheduled job notifies to have an Edge Function called (payload: {"name": "…", "body"?: {…}}). */
export const FUNCTIONS_CHANNEL = 'supabase_functions';

/**
 * supabase/local's stand-in for pg_net in the hosted recipe for scheduled Edge Functions (pg_cron calls
 * `net.http_post` to /functions/v1/{name} with the service_role key): here a job notifies FUNCTIONS_CHANNEL
 * and this listener makes the same call, one at a time per function (a call still running absorbs the
 * notifications that arrive meanwhile, then runs once more).
 */
export async function startFunctionCalls(ctx: ServerContext, log: (line: string) => void) {
  const client: PoolClient = await ctx.pool.connect();
  const state = new Map<string, { running: Promise<void>; again: boolean }>();
  let closed = false;

  const call = async (name: string, body: unknown) => {
    const response = await fetch(`${ctx.apiUrl}/functions/v1/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    if (!response.ok) log(`functions: scheduled ${name} answered ${response.status}: ${text.slice(0, 300)}`);
  };

  const request = (name: string, body: unknown) => {
    const current = state.get(name);
    if (current) {
      current.again = true;
      return;
    }
    const entry = { running: Promise.resolve(), again: false };
    entry.running = (async () => {
      do {
        entry.again = false;
        await call(name, body).catch((err) => log(`functions: scheduled ${name} failed: ${(err as Error).message}`));
      } while (entry.again && !closed);
      state.delete(name);
    })();
    state.set(name, entry);
  };

  client.on('notification', (message) => {
    if (closed || message.channel !== FUNCTIONS_CHANNEL) return;
    try {
      const { name, body } = JSON.parse(message.payload ?? '{}') as { name?: unknown; body?: unknown };
      if (typeof name === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) request(name, body);
    } catch {
      log(`functions: ignored a notification that is not JSON: ${message.payload}`);
    }
  });
  await client.query(`listen ${FUNCTIONS_CHANNEL}`);

  return {
    async close() {
      closed = true;
      await Promise.all([...state.values()].map((s) => s.running));
      await client.query(`unlisten ${FUNCTIONS_CHANNEL}`).catch(() => {});
      client.release();
    },
  };
}
