import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startDatabase } from '../db.ts';
import { BackupRefused } from './format.ts';
import { runningPostgresPort } from './restore.ts';
import { type BackupResult, writeBackup } from './write.ts';

export { BackupRefused } from './format.ts';
export { restoreBackup, runningPostgres } from './restore.ts';
export { writeBackup } from './write.ts';

/** `sikka-backup-20261129-0300-IST.tar.gz`: sorts by time; the clock is the shop's (India). */
export function backupFileName(at: Date = new Date()): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `sikka-backup-${ist.slice(0, 10).replaceAll('-', '')}-${ist.slice(11, 19).replaceAll(':', '')}-IST.tar.gz`;
}

/**
 * `pnpm backup`: a backup of the data dir's stack. While the stack runs, of its Postgres (found from the
 * cluster's postmaster.pid), as it runs; while it is stopped, its Postgres is started for the backup and
 * stopped again. DATABASE_URL, when set, is the database instead.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const root = resolve(dataDir);
  const port = process.env.DATABASE_URL ? null : runningPostgresPort(root);
  if (process.env.DATABASE_URL || port) {
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
      max: 1,
    });
    // The stack may stop while the backup's connection is idle in the pool (a test stops it right after):
    // Postgres then ends it (57P01), which must not become an unhandled 'error' event.
    pool.on('error', () => {});
    try {
      const client = await pool.connect();
      try {
        return await writeBackup(client, root, file);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  }
  if (!existsSync(join(root, 'postgres', 'PG_VERSION')))
    throw new BackupRefused(`there is no local database in ${root} to back up`);
  const db = await startDatabase({ dataDir: root });
  try {
    const client = await db.pool.connect();
    try {
      return await writeBackup(client, root, file);
    } finally {
      client.release();
    }
  } finally {
    await db.stop();
  }
}

/** Where `pnpm backup` writes by default: `.data/backups/` beside the data dir, never pruned. */
export const defaultBackupFile = (dataDir: string) => join(resolve(dataDir), '..', 'backups', backupFileName());
