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

/** supabase-local on this project: a fresh database in a temp dir, on a free port, migrations and seed applied. */
export async function startShopServer(log: (line: string) => void = () => {}): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sikka-db-tests-'));
  const server = await startServer({ projectDir, port: 0, dataDir, reset: true, log });
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
