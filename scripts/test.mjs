#!/usr/bin/env node
/**
 * `pnpm test`: everything CI checks, in the order that fails fastest —
 * typecheck every package → lint (Biome, with the import boundaries of ARCHITECTURE rule 9) → format
 * check → no declared-but-unused dependency (scripts/check-deps.mjs, after its own test and the other
 * scripts' node tests, e.g. the bundle checker's) → no unused file or
 * export (knip, knip.json) → unit tests of every package (two packages at a time: vitest gives a front-end
 * package one worker thread on two cores, supabase/local a file per core since its files mostly wait) → build
 * Storybook (the design system plus the shell's and remotes' stories: a story that does not build
 * fails the run; ~15 s, so before the apps)
 * → build the six apps → bundle budgets (scripts/check-bundles.mjs) → singleton versions agree between
 * the builds (scripts/check-singletons.mjs) → Playwright e2e against the production stack (started and
 * stopped by Playwright's webServer).
 * Stops at the first failing step; ends with one summary line.
 */
import { APP_FILTERS } from './apps.mjs';
import { run } from './run.mjs';

const STEPS = [
  { name: 'typecheck', command: ['pnpm', '-r', '--workspace-concurrency=1', 'typecheck'] },
  { name: 'lint', command: ['pnpm', 'exec', 'biome', 'lint', '.'] },
  { name: 'format', command: ['pnpm', 'exec', 'biome', 'format', '.'] },
  {
    name: 'deps',
    commands: [
      [
        'node',
        '--test',
        'scripts/check-deps.test.mjs',
        'scripts/check-bundles.test.mjs',
        'scripts/check-singletons.test.mjs',
        'scripts/release-gate.test.mjs',
        'scripts/gate-fixtures.test.mjs',
        'scripts/paint-path.test.mjs',
      ],
      ['node', 'scripts/check-deps.mjs'],
    ],
  },
  // No file nothing imports, no export nobody imports (knip.json; exports used only in their own file
  // are left alone). Entry points are each app's page and exposes, each package's exports and scripts.
  { name: 'unused code', command: ['pnpm', 'exec', 'knip', '--no-progress'] },
  { name: 'unit tests', command: ['pnpm', '-r', '--workspace-concurrency=2', '--filter', '!@sikka/e2e', 'test'] },
  { name: 'storybook', command: ['pnpm', '--filter', '@sikka/shared', 'build-storybook', '--quiet'] },
  { name: 'build', command: ['pnpm', '-r', '--workspace-concurrency=2', ...APP_FILTERS, 'build'] },
  // Deterministic byte budgets per route and app (scripts/bundle-budgets.json); no visitor route loads
  // admin, image-editor or camera code.
  { name: 'bundle budgets', command: ['node', 'scripts/check-bundles.mjs'] },
  // The shell's and the remotes' builds share each singleton at one version that every range accepts.
  { name: 'singletons', command: ['node', 'scripts/check-singletons.mjs'] },
  { name: 'e2e', command: ['pnpm', '--filter', '@sikka/e2e', 'test'], env: { SIKKA_E2E_NO_BUILD: '1' } },
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const done = [];

for (const step of STEPS) {
  console.log(`\n━━ ${step.name} ━━`);
  const stepStarted = Date.now();
  let code = 0;
  for (const [command, ...args] of step.commands ?? [step.command]) {
    code = await run(command, args, { env: { ...process.env, ...step.env } });
    if (code !== 0) break;
  }
  done.push(`${step.name} ${seconds(stepStarted)}`);
  if (code !== 0) {
    console.error(
      `\npnpm test: FAILED at ${step.name} (exit ${code}) after ${seconds(started)} — passed: ${done.slice(0, -1).join(', ') || 'nothing'}`,
    );
    process.exit(code);
  }
}

console.log(`\npnpm test: PASSED in ${seconds(started)} — ${done.join(', ')}`);
