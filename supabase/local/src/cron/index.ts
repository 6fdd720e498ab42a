import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
import type { ServerContext } from '../context.ts';
import { startFunctionCalls } from './functions.ts';
import { type CronRunner, type LocalJobs, startCronRunner } from './runner.ts';

const EXTENSION_FILES = ['pg_cron.control', 'pg_cron--1.6.sql'];

/**
 * Puts supabase/local's pg_cron (a SQL-only extension: the cron schema, tables and functions) into the
 * embedded Postgres's extension folder, so a migration's `create extension pg_cron` works here as on a
 * hosted project. Only for the embedded database: a Postgres named by DATABASE_URL brings its own.
 */
export async function installCronExtension(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ setting: string }>(`select setting from pg_config where name = 'SHAREDIR'`);
  const target = join(rows[0]!.setting, 'extension');
  for (const file of EXTENSION_FILES) {
    const text = await readFile(fileURLToPath(new URL(`./extension/${file}`, import.meta.url)), 'utf8');
    const current = await readFile(join(target, file), 'utf8').catch(() => undefined);
    if (current !== text) await writeFile(join(target, file), text, { mode: 0o644 });
  }
}

/**
 * Runs the database's cron jobs when its pg_cron is supabase/local's (the real extension runs its own
 * jobs in Postgres, and they must not run twice), and calls the Edge Functions those jobs ask for
 * (./functions.ts). Undefined when there is nothing to run.
 */
export async function startCron(
  pool: Pool,
  log: (line: string) => void,
  ctx?: ServerContext,
  localJobs?: LocalJobs,
): Promise<{ close(): Promise<void> } | undefined> {
  const { rows } = await pool.query<{ local: boolean }>(
    `select to_regprocedure('cron.supabase_local_runner()') is not null as local`,
  );
  if (!rows[0]?.local) return undefined;
  const runner: CronRunner = startCronRunner(pool, log, 1000, localJobs);
  const calls = ctx ? await startFunctionCalls(ctx, log) : undefined;
  return {
    async close() {
      await runner.close();
      await calls?.close();
    },
  };
}
