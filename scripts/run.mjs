/** Small process helpers shared by the root scripts (start, dev, test). */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Starts a long-running child. It stays in our process group: Ctrl-C in a terminal and a test
 * runner stopping our group reach it even if we cannot forward the signal ourselves.
 */
export function startChild(command, args, options = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
}

/** Asks a child to stop and resolves once it has exited. */
export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Calls `onStop` once on Ctrl-C or a termination request, then exits. */
/**
 * Runs `node <args>` and reads the JSON report it prints on stdout: `{ report }`; `{ timedOut: true }` when
 * it is still running after `timeoutMs` (it is killed); else `{ error }`, the first line it said on stderr
 * (Go's 'context canceled' of a closed esbuild service left out) or its exit code. The release gate's
 * checks run this way, so a check that crashes or hangs is one line of the gate's output.
 */
export function reportOfChild(args, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal) return resolve({ timedOut: true });
      if (code === 0) {
        try {
          return resolve({ report: JSON.parse(out) });
        } catch {
          return resolve({ error: `it printed no report (${out.slice(0, 200)})` });
        }
      }
      const said = err.split('\n').map((line) => line.trim());
      resolve({ error: said.find((line) => line && line !== 'context canceled') ?? `it exited with ${code}` });
    });
  });
}

export function onShutdown(onStop) {
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    await onStop(signal);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Imports a TypeScript module of the workspace (e.g. the shop's server, shell/server/index.ts) through
 * tsx, the shell's TypeScript runner, which this plain-JS command finds through the shell's package.
 */
export async function importTypeScript(path) {
  const api = createRequire(join(ROOT, 'shell/package.json')).resolve('tsx/esm/api');
  const { tsImport } = await import(pathToFileURL(api.replace(/index\.cjs$/, 'index.mjs')).href);
  return tsImport(pathToFileURL(join(ROOT, path)).href, import.meta.url);
}
