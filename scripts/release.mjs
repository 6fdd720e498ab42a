#!/usr/bin/env node
/**
 * A remote's team ships alone (issue 48): versioned, immutable releases and the registry that says which
 * version each visitor gets. The shop's server reads the registry at runtime (shell/server/releases/):
 * a change reaches the pages within 2 s, without a restart.
 *   pnpm release:publish <remote> [--version 1.2.0] [--source <folder>]
 *       builds the remote's current source into releases/<remote>/<version>/ (the browser build with its
 *       mf-manifest.json, server/ the server build, types/ the declarations of its exposed modules that the
 *       gate's contract check reads, release.json) for its public URL under
 *       SIKKA_RELEASES_URL (default <site>/releases/, served by `pnpm start`), and records it as
 *       published. A version is published once: publishing it again is refused. Without --version:
 *       the package's version with the time as its build id (0.1.0+20261129.034512).
 *       --source builds a copy of the remote's folder instead (beside the original, same depth).
 *   pnpm release:promote <remote> <version> [--canary <0-100>]
 *       runs the compatibility gate (scripts/release-gate.mjs) and makes the version live, or serves it
 *       to that share of visitors (0 ends the canary). Refused with what broke when it fails.
 *   pnpm release:rollback <remote>      ends a canary, or puts the previous live version back
 *   pnpm release:status [<remote>]      what is live, in canary and published, and the latest history
 *   pnpm release:gate <remote> [<version>]  the gate alone (no version: the remote's dist/, its types
 *       generated into dist/types/ from the source when they are not there)
 * SIKKA_RELEASES_BUCKET (with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY): publish uploads each version to that
 * Supabase Storage bucket too, never replacing a file (scripts/release-storage.mjs), and builds it for the
 * bucket's public URL unless SIKKA_RELEASES_URL names another (a CDN in front of it).
 * SIKKA_RELEASES_DIR (default releases/), SIKKA_RELEASE_REGISTRY (default <dir>/registry.json),
 * SIKKA_RELEASE_BY (who, for the history; default git's user.name or the login).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { APPS } from './apps.mjs';
import { CONTRACT_FILE, generateContractTypes } from './release-contract.mjs';
import { gate } from './release-gate.mjs';
import { storageTarget, uploadRelease } from './release-storage.mjs';
import { importTypeScript, ROOT, run } from './run.mjs';

const registryModule = () => importTypeScript('shell/server/releases/registry.ts');
const storeModule = () => importTypeScript('shell/server/releases/store.ts');

class UsageError extends Error {}

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

/** The remote app named `name` (scripts/apps.mjs), or a clear refusal. */
function remoteApp(name) {
  const app = APPS.find((candidate) => candidate.name === name && candidate.name !== 'shell');
  if (!app)
    throw new UsageError(
      `there is no remote named '${name ?? ''}' (remotes: ${APPS.filter((a) => a.name !== 'shell')
        .map((a) => a.name)
        .join(', ')})`,
    );
  return app;
}

function who() {
  if (process.env.SIKKA_RELEASE_BY) return process.env.SIKKA_RELEASE_BY;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (name) return name;
  } catch {
    // no git identity
  }
  return userInfo().username;
}

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return undefined;
  }
}

/** `--name value` options and the positional arguments. */
function parseArgs(args, known) {
  const options = {};
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (!known.includes(name))
        throw new UsageError(`unknown option --${name} (options: ${known.map((k) => `--${k}`).join(', ') || 'none'})`);
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options[name] = value;
    } else positional.push(arg);
  }
  return { options, positional };
}

