#!/usr/bin/env node
/**
 * `pnpm restore <file>`: brings the STOPPED local stack (SIKKA_DATA_DIR, default .data/db) back to a backup
 * of pnpm backup. The file is read whole and checked first (a truncated, damaged or foreign file is
 * refused, nothing changed), then loaded into a new database beside the data dir, then the two are
 * swapped: the data dir that was there is kept as <data dir>.before-restore.
 */
import { importTypeScript } from './run.mjs';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('Usage: pnpm restore <backup file>   (stop pnpm start first)');
  process.exit(2);
}
const dataDir = process.env.SIKKA_DATA_DIR ?? '.data/db';
const { restoreBackup } = await importTypeScript('supabase/local/src/backup/index.ts');
const started = performance.now();
try {
  const { manifest, previous } = await restoreBackup({ file, dataDir, log: (line) => console.log(line) });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.` +
      (previous ? `\nThe data that was there is kept in ${previous} (delete it once you are happy).` : ''),
  );
} catch (error) {
  console.error(`pnpm restore: ${error.name === 'BackupRefused' ? 'refused' : 'failed'}: ${error.message}`);
  process.exit(1);
}
