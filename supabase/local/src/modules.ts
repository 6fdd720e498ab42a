import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Loads one of the server's API modules (auth, storage, realtime, functions) if its file exists, so the
 * core runs — and answers 503 for the missing part — while a module is still being written.
 * A module that exists but fails to load is reported, not swallowed.
 */
export async function optionalModule<T>(relativePath: string, log: (line: string) => void): Promise<T | undefined> {
  const url = new URL(relativePath, import.meta.url);
  if (!existsSync(fileURLToPath(url))) {
    log(`warning: ${relativePath} is not present; its API answers 503`);
    return undefined;
  }
  try {
    return (await import(url.href)) as T;
  } catch (err) {
    log(`error: ${relativePath} failed to load: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return undefined;
  }
}
