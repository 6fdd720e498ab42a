/**
 * The shop's server reads the release registry at runtime: the file is looked at every `pollMs` (its
 * size and modification time; read again only when they change), so a promotion reaches the pages within
 * `pollMs` and a render never touches the disk. A file that cannot be read or parsed (edited by hand into
 * invalid JSON) leaves the last good registry serving, and says so: in the log once per change of the
 * file, and in `status()` (GET /health's `releases`, the System panel).
 */
import { stat, readFile } from 'node:fs/promises';
import { EMPTY_REGISTRY, parseRegistry, type Registry } from './registry';

export interface RegistryStatus {
  /** The registry file. */
  path: string;
  ok: boolean;
  /** When the registry being served was read (ISO), if one was. */
  readAt?: string;
  /** What is wrong with the file as it is now (the last good registry is serving). */
  error?: string;
}

export interface RegistryReader {
  current(): Registry;
  status(): RegistryStatus;
  /** Reads the file now if it changed (the poll does this; tests and commands call it). */
  refresh(): Promise<void>;
  stop(): void;
}

export interface ReaderOptions {
  path: string;
  /** How often the file is looked at (default 2 s: a promotion reaches the pages within that). */
  pollMs?: number;
  log?: (message: string) => void;
}

export function registryReader({ path, pollMs = 2000, log = console.error }: ReaderOptions): RegistryReader {
  let registry: Registry = EMPTY_REGISTRY;
  let state: RegistryStatus = { path, ok: true };
  let seen: string | undefined;
  let running: Promise<void> | undefined;

  async function read(): Promise<void> {
    let signature: string;
    try {
      const info = await stat(path);
      signature = `${info.size}:${info.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      signature = 'missing';
    }
    if (signature === seen) return;
    seen = signature;
    if (signature === 'missing') {
      // No registry: every remote from the deployed remotes.json, as without releases.
      registry = EMPTY_REGISTRY;
      state = { path, ok: true, readAt: new Date().toISOString() };
      return;
    }
    try {
      registry = parseRegistry(await readFile(path, 'utf8'));
      if (!state.ok) log(`releases: ${path} is readable again; serving it`);
      state = { path, ok: true, readAt: new Date().toISOString() };
    } catch (error) {
      const message = (error as Error).message;
      log(`releases: ${path}: ${message}; still serving the last good registry${state.readAt ? ` (read ${state.readAt})` : ''}`);
      state = { ...state, path, ok: false, error: message };
    }
  }

  const refresh = () => {
    running ??= read()
      .catch((error: Error) => {
        state = { ...state, ok: false, error: error.message };
        log(`releases: ${path}: ${error.message}`);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();
  return {
    current: () => registry,
    status: () => state,
    refresh,
    stop: () => clearInterval(timer),
  };
}
