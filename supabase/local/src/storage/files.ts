import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { storageErrors } from './errors.ts';

/** Where an object's bytes live: `${dataDir}/storage/{bucket}/{name}`, never outside that folder. */
export function objectFile(dataDir: string, bucket: string, name: string): string {
  const root = path.resolve(dataDir, 'storage');
  const file = path.resolve(root, bucket, name);
  if (!file.startsWith(root + path.sep + bucket + path.sep)) throw storageErrors.invalidKey(name);
  return file;
}

/** Writes to a temporary sibling then renames, so readers never see half a file. */
export async function writeObjectFile(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

export async function removeObjectFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

export function readObjectFile(file: string, range?: { start: number; end: number }) {
  return createReadStream(file, range);
}
