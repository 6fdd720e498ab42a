import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@sikka/supabase-local/src/server.ts';

/** The shop's Supabase CLI project (config.toml, migrations, seed.sql, seed images). */
export const projectDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ShopServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser connection string: for inspection (lint, EXPLAIN) and fixtures only, never for behaviour under test. */
  databaseUrl: string;
  pool: import('pg').Pool;
  close(): Promise<void>;
}

/**
 * These suites sign many buyers and guests in from one address, far past config.toml's [auth.rate_limit] (the
 * CLI's per-IP defaults): the stack raises them the way the CLI reads overrides, as a hosted test project would.
 */
export const TEST_STACK_RATE_LIMITS = {
  SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  SUPABASE_AUTH_RATE_LIMIT_ANONYMOUS_USERS: '100000',
  SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
};

/** supabase-local on this project: a fresh database in a temp dir, on a free port, migrations and seed applied. */
export async function startShopServer(
  log: (line: string) => void = () => {},
  { shippedRateLimits = false }: { shippedRateLimits?: boolean } = {},
): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sikka-db-tests-'));
  // shippedRateLimits: config.toml's own limits, for the test that checks them.
  const env = shippedRateLimits
    ? Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SUPABASE_AUTH_RATE_LIMIT_')))
    : { ...process.env, ...TEST_STACK_RATE_LIMITS };
  const server = await startServer({ projectDir, port: 0, dataDir, reset: true, log, env });
  const options = (server.ctx.pool as unknown as { options: { connectionString: string } }).options;
  return {
    url: server.url,
    anonKey: server.ctx.anonKey,
    serviceRoleKey: server.ctx.serviceRoleKey,
    databaseUrl: options.connectionString,
    pool: server.ctx.pool,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
