#!/usr/bin/env node
/**
 * `pnpm check:deps`: no workspace package declares a dependency it does not use (issue 12, item 5).
 * A declared-but-unused package still lands in the lockfile, in audits, and — through the federation
 * settings, which share what a package.json declares — in the shared scope of every page.
 *
 * A name in `dependencies`, `optionalDependencies` or `devDependencies` counts as used when some file
 * of that package imports it (static or dynamic import, `import type`, export … from, require,
 * require.resolve, a triple-slash types reference, Deno's `npm:` specifier), or when one of the package's
 * scripts runs its command; `"checkDeps": {"alsoImportedFrom": [folders]}` in a package.json adds folders
 * whose imports it serves (supabase/local: the Edge Functions' `npm:` imports). Tools that configs and CLIs pull in by name (TOOL_PACKAGES) are not checked. Plain Node,
 * no dependencies: it reads pnpm-workspace.yaml, the package.json files and the sources.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Used by configs, test runners and CLIs without an import anyone could find. */
const TOOL_PACKAGES = [
  /^typescript$/,
  /^vitest$/,
  /^jsdom$/,
  /^@rsbuild\//,
  /^@module-federation\/rsbuild-plugin$/,
  /^storybook(-.*)?$/,
  /^@storybook\//,
  /^@testing-library\//,
  /^@types\//,
  /^playwright$/,
  /^@playwright\/test$/,
  /^@biomejs\/biome$/,
];

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'test-results', 'playwright-report']);
const DEPENDENCY_FIELDS = ['dependencies', 'optionalDependencies', 'devDependencies'];

/** The package folders that pnpm-workspace.yaml lists (plain paths, or one trailing `/*`). */
export function workspacePackageDirs(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const dirs = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages\s*:/.test(line);
    const item = inPackages && line.match(/^\s+-\s*['"]?([^'"#\s]+)['"]?/);
    if (!item) continue;
    const pattern = item[1];
    if (pattern.startsWith('!')) continue;
    if (pattern.endsWith('/*')) {
      const parent = join(root, pattern.slice(0, -2));
      for (const name of existsSync(parent) ? readdirSync(parent) : []) dirs.push(join(parent, name));
    } else {
      dirs.push(join(root, pattern));
    }
  }
  return dirs.filter((dir) => existsSync(join(dir, 'package.json')));
}

/**
 * Source text without its comment lines and comment blocks, so an import written in a comment does not
 * count. Only comments that start a line: a full tokenizer would have to tell regex literals from
 * division, and a trailing comment that names a package at worst hides one unused dependency.
 */
export function stripComments(source) {
  return source.replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, '').replace(/^[ \t]*\/\/(?!\/\s*<reference).*$/gm, '');
}

const SPECIFIERS = [
  /\bfrom\s*['"]([^'"\n]+)['"]/g, // import … from, import type … from, export … from
  /\bimport\s*['"]([^'"\n]+)['"]/g, // import 'side-effect'
  /\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)*['"]([^'"\n]+)['"]/g, // import('dynamic'), import(/* webpackChunkName: "x" */ 'dynamic')
  /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"\n]+)['"]/g, // require('x'), require.resolve('x')
  /^\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"\n]+)['"]/gm, // /// <reference types="x" />
];

/** The module specifiers a source file imports. */
export function importedSpecifiers(source) {
  const code = stripComments(source);
  return new Set(SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1])));
}

/** '@scope/name/sub/path' → '@scope/name', 'name/sub' → 'name'; relative, absolute and node: built-ins → null. */
export function packageNameOf(specifier) {
  if (/^(?:\.|\/|node:|data:|https?:)/.test(specifier)) return null;
  // Deno's 'npm:name@1.2.3/sub' (an Edge Function's import): the package is the name before the version.
  if (specifier.startsWith('npm:')) return packageNameOf(specifier.slice(4).replace(/^(@[^/@]+\/[^/@]+|[^/@]+)@[^/]*/, '$1'));
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function* sourceFiles(dir, packageRoot) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.storybook')) continue;
      // A workspace package inside this one is checked on its own.
      if (path !== packageRoot && existsSync(join(path, 'package.json'))) continue;
      yield* sourceFiles(path, packageRoot);
    } else if (SOURCE_FILE.test(entry.name)) {
      yield path;
    }
  }
}

