#!/usr/bin/env node
/**
 * `pnpm dev`: the six apps' Rsbuild dev servers (HMR) on their usual ports, plus supabase/local.
 * The shell in dev loads the remotes from their dev servers through the same remotes.json.
 */
import { APP_FILTERS, SUPABASE_PORT } from './apps.mjs';
import { onShutdown, startChild, stopChild } from './run.mjs';

const dataDir = process.env.SIKKA_DATA_DIR ?? '.data/db';

const apps = startChild('pnpm', ['-r', '--parallel', ...APP_FILTERS, 'dev']);
const supabase = startChild(process.execPath, [
  'supabase/local/bin/supabase-local.mjs',
  '--project-dir',
  'supabase',
  '--port',
  String(SUPABASE_PORT),
  '--data-dir',
  dataDir,
]);
supabase.on('exit', (code, signal) => {
  if (signal !== 'SIGTERM' && signal !== 'SIGINT')
    console.warn(`[dev] supabase/local stopped (exit code ${code ?? signal}); the apps run without a backend.`);
});
apps.on('exit', async (code) => {
  await stopChild(supabase);
  process.exit(code ?? 0);
});

onShutdown(() => Promise.all([stopChild(apps), stopChild(supabase)]));
