import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreBackup } from '@sikka/supabase-local/src/backup/index.ts';
import { type RunningServer, startServer } from '@sikka/supabase-local/src/server.ts';
import { projectDir, TEST_STACK_RATE_LIMITS } from './support/server.ts';

// Issue 51: a backup of the running demo shop, the stack destroyed, the backup restored: every table has
// the rows it had, and a stored photo the bytes it had. A truncated or foreign file is refused with the
// data left as it was. This file runs its own stack (its own data dir) beside the suite's.

const work = mkdtempSync(join(tmpdir(), 'sikka-backup-test-'));
// Postgres runs as its own user when the tests run as root: it must be able to enter the folder.
chmodSync(work, 0o755);
const dataDir = join(work, 'db');
const backupFile = join(work, 'shop.tar.gz');
let server: RunningServer | undefined;

const start = async (reset: boolean) =>
  startServer({ projectDir, port: 0, dataDir, reset, log: () => {}, env: { ...process.env, ...TEST_STACK_RATE_LIMITS } });

/** Every table of the database's own schemas with its row count (what a restore must give back). */
async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ t: string }>(`
    select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_' order by 1`);
  const counts: Record<string, number> = {};
  for (const { t } of rows) counts[t] = Number((await pool.query(`select count(*) as n from ${t}`)).rows[0].n);
  return counts;
}

async function photoChecksum(url: string, path: string): Promise<string> {
  const response = await fetch(`${url}/storage/v1/object/public/collectible-images/${path}`);
  expect(response.status).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

let before: Record<string, number>;
let photo: { path: string; sha256: string };

beforeAll(async () => {
  server = await start(true);
  const { rows } = await server.ctx.pool.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'collectible-images' order by name limit 1`,
  );
  photo = { path: rows[0]!.name, sha256: await photoChecksum(server.url, rows[0]!.name) };
  before = await rowCounts(server.ctx.pool);
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('pnpm backup and pnpm restore', () => {
  it('backs up the running shop, and a destroyed stack restored from it has every row and stored file back', async () => {
    const { manifest } = await backupDataDir(dataDir, backupFile);
    expect(Object.fromEntries(manifest.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]))).toEqual(before);
    expect(manifest.files.some((f) => f.name === photo.path && f.sha256 === photo.sha256)).toBe(true);
    expect(manifest.missingFiles).toEqual([]);

    // After the backup the shop goes on: a change the restore must undo.
    await server!.ctx.pool.query(`insert into public.categories (name) values ('after-the-backup')`);
    await expect(restoreBackup({ file: backupFile, dataDir })).rejects.toThrow(/the local stack is running/);
    await server!.close();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });

    await restoreBackup({ file: backupFile, dataDir });
    server = await start(false);
    expect(await rowCounts(server.ctx.pool)).toEqual(before);
    expect(await photoChecksum(server.url, photo.path)).toBe(photo.sha256);
    // The sequences go on from where they were, and the triggers were not run again by the load.
    const tag = await server.ctx.pool.query(`insert into public.categories (name) values ('after-the-restore') returning id`);
    expect(tag.rowCount).toBe(1);
  }, 180_000);

  it('refuses a truncated or a foreign file before touching anything, the stopped stack left as it was', async () => {
    await server!.close();
    server = undefined;
    const whole = readFileSync(backupFile);
    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(restoreBackup({ file: truncated, dataDir })).rejects.toThrow(/incomplete or damaged/);
    const foreign = join(work, 'notes.txt.gz');
    writeFileSync(foreign, gzipSync('not a backup at all\n'));
    await expect(restoreBackup({ file: foreign, dataDir })).rejects.toThrow(/not a Sikka backup/);
    const plain = join(work, 'photo.jpg');
    writeFileSync(plain, 'JFIF');
    await expect(restoreBackup({ file: plain, dataDir })).rejects.toThrow(/not a Sikka backup: it is not a gzip-compressed file/);

    server = await start(false);
    const after = await rowCounts(server.ctx.pool);
    expect(after['public.categories']).toBe(before['public.categories']! + 1);
    expect(await photoChecksum(server.url, photo.path)).toBe(photo.sha256);
  }, 180_000);
});