/** A dependency's package.json, read from the package's node_modules (null when it is not installed). */
function installedManifest(dir, name) {
  const path = join(dir, 'node_modules', name, 'package.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** The commands a dependency installs (its `bin`). */
function commandsOf(dir, name) {
  const bin = installedManifest(dir, name)?.bin;
  if (!bin || typeof bin === 'string') return [basename(name)];
  return Object.keys(bin);
}

const isTool = (name) => TOOL_PACKAGES.some((pattern) => pattern.test(name));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One workspace package's declared dependencies that nothing in it uses. */
export function unusedDependencies(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const used = new Set();
  let hasJsx = false;
  // A package may serve code that lives elsewhere: supabase/local resolves the `npm:` imports of the
  // project's Edge Functions from its own dependencies ("checkDeps": {"alsoImportedFrom": ["../functions"]}).
  const elsewhere = (manifest.checkDeps?.alsoImportedFrom ?? []).map((path) => resolve(dir, path)).filter(existsSync);
  const files = [dir, ...elsewhere].flatMap((root) => [...sourceFiles(root, root)]);
  for (const file of files) {
    if (/\.[jt]sx$/.test(file)) hasJsx = true;
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const name = packageNameOf(specifier);
      if (name) used.add(name);
    }
  }
  // JSX compiles to imports of react/jsx-runtime that no source file spells out.
  if (hasJsx) used.add('react');
  const scripts = Object.values(manifest.scripts ?? {}).join('\n');
  const runByScript = (name) =>
    commandsOf(dir, name).some((command) =>
      new RegExp(`(^|[\\s;&|(])${escapeRegExp(command)}(?=$|[\\s;&|)])`, 'm').test(scripts),
    );

  // A package declares the peer dependencies of what it uses (react-dom for react-router-dom and
  // @sikka/shared, react-hook-form for @hookform/resolvers): those count as used, transitively.
  const declared = new Set(DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {})));
  const pending = [...used].filter((name) => declared.has(name));
  while (pending.length > 0) {
    const peers = Object.keys(installedManifest(dir, pending.pop())?.peerDependencies ?? {});
    for (const peer of peers) {
      if (declared.has(peer) && !used.has(peer)) {
        used.add(peer);
        pending.push(peer);
      }
    }
  }

  const unused = [];
  for (const field of DEPENDENCY_FIELDS) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (isTool(name) || used.has(name) || runByScript(name)) continue;
      unused.push({ name, field });
    }
  }
  return { name: manifest.name ?? relative(process.cwd(), dir), unused };
}

/** Every workspace package that declares something it does not use. */
export function checkWorkspace(root) {
  return workspacePackageDirs(root)
    .map((dir) => ({ dir: relative(root, dir) || '.', ...unusedDependencies(dir) }))
    .filter((result) => result.unused.length > 0);
}

function main() {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..'));
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a folder`);
  const findings = checkWorkspace(root);
  if (findings.length === 0) {
    console.log('check-deps: every workspace package uses every dependency it declares');
    return 0;
  }
  const count = findings.reduce((sum, finding) => sum + finding.unused.length, 0);
  console.error(`check-deps: ${count} declared but unused ${count === 1 ? 'dependency' : 'dependencies'}`);
  for (const { dir, name, unused } of findings) {
    console.error(`  ${name} (${dir}/package.json)`);
    for (const dependency of unused) console.error(`    ${dependency.name}  (${dependency.field})`);
  }
  console.error('Remove them, or import them where they are meant to be used.');
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
