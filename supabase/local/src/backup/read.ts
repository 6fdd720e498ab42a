import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { objectFile } from '../storage/files.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupManifest,
  BackupRefused,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
} from './format.ts';

export interface UnpackedBackup {
  manifest: BackupManifest;
  /** Where each table's COPY data was written, by its entry name. */
  tableFiles: Map<string, string>;
}

/**
 * Reads a whole backup file and checks it before anything is restored: it must be a gzip-compressed tar
 * that starts with a Sikka backup header of a format this code reads and ends with its manifest, and every
 * entry's SHA-256 must be the manifest's. Table data is written under `stagingDir/tables`, stored files
 * under `stagingDir/storage` (where the restored data dir keeps them). Throws BackupRefused with the reason.
 */
export async function unpackBackup(file: string, stagingDir: string): Promise<UnpackedBackup> {
  await refuseUnlessGzip(file);
  const seen = new Map<string, { sha256: string; size: number; path?: string }>();
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  const tar = extract();
  tar.on('entry', (entry, stream, next) => {
    const name = entry.name;
    const chunks: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    (async () => {
      if (!header && name !== HEADER_ENTRY)
        throw new BackupRefused(`not a Sikka backup: its first entry is '${name}', not ${HEADER_ENTRY}`);
      if (seen.has(name)) throw new BackupRefused(`the backup holds '${name}' twice`);
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        chunks.push(chunk as Buffer);
      }
      const body = Buffer.concat(chunks);
      if (name === HEADER_ENTRY) header = parseHeader(body);
      else if (name === MANIFEST_ENTRY) manifest = JSON.parse(body.toString('utf8')) as BackupManifest;
      else {
        const path = stagedPath(stagingDir, name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, body);
        seen.set(name, { sha256: hash.digest('hex'), size, path });
        return;
      }
      seen.set(name, { sha256: hash.digest('hex'), size });
    })().then(
      () => next(),
      (err: Error) => {
        stream.resume();
        next(err);
      },
    );
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), tar);
  } catch (err) {
    if (err instanceof BackupRefused) throw err;
    // Nothing read at all: not a tar of ours (a gzip of something else); else it broke off part-way.
    if (!header)
      throw new BackupRefused(`not a Sikka backup: it is not a tar archive with a ${HEADER_ENTRY} (${(err as Error).message})`);
    throw new BackupRefused(`the backup file is incomplete or damaged (${(err as Error).message}); nothing was changed`);
  }
  if (!header) throw new BackupRefused('not a Sikka backup: it has no sikka-backup.json');
  if (!manifest)
    throw new BackupRefused('the backup file is incomplete: its manifest (the last entry) is missing; nothing was changed');
  return { manifest, tableFiles: checkEntries(manifest, seen) };
}

function parseHeader(body: Buffer): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BackupRefused(`not a Sikka backup: ${HEADER_ENTRY} is not JSON`);
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupRefused(`not a Sikka backup: its format is '${String(header.format)}'`);
  if (header.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `this backup's format version is ${String(header.version)}; this checkout reads version ${BACKUP_FORMAT_VERSION}`,
    );
  }
  return header as BackupHeader;
}

/** Every entry the manifest names is there with its checksum, and nothing else is. */
function checkEntries(manifest: BackupManifest, seen: Map<string, { sha256: string; size: number; path?: string }>) {
  const expected = new Map<string, string>();
  for (const t of manifest.tables ?? []) expected.set(t.entry, t.sha256);
  for (const f of manifest.files ?? []) expected.set(f.entry, f.sha256);
  const tableFiles = new Map<string, string>();
  for (const [entry, sha] of expected) {
    const got = seen.get(entry);
    if (!got) throw new BackupRefused(`the backup file is incomplete: '${entry}' is missing; nothing was changed`);
    if (got.sha256 !== sha)
      throw new BackupRefused(`the backup file is damaged: '${entry}' does not match its checksum; nothing was changed`);
    if (entry.startsWith('db/')) tableFiles.set(entry, got.path!);
  }
  for (const entry of seen.keys()) {
    if (entry !== HEADER_ENTRY && entry !== MANIFEST_ENTRY && !expected.has(entry)) {
      throw new BackupRefused(`the backup holds '${entry}', which its manifest does not list; nothing was changed`);
    }
  }
  return tableFiles;
}

/** Where an entry is unpacked: tables apart, stored files where the data dir keeps them (never outside it). */
function stagedPath(stagingDir: string, name: string): string {
  const table = /^db\/([^/]+\.copy)$/.exec(name);
  if (table) return join(stagingDir, 'tables', table[1]!);
  const file = /^storage\/([^/]+)\/(.+)$/.exec(name);
  if (file) {
    try {
      return objectFile(stagingDir, file[1]!, file[2]!);
    } catch {
      // below
    }
  }
  throw new BackupRefused(`the backup holds an entry this format does not have: '${name}'`);
}

async function refuseUnlessGzip(file: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    throw new BackupRefused(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  try {
    const start = Buffer.alloc(2);
    const { bytesRead } = await handle.read(start, 0, 2, 0);
    if (bytesRead < 2 || start[0] !== 0x1f || start[1] !== 0x8b)
      throw new BackupRefused('not a Sikka backup: it is not a gzip-compressed file');
  } finally {
    await handle.close();
  }
}
