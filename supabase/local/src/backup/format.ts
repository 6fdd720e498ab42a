/**
 * The backup file (`pnpm backup`, the nightly backup): one gzip-compressed tar, read with any tar tool.
 *
 *   sikka-backup.json             first: what this file is (format, version, when), so a foreign file is
 *                                 refused at its first entry
 *   db/<schema>.<table>.copy      each table's rows in Postgres's COPY text format (one line a row), all
 *                                 read in one REPEATABLE READ transaction: one moment of the database
 *   storage/<bucket>/<name>       the bytes of every object that moment's storage.objects names
 *   manifest.json                 last: versions, the applied migrations, every table's columns, row count
 *                                 and SHA-256, the sequences' values, every stored file's size and SHA-256.
 *                                 A file cut short has no manifest, and a changed byte fails its checksum:
 *                                 either is refused before anything is touched.
 */
export const BACKUP_FORMAT = 'sikka-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const HEADER_ENTRY = 'sikka-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
}

export interface TableEntry {
  schema: string;
  name: string;
  /** The columns copied, in order (generated columns are left out: the database computes them again). */
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
  entry: string;
}

export interface SequenceValue {
  schema: string;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface FileEntry {
  bucket: string;
  name: string;
  size: number;
  sha256: string;
  entry: string;
}

export interface BackupManifest extends BackupHeader {
  /** Postgres's server_version of the database backed up. */
  postgres: string;
  /** supabase_migrations.schema_migrations versions, oldest first (the schema the rows belong to). */
  migrations: string[];
  tables: TableEntry[];
  sequences: SequenceValue[];
  files: FileEntry[];
  /** Objects storage.objects names whose bytes were not on disk when the backup was made. */
  missingFiles: { bucket: string; name: string }[];
}

/** A backup's tar entry of a table. */
export const tableEntryName = (schema: string, name: string) => `db/${schema}.${name}.copy`;

/** A backup's tar entry of a stored object. */
export const fileEntryName = (bucket: string, name: string) => `storage/${bucket}/${name}`;

/** A name quoted for SQL ("schema"."table"). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

/** The schemas of Postgres itself, never backed up (their contents come with every database). */
export const SYSTEM_SCHEMAS_SQL = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'`;

/** A backup refused, with the sentence to show (the command prints it and exits 1). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
