import type { Pool } from 'pg';

/** One check of /health: well or not, with what the check found. */
export interface HealthCheck {
  ok: boolean;
  [detail: string]: unknown;
}

export interface HealthReport {
  status: 'ok' | 'unwell';
  database: HealthCheck;
  [check: string]: unknown;
}

/**
 * What /health answers an uptime monitor: whether the database answers (within `timeoutMs`), and the
 * project's own report when its database has `public.system_health()` (the shop's: its outbox and its
 * scheduled jobs; the rules of "well" live in that SQL). 200 when every check is well, 503 otherwise.
 */
export async function healthReport(pool: Pool, timeoutMs = 3000): Promise<{ status: number; body: HealthReport }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const ask = async () => {
      const { rows } = await pool.query<{ has: boolean }>(`select to_regprocedure('public.system_health()') is not null as has`);
      if (!rows[0]?.has) return {};
      return (await pool.query<{ report: Record<string, unknown> }>('select public.system_health() as report')).rows[0]!.report;
    };
    const { ok: _ok, database: _database, checked_at: _at, ...checks } = await Promise.race([ask(), deadline]);
    const database = { ok: true, ms: Math.round(performance.now() - started) };
    const well = Object.values(checks).every((check) => (check as HealthCheck).ok !== false);
    return { status: well ? 200 : 503, body: { status: well ? 'ok' : 'unwell', database, ...checks } };
  } catch (err) {
    return { status: 503, body: { status: 'unwell', database: { ok: false, error: (err as Error).message } } };
  } finally {
    clearTimeout(timer);
  }
}
