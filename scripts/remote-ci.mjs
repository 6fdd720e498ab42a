#!/usr/bin/env node
/**
 * One remote's CI alone (issue 48): `pnpm --filter <remote> run ci` runs (`run`: pnpm's own `pnpm ci`
 * is a clean install, which deletes node_modules), for that remote only, its
 * typecheck, lint (Biome, the repository's rules), unit tests, its component stories (a Storybook build of
 * its stories alone), its build, the declarations of its exposed modules (scripts/release-contract.mjs, into
 * dist/types/) and the release gate against the shell's build (scripts/release-gate.mjs: what the shell
 * loads is exposed, the singletons agree, the contract's types match the shell's, the server build loads). The whole shop's
 * `pnpm test` still runs everything. Stops at the first failing step; ends with one summary line.
 *   run from the remote's folder (pnpm --filter sets it): node ../scripts/remote-ci.mjs
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { APPS } from './apps.mjs';
import { ROOT, run } from './run.mjs';

const dir = basename(process.cwd());
const app = APPS.find((candidate) => candidate.dir === dir && candidate.name !== 'shell');
if (!app) {
  console.error(
    `remote-ci: ${process.cwd()} is no remote's folder (remotes: ${APPS.filter((a) => a.name !== 'shell')
      .map((a) => a.dir)
      .join(', ')})`,
  );
  process.exit(2);
}
const here = join(ROOT, app.dir);
const storybookOut = mkdtempSync(join(tmpdir(), `storybook-${app.name}-`));

const STEPS = [
  { name: 'typecheck', command: ['pnpm', 'exec', 'tsc', '-p', 'tsconfig.json'], cwd: here },
  { name: 'lint', command: ['pnpm', 'exec', 'biome', 'lint', app.dir], cwd: ROOT },
  { name: 'unit tests', command: ['pnpm', 'exec', 'vitest', 'run', '--passWithNoTests'], cwd: here },
  {
    name: 'stories',
    command: ['pnpm', '--filter', '@sikka/shared', 'exec', 'storybook', 'build', '--quiet', '--output-dir', storybookOut],
    cwd: ROOT,
    env: { SIKKA_STORIES: app.dir },
  },
  { name: 'build', command: ['pnpm', 'exec', 'rsbuild', 'build'], cwd: here },
  // The declarations of its exposed modules, for the gate's contract check (not part of a plain build).
  { name: 'types', command: ['node', 'scripts/release-contract.mjs', app.name, join(app.dir, 'dist', 'types')], cwd: ROOT },
  { name: 'gate', command: ['node', 'scripts/release-gate.mjs', app.name, join(app.dir, 'dist')], cwd: ROOT },
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const done = [];
try {
  for (const step of STEPS) {
    console.log(`\n━━ ${app.name}: ${step.name} ━━`);
    const stepStarted = Date.now();
    const [command, ...args] = step.command;
    const code = await run(command, args, { cwd: step.cwd, env: { ...process.env, ...step.env } });
    done.push(`${step.name} ${seconds(stepStarted)}`);
    if (code !== 0) {
      console.error(
        `\n${app.name} ci: FAILED at ${step.name} (exit ${code}) after ${seconds(started)} — passed: ${done.slice(0, -1).join(', ') || 'nothing'}`,
      );
      process.exit(code);
    }
  }
} finally {
  rmSync(storybookOut, { recursive: true, force: true });
}
console.log(`\n${app.name} ci: PASSED in ${seconds(started)} — ${done.join(', ')}`);
