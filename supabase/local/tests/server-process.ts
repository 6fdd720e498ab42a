/**
 * supabase-local in a child process, for hostile tests: a server whose event loop an attack freezes must not
 * freeze the test that measures it (the in-process fixture would stop with it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { FIXTURE_DIR } from './helpers.ts';
import { freshDataDir } from './pg-template.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  child: ChildProcess;
  sql(text: string, params?: unknown[]): Promise<pg.QueryResult>;
  /** Milliseconds `/health` takes to answer, or null when it has not answered within `limitMs`. */
  healthTime(limitMs: number): Promise<number | null>;
  /** Peak resident set size of the server process so far (kB, from /proc VmHWM). */
  peakRssKb(): number;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = freshDataDir('supabase-local-proc-');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--project-dir', FIXTURE_DIR, '--port', '0', '--data-dir', dataDir],
    { cwd: PACKAGE_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk) => (err += chunk));
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (/service_role key: \S+/.test(out)) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`supabase-local exited (${code}): ${err.slice(-2000)}`)));
  });
  const pick = (label: string) => new RegExp(`${label}: (\\S+)`).exec(banner)?.[1] ?? '';
  const url = pick('API URL');
  const pool = new pg.Pool({ connectionString: pick('DB URL'), max: 2 });
  pool.on('error', () => {});
  return {
    url,
    anonKey: pick('anon key'),
    serviceRoleKey: pick('service_role key'),
    dataDir,
    child,
    sql: (text, params) => pool.query(text, params),
    async healthTime(limitMs) {
      const started = performance.now();
      try {
        await fetch(`${url}/health`, { signal: AbortSignal.timeout(limitMs) });
        return Math.round(performance.now() - started);
      } catch {
        return null;
      }
    },
    peakRssKb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
    async stop() {
      await pool.end().catch(() => {});
      const exited = new Promise<void>((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()) : resolve()));
      child.kill('SIGTERM');
      const graceful = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 5000, false))]);
      if (!graceful) {
        // A frozen server cannot stop its Postgres: end both by pid.
        child.kill('SIGKILL');
        await exited;
        stopPostmaster(join(dataDir, 'postgres'));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopPostmaster(clusterDir: string): void {
  try {
    const pid = Number.parseInt(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // no postmaster left
  }
}