const buildId = (date = new Date()) => {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}.${iso.slice(11, 19).replaceAll(':', '')}`;
};

async function publish(args) {
  const { options, positional } = parseArgs(args, ['version', 'source']);
  const app = remoteApp(positional[0]);
  const { releasePaths } = await storeModule();
  const { versionProblem, ReleaseError, recordPublished } = await registryModule();
  const paths = releasePaths(ROOT);
  let target;
  try {
    target = storageTarget();
  } catch (error) {
    throw new ReleaseError(error.message);
  }
  const source = options.source ? resolve(options.source) : join(ROOT, app.dir);
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const version = options.version ?? `${pkg.version}+${buildId()}`;
  const problem = versionProblem(version);
  if (problem) throw new ReleaseError(problem);
  const { readRegistryFile, updateRegistryFile } = await storeModule();
  const registry = await readRegistryFile(paths.registry);
  const folder = join(paths.dir, app.name, version);
  if (registry.remotes[app.name]?.published[version] || existsSync(folder))
    throw new ReleaseError(`${app.name} ${version} is published already: a version is never replaced, publish a new one`);
  const publicUrl = `${paths.url}${app.name}/${version}/`;
  const partial = join(paths.dir, app.name, `.${version}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(join(paths.dir, app.name), { recursive: true });
  console.log(`release: building ${app.name} ${version} for ${publicUrl}`);
  const envName = `${app.name.toUpperCase()}_PUBLIC_URL`;
  const code = await run('pnpm', ['exec', 'rsbuild', 'build'], {
    cwd: source,
    env: { ...process.env, [envName]: publicUrl, SIKKA_BUILD_OUT: partial },
  });
  if (code !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new ReleaseError(`the build of ${app.name} failed (exit code ${code}); nothing was published`);
  }
  // Its contract, as types: the declarations of its exposed modules (scripts/release-contract.mjs), which
  // the gate checks against the shell's when the version is promoted.
  try {
    await generateContractTypes({ remote: app.name, sourceDir: source, outDir: join(partial, 'types') });
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw new ReleaseError(`${app.name}'s types could not be generated; nothing was published: ${error.message}`);
  }
  const release = { remote: app.name, version, publicUrl, at: new Date().toISOString(), by: who(), commit: commit() };
  writeFileSync(join(partial, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  renameSync(partial, folder);
  // The production target (SIKKA_RELEASES_BUCKET): the same files in Supabase Storage, never replaced.
  if (target) {
    try {
      const count = await uploadRelease({ target, folder, prefix: `${app.name}/${version}/` });
      console.log(`release: uploaded ${count} files to the bucket ${target.bucket} (${publicUrl})`);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw new ReleaseError(`${app.name} ${version} was not published: ${error.message}`);
    }
  }
  await updateRegistryFile(paths.registry, (current) =>
    recordPublished(current, app.name, version, `${publicUrl}mf-manifest.json`, { by: release.by, commit: release.commit }),
  );
  console.log(
    `release: published ${app.name} ${version} (${folder}); make it live with pnpm release:promote ${app.name} ${version}`,
  );
}

/** The folder of a published version (this machine's releases folder). */
async function releaseFolder(remote, version) {
  const { releasePaths } = await storeModule();
  return join(releasePaths(ROOT).dir, remote, version);
}

async function runGate(remote, version, liveVersion) {
  const folder = await releaseFolder(remote, version);
  if (!existsSync(folder)) return [`${remote} ${version} has no files in ${folder}`];
  const liveFolder = liveVersion ? await releaseFolder(remote, liveVersion) : join(ROOT, remoteApp(remote).dir, 'dist');
  return gate({ remote, folder, liveFolder: existsSync(liveFolder) ? liveFolder : undefined });
}

async function promote(args) {
  const { options, positional } = parseArgs(args, ['canary']);
  const [name, version] = positional;
  const app = remoteApp(name);
  if (!version) throw new UsageError(`usage: pnpm release:promote ${app.name} <version> [--canary <0-100>]`);
  const { versionProblem, shareProblem, ReleaseError, promote: promoted } = await registryModule();
  const problem = versionProblem(version);
  if (problem) throw new ReleaseError(problem);
  let canary;
  if (options.canary !== undefined) {
    canary = /^\d+(\.\d+)?$/.test(options.canary) ? Number(options.canary) : Number.NaN;
    const shareIssue = shareProblem(canary);
    if (shareIssue) throw new ReleaseError(shareIssue.replace("'NaN'", `'${options.canary}'`));
  }
  const { releasePaths, readRegistryFile, updateRegistryFile } = await storeModule();
  const paths = releasePaths(ROOT);
  const registry = await readRegistryFile(paths.registry);
  // Refused before the gate: a version never published, a share outside 0-100 (promote() says which).
  promoted(registry, app.name, version, { by: who(), canary });
  if (canary !== 0) {
    const problems = await runGate(app.name, version, registry.remotes[app.name]?.live);
    if (problems.length)
      throw new ReleaseError(
        `${app.name} ${version} is refused by the compatibility gate; ${registry.remotes[app.name]?.live ?? 'the deployed version'} keeps serving:\n${problems.map((line) => `  ${line}`).join('\n')}`,
      );
  }
  const next = await updateRegistryFile(paths.registry, (current) => promoted(current, app.name, version, { by: who(), canary }));
  const releases = next.remotes[app.name];
  console.log(
    canary === undefined
      ? `release: ${app.name} ${version} is live (the shop's server picks it up within seconds)`
      : canary === 0
        ? `release: ${app.name}'s canary ended; ${releases.live ?? 'the deployed version'} serves everyone`
        : `release: ${app.name} ${version} serves ${canary} % of visitors beside ${releases.live ?? 'the deployed version'}`,
  );
}

async function rollback(args) {
  const { positional } = parseArgs(args, []);
  const app = remoteApp(positional[0]);
  const { rollback: rolledBack } = await registryModule();
  const { releasePaths, updateRegistryFile } = await storeModule();
  const next = await updateRegistryFile(releasePaths(ROOT).registry, (current) => rolledBack(current, app.name, { by: who() }));
  const entry = next.remotes[app.name].history.at(-1);
  console.log(`release: ${app.name} rolled back from ${entry.from} to ${entry.version || 'the deployed version'}`);
}

async function status(args) {
  const { positional } = parseArgs(args, []);
  const names = positional.length ? [remoteApp(positional[0]).name] : APPS.filter((a) => a.name !== 'shell').map((a) => a.name);
  const { releasePaths, readRegistryFile } = await storeModule();
  const paths = releasePaths(ROOT);
  const registry = await readRegistryFile(paths.registry);
  const extra = Object.keys(registry.remotes).filter((name) => !names.includes(name) && !positional.length);
  console.log(`registry: ${paths.registry}`);
  for (const name of [...names, ...extra]) {
    const releases = registry.remotes[name];
    const live = releases?.live ?? 'the deployed remotes.json';
    const canary = releases?.canary ? `; canary ${releases.canary.version} at ${releases.canary.share} %` : '';
    console.log(`\n${name}: live ${live}${canary}`);
    const published = Object.keys(releases?.published ?? {});
    if (published.length) console.log(`  published: ${published.join(', ')}`);
    if (releases?.withdrawn?.length) console.log(`  withdrawn: ${releases.withdrawn.join(', ')}`);
    for (const entry of (releases?.history ?? []).slice(-5))
      console.log(
        `  ${entry.at}  ${entry.action.padEnd(13)} ${entry.version}${entry.from ? ` (from ${entry.from})` : ''}${entry.share !== undefined ? ` ${entry.share} %` : ''}  by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''}`,
      );
  }
}

async function gateCommand(args) {
  const { positional } = parseArgs(args, []);
  const app = remoteApp(positional[0]);
  const version = positional[1];
  const folder = version ? await releaseFolder(app.name, version) : join(ROOT, app.dir, 'dist');
  if (!existsSync(folder)) throw new UsageError(`${folder} does not exist (${version ? 'never published' : 'build first'})`);
  if (!version && !existsSync(join(folder, 'types', CONTRACT_FILE)))
    await generateContractTypes({ remote: app.name, sourceDir: join(ROOT, app.dir), outDir: join(folder, 'types') });
  const problems = await gate({ remote: app.name, folder });
  if (problems.length)
    throw new UsageError(
      `${app.name} ${version ?? '(dist/)'} is not compatible with the shell:\n${problems.map((l) => `  ${l}`).join('\n')}`,
    );
  console.log(
    `gate: ${app.name} ${version ?? '(dist/)'} passes: it exposes what the shell loads, its singletons agree, its contract matches the shell's, its server build loads`,
  );
}

const COMMANDS = { publish, promote, rollback, status, gate: gateCommand };
const [command, ...rest] = process.argv.slice(2);
try {
  if (!COMMANDS[command])
    throw new UsageError(`unknown command '${command ?? ''}' (commands: ${Object.keys(COMMANDS).join(', ')})`);
  await COMMANDS[command](rest);
} catch (error) {
  if (error instanceof UsageError || error?.name === 'ReleaseError') fail(error.message);
  throw error;
}
