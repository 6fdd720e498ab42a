/**
 * initdb is most of what starting a test server costs (seconds of fsync'd file creation per cluster); copying
 * an initdb'd cluster takes a fraction of a second. tests/global-setup.ts runs initdb once per run — the
 * server's own (src/db.ts, its flags) and the auth harness's — and every test file copies the pristine,
 * never-migrated cluster into its own fresh data dir, where the server bootstraps and migrates it as it
 * would a new one. Nothing is shared between files: each copy is private to its data dir.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Stopped, initdb'd clusters made by the global setup (absent when a run has none: callers initdb instead). */
export interface ClusterTemplates {
  /** A cluster as src/db.ts initialises `<dataDir>/postgres`. */
  server: string;
  /** A cluster as tests/auth-harness.ts initialises its database. */
  harness: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    clusterTemplates: ClusterTemplates;
  }
}

export function clusterTemplate(kind: keyof ClusterTemplates): string | undefined {
  let templates: ClusterTemplates | undefined;
  try {
    templates = inject('clusterTemplates');
  } catch {
    return undefined; // not inside a vitest worker
  }
  const dir = templates?.[kind];
  return dir && existsSync(join(dir, 'PG_VERSION')) ? dir : undefined;
}

/** Copies a stopped cluster; `cp -a` keeps its files owned by the `postgres` user (as root, Postgres runs so). */
export function copyCluster(template: string, target: string): void {
  execFileSync('cp', ['-a', template, target]);
}

/** A new temp data dir; its `postgres` cluster is a copy of the server template when the run has one. */
export function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = clusterTemplate('server');
  if (template) copyCluster(template, join(dataDir, 'postgres'));
  return dataDir;
}
