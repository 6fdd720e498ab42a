#!/usr/bin/env node
/**
 * `pnpm backup [--out <file>]`: one file holding the local shop's database and stored files, a consistent
 * snapshot taken while the shop runs (or of the stopped stack). Format: supabase/local/src/backup/format.ts.
 *   --out <file>   where to write it (default .data/backups/sikka-backup-<date>-<time>-IST.tar.gz)
 * SIKKA_DATA_DIR: the stack's data dir (default .data/db), as for pnpm start.
 */
import { parseArgs } from 'node:util';
import { importTypeScript } from './run.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dataDir = process.env.SIKKA_DATA_DIR ?? '.data/db';
const { backupDataDir, defaultBackupFile } = await importTypeScript('supabase/local/src/backup/index.ts');
const started = performance.now();
try {
  const { file, bytes, manifest } = await backupDataDir(dataDir, values.out ?? defaultBackupFile(dataDir));
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} stored files to ${file} ` +
      `(${(bytes / 1024 / 1024).toFixed(2)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (manifest.missingFiles.length > 0) {
    console.warn(`warning: ${manifest.missingFiles.length} stored objects had no file on disk (listed in its manifest.json).`);
  }
} catch (error) {
  console.error(`pnpm backup: ${error.message}`);
  process.exit(1);
}
