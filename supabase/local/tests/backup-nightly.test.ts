import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName } from '../src/backup/index.ts';
import { backupsToPrune, NIGHTLY_JOB } from '../src/backup/nightly.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { freshDataDir } from './pg-template.ts';

const PROJECT = new URL('./cron-fixture/', import.meta.url).pathname;

describe('the nightly backup keeps the newest N files (backupsToPrune)', () => {
  const names = [
    'sikka-backup-20261101-030000-IST.tar.gz',
    'sikka-backup-20261103-030000-IST.tar.gz',
    'sikka-backup-20261102-030000-IST.tar.gz',
  ];
  it('deletes the oldest beyond N, whatever order the folder lists them in', () => {
    expect(backupsToPrune(names, 2)).toEqual(['sikka-backup-20261101-030000-IST.tar.gz']);
    expect(backupsToPrune(names, 3)).toEqual([]);
  });
  it('never touches a file it did not write, nor a half-written one', () => {
    expect(
      backupsToPrune([...names, 'notes.txt', 'sikka-backup-20261104-030000-IST.tar.gz.partial', 'before-upgrade.tar.gz'], 1),
    ).toEqual(['sikka-backup-20261101-030000-IST.tar.gz', 'sikka-backup-20261102-030000-IST.tar.gz']);
  });
  it('names a file by its time in India, sortable', () => {
    expect(backupFileName(new Date('2026-11-28T21:30:00Z'))).toBe('sikka-backup-20261129-030000-IST.tar.gz');
  });
});

describe('the nightly backup in supabase/local', () => {
  let server: RunningServer;
  const dataDir = freshDataDir('supabase-local-nightly-');
  const dir = mkdtempSync(join(tmpdir(), 'supabase-local-backups-'));
  beforeAll(async () => {
    server = await startServer({
      projectDir: PROJECT,
      port: 0,
      dataDir,
      log: () => {},
      backups: { dir, keep: 2, schedule: '2 seconds' },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers /health with the database's check (this project has no public.system_health()), and '/' for readiness", async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok', database: { ok: true, ms: expect.any(Number) } });
    expect(await (await fetch(`${server.url}/`)).json()).toEqual({ status: 'ok' });
  });

  it('is a scheduled job whose runs write a backup each and keep the newest two', async () => {
    const succeeded = async () =>
      (
        await server.ctx.pool.query(
          `select d.return_message from cron.job_run_details d join cron.job j using (jobid)
            where j.jobname = $1 and d.status = 'succeeded' order by d.runid`,
          [NIGHTLY_JOB],
        )
      ).rows.map((r) => r.return_message as string);
    await expect.poll(async () => (await succeeded()).length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(3);
    expect((await succeeded())[0]).toMatch(/sikka-backup-\d{8}-\d{6}-IST\.tar\.gz \(\d+\.\d\d MB\); \d+ older deleted, 2 kept/);
    await server.close(); // no run in flight while the folder is read
    const files = readdirSync(dir).filter((name) => name.endsWith('.tar.gz'));
    expect(files.length).toBe(2);
  });
});
