#!/usr/bin/env node
/**
 * `pnpm test`: everything CI checks, in the order that fails fastest —
 * typecheck every package → unit tests of every package (one at a time: small machines) → build the
 * six apps → Playwright e2e against the production stack (started and stopped by Playwright's
 * webServer). Stops at the first failing step; ends with one summary line.
 */
import { APP_FILTERS } from './apps.mjs';
import { run } from './run.mjs';

const STEPS = [
  { name: 'typecheck', command: ['pnpm', '-r', '--workspace-concurrency=1', 'typecheck'] },
  { name: 'unit tests', command: ['pnpm', '-r', '--workspace-concurrency=1', '--filter', '!@sikka/e2e', 'test'] },
  { name: 'build', command: ['pnpm', '-r', '--workspace-concurrency=2', ...APP_FILTERS, 'build'] },
  { name: 'e2e', command: ['pnpm', '--filter', '@sikka/e2e', 'test'], env: { SIKKA_E2E_NO_BUILD: '1' } },
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const done = [];

for (const step of STEPS) {
  console.log(`\n━━ ${step.name} ━━`);
  const stepStarted = Date.now();
  const [command, ...args] = step.command;
  const code = await run(command, args, { env: { ...process.env, ...step.env } });
  done.push(`${step.name} ${seconds(stepStarted)}`);
  if (code !== 0) {
    console.error(`\npnpm test: FAILED at ${step.name} (exit ${code}) after ${seconds(started)} — passed: ${done.slice(0, -1).join(', ') || 'nothing'}`);
    process.exit(code);
  }
}

console.log(`\npnpm test: PASSED in ${seconds(started)} — ${done.join(', ')}`);
