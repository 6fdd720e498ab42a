import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { backupFileName } from './index.ts';
import { writeBackup } from './write.ts';

export interface NightlyBackups {
  /** Where the nightly files go; only files named like backupFileName() there are ever pruned. */
  dir: string;
  /** How many of them are kept: the newest. */
  keep: number;
  /** pg_cron's grammar, UTC (default 21:30 UTC, 03:00 in India). */
  schedule?: string;
}

/** The job's name in cron.job: its runs are recorded like every scheduled job's (System panel, /health). */
export const NIGHTLY_JOB = 'nightly-backup';
export const DEFAULT_NIGHTLY_SCHEDULE = '30 21 * * *';
/** What a real pg_cron would run if it ever got this database: nothing (supabase/local runs the job). */
const NIGHTLY_COMMAND = `select 'the nightly backup is written by supabase/local'`;

const BACKUP_FILE = /^sikka-backup-\d{8}-\d{6}-IST\.tar\.gz$/;

/** The backup files of a folder to delete so that the newest `keep` remain (names sort by time). */
export function backupsToPrune(names: readonly string[], keep: number): string[] {
  const backups = names.filter((name) => BACKUP_FILE.test(name)).sort();
  return backups.slice(0, Math.max(backups.length - Math.max(keep, 1), 0));
}

/**
 * Puts the nightly backup into cron.job (or takes it out when backups are off) and returns the job for
 * the cron runner, which runs it on its schedule: a backup file of the database and stored files, then
 * the oldest files beyond `keep` deleted.
 */
export async function nightlyBackupJob(
  pool: Pool,
  dataDir: string,
  options: NightlyBackups | undefined,
): Promise<Map<string, () => Promise<string>>> {
  // A project without pg_cron has no scheduler to run the job (its migrations never made cron.job).
  const { rows } = await pool.query<{ cron: boolean }>(`select to_regclass('cron.job') is not null as cron`);
  if (!rows[0]?.cron) return new Map();
  if (!options || options.keep < 1) {
    await pool.query(`delete from cron.job where jobname = $1 and command = $2`, [NIGHTLY_JOB, NIGHTLY_COMMAND]);
    return new Map();
  }
  await pool.query('select cron.schedule($1, $2, $3)', [
    NIGHTLY_JOB,
    options.schedule ?? DEFAULT_NIGHTLY_SCHEDULE,
    NIGHTLY_COMMAND,
  ]);
  const run = async () => {
    const client = await pool.connect();
    let written: Awaited<ReturnType<typeof writeBackup>>;
    try {
      written = await writeBackup(client, dataDir, join(options.dir, backupFileName()));
    } finally {
      client.release();
    }
    const pruned = backupsToPrune(await readdir(options.dir), options.keep);
    for (const name of pruned) await rm(join(options.dir, name), { force: true });
    return `${written.file} (${(written.bytes / 1024 / 1024).toFixed(2)} MB); ${pruned.length} older deleted, ${options.keep} kept`;
  };
  return new Map([[NIGHTLY_JOB, run]]);
}
