import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PoolClient } from 'pg';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Platform SQL, in order: roles/extensions/grants, then the auth, storage and realtime schemas
 * (each owned by its API module). Every file is idempotent because bootstrap runs on every start.
 */
const PLATFORM_SQL = [
  { name: 'bootstrap', path: here('./bootstrap.sql'), required: true },
  { name: 'auth schema', path: here('./auth/schema.sql'), required: false },
  { name: 'storage schema', path: here('./storage/schema.sql'), required: false },
  { name: 'realtime schema', path: here('./realtime/schema.sql'), required: false },
];

/** Key of the advisory lock that keeps two servers on one database from bootstrapping at once. */
export const BOOTSTRAP_LOCK = 5_432_154_321;

export async function bootstrap(client: PoolClient, log: (line: string) => void = () => {}): Promise<void> {
  for (const file of PLATFORM_SQL) {
    let text: string;
    try {
      text = await readFile(file.path, 'utf8');
    } catch (err) {
      if (file.required || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      log(`warning: ${file.name} SQL not found (${file.path}); skipped`);
      continue;
    }
    try {
      await client.query('BEGIN');
      await client.query(text);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw new Error(`Bootstrap (${file.name}) failed: ${(err as Error).message}`, { cause: err });
    }
  }
}
