import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { bootstrap } from '../bootstrap.ts';
import { installCronExtension } from '../cron/index.ts';
import { startDatabase } from '../db.ts';
import { installRealtime } from '../realtime/capture.ts';
import { type BackupManifest, BackupRefused, qualified, quoteIdent, tableEntryName } from './format.ts';
import { unpackBackup } from './read.ts';

export interface RestoreOptions {
  file: string;
  /** The stopped stack's data dir (.data/db): replaced by the backup's, the old one kept beside it. */
  dataDir: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data dir that was replaced now is (none when there was none). */
  previous: string | null;
}

/**
 * Brings a stopped local stack back to a backup. Nothing of the current data dir is touched until the
 * backup has been read whole, checked against its manifest and loaded into a new database beside it;
 * then the two folders are swapped (the old one is kept as `<dataDir>.before-restore`).
 * The new database gets its schema the way the backup's got it: supabase/local's platform SQL and the
 * backup's own migrations (their SQL is in its supabase_migrations.schema_migrations), then every table's
 * rows (triggers off, as a replica loads them), the sequences' values, and the stored files.
 */
export async function restoreBackup({ file, dataDir, log = () => {} }: RestoreOptions): Promise<RestoreResult> {
  const target = resolve(dataDir);
  refuseIfRunning(target);
  if (process.env.DATABASE_URL) {
    throw new BackupRefused(
      'pnpm restore restores the embedded database; unset DATABASE_URL (a Postgres of your own restores from its own backups)',
    );
  }
  const staging = join(dirname(target), `.${basename(target)}.restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    log(`Reading and checking ${file}…`);
    const { manifest, tableFiles } = await unpackBackup(file, staging);
    log(`Loading ${manifest.tables.length} tables and ${manifest.files.length} stored files into a new database…`);
    await loadDatabase(staging, manifest, tableFiles, log);
    await rm(join(staging, 'tables'), { recursive: true, force: true });
    refuseIfRunning(target);
    const previous = existsSync(target) ? `${target}.before-restore` : null;
    if (previous) {
      await rm(previous, { recursive: true, force: true });
      await rename(target, previous);
    }
    await rename(staging, target);
    return { manifest, previous };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

async function loadDatabase(
  staging: string,
  manifest: BackupManifest,
  tableFiles: Map<string, string>,
  log: (line: string) => void,
) {
  const db = await startDatabase({ dataDir: staging, reset: false });
  const client = await db.pool.connect();
  try {
    await installCronExtension(db.pool);
    await bootstrap(client);
    await applyBackupMigrations(client, manifest, tableFiles);
    // The realtime plumbing's own tables, which the server makes on start after the migrations.
    await installRealtime(db);
    await client.query('begin');
    // A replica's load: no triggers (no e-mails queued again, no audit rows) and no foreign-key checks.
    await client.query('set local session_replication_role = replica');
    const present = await tableColumns(client);
    for (const table of manifest.tables) {
      const have = present.get(`${table.schema}.${table.name}`);
      const lacking = have ? table.columns.filter((c) => !have.has(c)) : null;
      if (!have || lacking?.length) {
        throw new BackupRefused(
          `the backup's table ${table.schema}.${table.name} ${have ? `has columns this database lacks (${lacking!.join(', ')})` : 'does not exist here'}; nothing was changed`,
        );
      }
    }
    await client.query(
      `truncate ${[...present.keys()].map((t) => qualified(...(t.split('.', 2) as [string, string]))).join(', ')}`,
    );
    for (const table of manifest.tables) {
      if (table.rows === 0) continue;
      const copy = client.query(
        copyFrom(`copy ${qualified(table.schema, table.name)} (${table.columns.map(quoteIdent).join(', ')}) from stdin`),
      );
      await pipeline(createReadStream(tableFiles.get(table.entry)!), copy);
    }
    for (const s of manifest.sequences) {
      await client
        .query('select setval($1::regclass, $2::bigint, $3)', [qualified(s.schema, s.name), s.lastValue, s.isCalled])
        .catch((err) => {
          log(`warning: sequence ${s.schema}.${s.name} not restored: ${(err as Error).message}`);
        });
    }
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${qualified(table.schema, table.name)}`);
      if (Number(rows[0]!.n) !== table.rows) {
        throw new BackupRefused(
          `${table.schema}.${table.name} has ${rows[0]!.n} rows after loading, the backup ${table.rows}; nothing was changed`,
        );
      }
    }
    await client.query('commit');
    await client.query('analyze');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
    await db.stop();
  }
}

/**
 * The schema the backup's rows belong to: its own migrations, in order, from the SQL its
 * supabase_migrations.schema_migrations kept (so a backup restores into the schema it was made with,
 * whatever this checkout's migrations are; `pnpm start` then applies newer ones as usual).
 */
async function applyBackupMigrations(client: PoolClient, manifest: BackupManifest, tableFiles: Map<string, string>) {
  const entry = tableEntryName('supabase_migrations', 'schema_migrations');
  const table = manifest.tables.find((t) => t.entry === entry);
  if (!table)
    throw new BackupRefused('the backup has no supabase_migrations.schema_migrations: it cannot say which schema its rows have');
  await client.query('truncate supabase_migrations.schema_migrations');
  const copy = client.query(
    copyFrom(`copy supabase_migrations.schema_migrations (${table.columns.map(quoteIdent).join(', ')}) from stdin`),
  );
  await pipeline(createReadStream(tableFiles.get(entry)!), copy);
  const { rows } = await client.query<{ version: string; statements: string[] | null }>(
    'select version, statements from supabase_migrations.schema_migrations order by version',
  );
  for (const migration of rows) {
    try {
      await client.query('begin');
      for (const statement of migration.statements ?? []) await client.query(statement);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw new BackupRefused(
        `the backup's migration ${migration.version} does not run here: ${(err as Error).message}; nothing was changed`,
      );
    }
  }
}

async function tableColumns(client: PoolClient): Promise<Map<string, Set<string>>> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(`
    select n.nspname as schema, c.relname as name, array_agg(a.attname::text) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'
     group by 1, 2`);
  return new Map(rows.map((r) => [`${r.schema}.${r.name}`, new Set(r.columns)]));
}

/** A restore replaces the data dir's files: never under a running Postgres (or a stack that is starting one). */
function refuseIfRunning(dataDir: string): void {
  const pid = runningPostgres(dataDir);
  if (pid) {
    throw new BackupRefused(
      `the local stack is running on ${dataDir} (Postgres, pid ${pid}): stop it (Ctrl-C in pnpm start) and run pnpm restore again; nothing was changed`,
    );
  }
}

/** The pid of the Postgres running on `<dataDir>/postgres`, from its postmaster.pid, or null. */
export function runningPostgres(dataDir: string): number | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!(pid > 0)) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** The port of the Postgres running on `<dataDir>/postgres` (line 4 of postmaster.pid), or null. */
export function runningPostgresPort(dataDir: string): number | null {
  if (!runningPostgres(dataDir)) return null;
  const port = Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3] ?? '', 10);
  return port > 0 ? port : null;
}
