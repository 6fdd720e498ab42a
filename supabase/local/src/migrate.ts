import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { PoolClient } from 'pg';
import type { ProjectConfig, ServerContext } from './context.ts';
import { optionalModule } from './modules.ts';

/** `<version>_<name>.sql`, as the Supabase CLI names migrations. */
const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

export interface MigrationResult {
  applied: string[];
  seeded: string[];
}

/**
 * Applies `migrations/*.sql` not yet recorded in supabase_migrations.schema_migrations (each in its own
 * transaction, recorded like the CLI records them), then — on a database never seeded — the seed files.
 */
export async function migrate(
  client: PoolClient,
  projectDir: string,
  config: ProjectConfig,
  log: (line: string) => void,
): Promise<MigrationResult> {
  const applied: string[] = [];
  const done = new Set(
    (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  for (const file of await migrationFiles(projectDir, log)) {
    if (done.has(file.version)) continue;
    const text = await readFile(file.path, 'utf8');
    await inTransaction(client, `migration ${basename(file.path)}`, async () => {
      await client.query(text);
      await client.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
        file.version,
        [text],
        file.name,
      ]);
    });
    applied.push(basename(file.path));
    log(`Applied migration ${basename(file.path)}`);
  }

  const seeded: string[] = [];
  const seededBefore = (await client.query('select 1 from supabase_migrations.seed_files limit 1')).rowCount ?? 0;
  if (seededBefore === 0 && (config.db?.seedEnabled ?? true)) {
    for (const path of await seedFiles(projectDir, config.db?.seedPaths ?? ['./seed.sql'])) {
      const text = await readFile(path, 'utf8');
      await inTransaction(client, `seed ${basename(path)}`, async () => {
        await client.query(text);
        await recordSeed(client, relative(projectDir, path), text);
      });
      seeded.push(basename(path));
      log(`Seeded data from ${basename(path)}`);
    }
    // Remember that this database got its seed (even an empty one): seeds never run twice.
    if (seeded.length === 0) await recordSeed(client, '(no seed files)', '');
  }
  return { applied, seeded };
}

/** After the database is ready: buckets from config.toml and realtime plumbing (their modules own the how). */
export async function prepareServices(ctx: ServerContext, log: (line: string) => void): Promise<void> {
  const storage = await optionalModule<{ seedBuckets(ctx: ServerContext): Promise<void> }>('./storage/seed.ts', log);
  if (storage) await storage.seedBuckets(ctx);
  const realtime = await optionalModule<{ installRealtime?(ctx: ServerContext): Promise<void> }>('./realtime/index.ts', log);
  if (realtime?.installRealtime) await realtime.installRealtime(ctx);
}

async function migrationFiles(projectDir: string, log: (line: string) => void) {
  const dir = join(projectDir, 'migrations');
  if (!existsSync(dir)) return [];
  const files: { version: string; name: string; path: string }[] = [];
  for (const entry of (await readdir(dir)).sort()) {
    if (!entry.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(entry);
    if (!match) {
      log(`warning: skipping migration ${entry}: file name must match <timestamp>_name.sql`);
      continue;
    }
    files.push({ version: match[1]!, name: match[2]!, path: join(dir, entry) });
  }
  return files;
}

/** `[db.seed] sql_paths`, relative to the project dir; a `*` in the file name part is a glob. */
async function seedFiles(projectDir: string, patterns: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const pattern of patterns) {
    const full = resolve(projectDir, pattern);
    if (!basename(full).includes('*')) {
      if (existsSync(full)) found.push(full);
      continue;
    }
    const dir = dirname(full);
    if (!existsSync(dir)) continue;
    const re = new RegExp(
      `^${basename(full)
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    for (const entry of (await readdir(dir)).sort()) if (re.test(entry)) found.push(join(dir, entry));
  }
  return [...new Set(found)];
}

async function recordSeed(client: PoolClient, path: string, text: string): Promise<void> {
  const hash = createHash('sha256').update(text).digest('hex');
  await client.query(
    'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
    [path, hash],
  );
}

async function inTransaction(client: PoolClient, what: string, fn: () => Promise<void>): Promise<void> {
  try {
    await client.query('BEGIN');
    await fn();
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    const e = err as { message?: string; position?: string };
    throw new Error(`${what} failed: ${e.message ?? String(err)}${e.position ? ` (at character ${e.position})` : ''}`, {
      cause: err,
    });
  }
}
