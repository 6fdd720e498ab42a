import type { Pool, PoolClient } from 'pg';
import type { JwtClaims } from './context.ts';

export interface RoleTransactionOptions {
  /** GET/HEAD requests run read-only, as under PostgREST (a volatile function then fails with 25006). */
  readOnly?: boolean;
  /** Schemas for `search_path`, e.g. the exposed schema plus `extensions`. */
  searchPath?: string[];
  /** PostgREST's request.method / request.path / request.headers / request.cookies settings. */
  request?: { method: string; path: string; headers: Record<string, string>; cookies?: Record<string, string> };
  statementTimeout?: string;
  /** End with ROLLBACK even on success (PostgREST's `Prefer: tx=rollback`). */
  rollback?: boolean;
  /** A function (quoted, possibly qualified name) called once the settings are made: PostgREST's db-pre-request. */
  preRequest?: string;
}

/**
 * Runs `fn` in one transaction as the JWT's role, with `request.jwt.claims` set, exactly as PostgREST does
 * (set_config(..., true) is SET LOCAL). Commits on success, rolls back on any error.
 */
export async function runAsRole<T>(
  pool: Pool,
  claims: JwtClaims,
  fn: (client: PoolClient) => Promise<T>,
  options: RoleTransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
    const settings: [string, string][] = [
      ['role', claims.role],
      ['request.jwt.claims', JSON.stringify(claims)],
      // Older policies (and auth.uid() on older projects) read the per-claim settings.
      ['request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''],
      ['request.jwt.claim.role', claims.role],
    ];
    if (options.searchPath)
      settings.push(['search_path', options.searchPath.map((s) => `"${s.replaceAll('"', '""')}"`).join(', ')]);
    if (options.request) {
      settings.push(['request.method', options.request.method], ['request.path', options.request.path]);
      settings.push(['request.headers', JSON.stringify(options.request.headers)]);
      if (options.request.cookies) settings.push(['request.cookies', JSON.stringify(options.request.cookies)]);
    }
    if (options.statementTimeout) settings.push(['statement_timeout', options.statementTimeout]);
    // Prepared once per connection and shape (named statement): only bind/execute on later requests.
    const calls = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
    await client.query({
      name: `pgrst_settings_${settings.length}`,
      text: `select ${calls.join(', ')}`,
      values: settings.flat(),
    });
    if (options.preRequest) await client.query(`select ${options.preRequest}()`);
    const result = await fn(client);
    // Deferred constraints are checked at COMMIT; a request that ends in rollback checks them first, so it
    // answers what committing would have (PostgREST's optionalRollback).
    if (options.rollback) await client.query('SET CONSTRAINTS ALL IMMEDIATE');
    await client.query(options.rollback ? 'ROLLBACK' : 'COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw err;
  } finally {
    client.release(broken);
  }
}
