#!/usr/bin/env node
/**
 * Singletons agree (issue 28, item 25). A page runs one copy of each singleton, whichever app registered
 * it first (shareStrategy 'loaded-first'), so every app has to work with every other app's copy. A remote
 * deployed alone, built against another React or another @sikka/shared, would otherwise break at runtime,
 * only on the pages that load it, and only in the order that loads its copy second.
 *
 * Reads the built mf-manifest.json of the shell and the six remotes and fails, naming the app and the
 * package, when a singleton's version differs between them, when one app's version breaks another's
 * requiredVersion (judged by the federation runtime's own `satisfy`), or when an app shares one of them
 * as no singleton. The singletons: react, react-dom, react-router-dom, @supabase/supabase-js and every
 * @sikka/shared entry. (Today react-router and supabase-js are not shared modules: each is bundled
 * inside its @sikka/shared entry, router and supabase, and travels with it. They are checked should an
 * app share them.)
 *   node scripts/check-singletons.mjs [root]     after `pnpm build`; root defaults to the repository
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APPS } from './apps.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@supabase/supabase-js'];

export const isSingleton = (name) => SINGLETON_PACKAGES.includes(name) || name.startsWith('@sikka/shared/');

/** `shell` or `remote "catalog"`: how a message names an app. */
const named = (app) => (app === 'shell' ? 'the shell' : `remote "${app}"`);

/**
 * The shared modules each app's build declares: `{ app, shared: [{ name, version, requiredVersion,
 * singleton }] }` per app that has a manifest, and a problem for each app that has none.
 */
export function readManifests(root = ROOT, apps = APPS) {
  const manifests = [];
  const problems = [];
  for (const app of apps) {
    const file = join(root, app.dir, 'dist', 'mf-manifest.json');
    if (!existsSync(file)) {
      problems.push(`${named(app.name)}: no ${app.dir}/dist/mf-manifest.json (build first: pnpm build)`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifests.push({ app: app.name, shared: Array.isArray(manifest.shared) ? manifest.shared : [] });
  }
  return { manifests, problems };
}

/** The most common of `values` (the first one on a tie). */
function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * What is wrong between the apps' singletons: one line per app and package. `satisfy(version, range)`
 * is the federation runtime's. Versions are compared with the shell's where the shell shares the
 * package (it registers first), else with the version most apps have. `sameVersion: false` leaves the
 * versions' equality out and judges the ranges only (the release gate: a remote released later may be
 * built against a newer patch the shell's copy still satisfies).
 */
export function singletonProblems(manifests, satisfy, { sameVersion = true } = {}) {
  const problems = [];
  const byPackage = new Map();
  for (const { app, shared } of manifests)
    for (const entry of shared)
      if (isSingleton(entry.name)) byPackage.set(entry.name, [...(byPackage.get(entry.name) ?? []), { app, ...entry }]);

  for (const [name, copies] of [...byPackage].sort(([a], [b]) => a.localeCompare(b))) {
    for (const copy of copies)
      if (copy.singleton !== true) problems.push(`${named(copy.app)}: shares ${name} as no singleton (two copies on one page)`);

    const reference = copies.find((copy) => copy.app === 'shell') ?? {
      app: undefined,
      version: mostCommon(copies.map((copy) => copy.version)),
    };
    for (const copy of copies)
      if (sameVersion && copy.version !== reference.version)
        problems.push(
          `${named(copy.app)}: ${name} ${copy.version}, but ${reference.app ? named(reference.app) : 'most apps'} ${reference.app ? 'has' : 'have'} ${reference.version}`,
        );

    for (const wanting of copies) {
      if (typeof wanting.requiredVersion !== 'string' || wanting.requiredVersion === '') continue;
      for (const giving of copies)
        if (giving.app !== wanting.app && !satisfy(giving.version, wanting.requiredVersion))
          problems.push(
            `${named(giving.app)}: ${name} ${giving.version} breaks the requiredVersion ${wanting.requiredVersion} of ${named(wanting.app)}`,
          );
    }
  }
  return problems;
}

/** The federation runtime's `satisfy`, from the copy the apps are built with (resolved through shared/). */
export async function runtimeSatisfy(root = ROOT) {
  const runtime = createRequire(join(root, 'shared', 'package.json')).resolve('@module-federation/enhanced/runtime');
  const { satisfy } = await import(pathToFileURL(runtime).href);
  return satisfy;
}

// CLI
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? ROOT;
  const { manifests, problems: missing } = readManifests(root);
  const problems = [...missing, ...singletonProblems(manifests, await runtimeSatisfy())];
  if (problems.length) {
    console.error(
      `singletons: ${problems.length} problem(s) between the builds\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
  const checked = new Set(
    manifests.flatMap(({ shared }) => shared.filter((entry) => isSingleton(entry.name)).map((e) => e.name)),
  );
  console.log(`singletons: ${checked.size} shared singletons agree across ${manifests.map(({ app }) => app).join(', ')}`);
}
