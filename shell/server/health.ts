/**
 * GET /health of the shop's server, for an uptime monitor: whether the database, the outbox (e-mails
 * waiting too long or failed) and the scheduled jobs are well, as the database's public.system_health()
 * says (the rules live in that SQL), read through the API the pages use. 200 when all are well, 503
 * when one is not or the API does not answer within the time limit. Never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RouteHandler, sendText } from './server';

export interface HealthOptions {
  /** The API and its anon key (the deployment's config.json). */
  backend: { url: string; key: string };
  /** How long the API may take (default 3 s). */
  timeoutMs?: number;
  /** The release registry's state (releases/reader.ts): a registry file that does not read makes the shop unwell. */
  releases?: () => { ok: boolean; error?: string; path: string; readAt?: string };
}

interface SystemHealth {
  ok: boolean;
  [check: string]: unknown;
}

/** The answer of /health: its status code and JSON body. */
export async function shopHealth({
  backend,
  timeoutMs = 3000,
}: HealthOptions): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`${backend.url.replace(/\/$/, '')}/rest/v1/rpc/system_health`, {
      method: 'POST',
      headers: { apikey: backend.key, Authorization: `Bearer ${backend.key}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    const { ok, database: _database, ...checks } = (await response.json()) as SystemHealth;
    return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unwell', database: { ok: true }, ...checks } };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? `the API did not answer within ${timeoutMs} ms` : (error as Error).message;
    return { status: 503, body: { status: 'unwell', database: { ok: false, error: reason } } };
  }
}

export function healthRoute(options: HealthOptions): RouteHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    let { status, body } = await shopHealth(options);
    const releases = options.releases?.();
    if (releases) {
      // The shop serves the last good registry; the monitor is told the file needs mending.
      body = { ...body, releases };
      if (!releases.ok) {
        status = 503;
        body.status = 'unwell';
      }
    }
    await sendText(req, res, status, 'health.json', `${JSON.stringify(body)}\n`, { 'Cache-Control': 'no-store' });
  };
}
