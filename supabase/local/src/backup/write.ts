import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pack } from 'tar-stream';
import { objectFile } from '../storage/files.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupManifest,
  fileEntryName,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  qualified,
  quoteIdent,
  SYSTEM_SCHEMAS_SQL,
  tableEntryName,
  type TableEntry,
} from './format.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** Every table of the database's own schemas, with the columns a COPY carries (not the generated ones). */
const TABLES = `
  select n.nspname as schema, c.relname as name,
         array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
   where c.relkind = 'r' and ${SYSTEM_SCHEMAS_SQL}
   group by n.nspname, c.relname
   order by n.nspname, c.relname`;

const SEQUENCES = `
  select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'S' and ${SYSTEM_SCHEMAS_SQL}
   order by 1, 2`;

/**
 * Writes one backup file of the database `client` is connected to and of the stored files under
 * `dataDir/storage`, while the shop runs: every table is read in one REPEATABLE READ, READ ONLY
 * transaction (one moment of the whole database), and the stored files are the ones that moment's
 * storage.objects names. The file appears under its name only once complete (written beside it first).
 */
export async function writeBackup(client: PoolClient, dataDir: string, file: string): Promise<BackupResult> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const tar = pack();
  const written = pipeline(tar, createGzip({ level: 6 }), createWriteStream(partial));
  // A failure of the writing side must reach the awaits below (the pack would otherwise wait forever).
  written.catch((err) => tar.destroy(err as Error));
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      tar.entry({ name, size: body.length, mtime: new Date(0) }, body, (err) => (err ? reject(err) : resolve())),
    );
  try {
    const createdAt = new Date().toISOString();
    const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt };
    await add(HEADER_ENTRY, Buffer.from(`${JSON.stringify(header)}\n`));

    await client.query('begin isolation level repeatable read, read only');
    let snapshot: Omit<BackupManifest, keyof BackupHeader | 'files' | 'missingFiles'>;
    let objects: { bucket: string; name: string }[];
    try {
      snapshot = await copyDatabase(client, add);
      objects = (
        await client.query<{ bucket: string; name: string }>(
          'select bucket_id as bucket, name from storage.objects order by 1, 2',
        )
      ).rows;
    } finally {
      await client.query('commit').catch(() => {});
    }

    const files: BackupManifest['files'] = [];
    const missingFiles: BackupManifest['missingFiles'] = [];
    for (const object of objects) {
      let bytes: Buffer;
      try {
        bytes = await readFile(objectFile(dataDir, object.bucket, object.name));
      } catch {
        missingFiles.push(object);
        continue;
      }
      const entry = fileEntryName(object.bucket, object.name);
      await add(entry, bytes);
      files.push({ ...object, size: bytes.length, sha256: sha256(bytes), entry });
    }

    const manifest: BackupManifest = { ...header, ...snapshot, files, missingFiles };
    await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
    tar.finalize();
    await written;
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, manifest };
  } catch (err) {
    tar.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
}

async function copyDatabase(client: PoolClient, add: (name: string, body: Buffer) => Promise<void>) {
  const postgres = (await client.query<{ v: string }>('show server_version')).rows[0]!.v;
  const tables: TableEntry[] = [];
  for (const table of (await client.query<{ schema: string; name: string; columns: string[] }>(TABLES)).rows) {
    const body = await copyOut(
      client,
      `copy ${qualified(table.schema, table.name)} (${table.columns.map(quoteIdent).join(', ')}) to stdout`,
    );
    const entry = tableEntryName(table.schema, table.name);
    await add(entry, body);
    tables.push({ ...table, rows: countRows(body), bytes: body.length, sha256: sha256(body), entry });
  }
  const sequences = [];
  for (const { schema, name } of (await client.query<{ schema: string; name: string }>(SEQUENCES)).rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${qualified(schema, name)}`,
    );
    sequences.push({ schema, name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  const migrations = (
    await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
  ).rows.map((r) => r.version);
  return { postgres, migrations, tables, sequences };
}

async function copyOut(client: PoolClient, sql: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = client.query(copyTo(sql));
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** COPY's text format writes one line a row (a newline inside a value is written as \n). */
export function countRows(body: Buffer): number {
  let rows = 0;
  for (let i = body.indexOf(10); i !== -1; i = body.indexOf(10, i + 1)) rows++;
  return rows;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
