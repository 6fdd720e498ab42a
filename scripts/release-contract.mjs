#!/usr/bin/env node
/**
 * A remote's contract with the shell, as types (issue 48): what its exposed modules declare, generated from
 * its source, and the check of those declarations against what the shell gives them (the release gate's
 * check 'contract', scripts/release-gate.mjs).
 *
 * Generating (`pnpm release:publish`, each remote's `run ci`; never in a plain `pnpm build`):
 * `tsc --declaration --emitDeclarationOnly --noCheck` over the modules the remote exposes (its
 * rsbuild.config.ts's `exposes`), with @sikka/shared compiled as source, so that the folder holds the
 * declarations of the exposed modules, of what they import, and of the @sikka/shared the remote was built
 * with (its own package.json, exports pointing at the .d.ts): a release's types say what that release
 * declared, not what today's shared declares. Module Federation's own type generation (the plugin's `dts`)
 * does the same with tsc, but inside every build of every environment and with its type server and
 * archive; this is the same compiler once, only where a release is made. The folder:
 *   types/contract.json            { remote, typescript, exposes: { HomePage: 'catalog-mfe/src/pages/HomePage.d.ts' }, shared: 'shared' }
 *   types/<app>/src/…  types/shared/…   the declarations (paths from the repository's root)
 *
 * Checking: for each module the shell loads from the remote (REMOTE_MODULES), a small generated file
 * imports the candidate's declarations and the shell's contract (`@sikka/shared/federation` of this
 * checkout: RemoteModulePropsOf, PageLoader) and assigns one to the other; the TypeScript compiler (its
 * API, `typescript/unstable/sync` of TypeScript 7) checks it, and each error becomes one problem naming the
 * remote, the module and the compiler's message. A module must be
 *   1. a component the shell can render with the props it passes (none for a page; CheckoutDialogProps for
 *      checkout/CheckoutDialog): no required prop the shell does not pass, no prop of another type;
 *   2. a component whose props name every prop it is passed (a dialog that leaves out onOpenChange can
 *      never close);
 *   3. a page whose `loader`, if it has one, is the page contract's PageLoader (a promise of
 *      { status: 200 | 404, data, redirect? } for { params, url }).
 *   node scripts/release-contract.mjs <remote> <types folder>     generates the remote's types there
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APPS } from './apps.mjs';
import { reportOfChild, ROOT } from './run.mjs';

export const CONTRACT_FILE = 'contract.json';

/** The remote app named `remote` (scripts/apps.mjs). */
function appOf(remote) {
  const app = APPS.find((candidate) => candidate.name === remote && candidate.name !== 'shell');
  if (!app) throw new Error(`there is no remote named '${remote}'`);
  return app;
}

/**
 * The modules a remote exposes and their source files ({ HomePage: './src/pages/HomePage.tsx' }), read
 * from the `exposes` object of its rsbuild.config.ts (one `'./Name': './src/….tsx'` line each).
 */
export function remoteExposes(sourceDir) {
  const config = readFileSync(join(sourceDir, 'rsbuild.config.ts'), 'utf8');
  const block = config.match(/\bexposes:\s*\{([^}]*)\}/);
  if (!block) throw new Error(`${join(sourceDir, 'rsbuild.config.ts')} has no exposes: { … } to read`);
  const exposes = {};
  for (const [, name, file] of block[1].matchAll(/['"]\.\/([\w-]+)['"]\s*:\s*['"](\.\/[^'"]+)['"]/g)) exposes[name] = file;
  return exposes;
}

/** `@sikka/shared/<entry>` → its source file, from shared/package.json's exports (TypeScript entries only). */
function sharedEntries(sharedDir) {
  const { exports } = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  return Object.entries(exports).filter(([, target]) => /\.tsx?$/.test(target));
}

const declarationOf = (file) => file.replace(/\.tsx?$/, '.d.ts');
const posix = (path) => path.split(sep).join('/');

function runTsc(tsc, args, cwd) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', (error) => resolvePromise({ code: 1, out: error.message }));
    child.on('exit', (code) => resolvePromise({ code: code ?? 1, out }));
  });
}

/**
 * Writes the declarations of the remote whose source is `sourceDir` (the remote's folder, or a copy of it
 * beside it) into `outDir`, with contract.json. Throws with the compiler's output when it fails.
 */
export async function generateContractTypes({ remote, sourceDir, outDir, sharedDir = join(ROOT, 'shared') }) {
  const exposes = remoteExposes(sourceDir);
  if (Object.keys(exposes).length === 0) throw new Error(`${remote} exposes nothing in its rsbuild.config.ts`);
  // The declarations keep their paths from a folder holding both the remote and @sikka/shared.
  let rootDir = resolve(sourceDir);
  while (relative(rootDir, sharedDir).startsWith('..') && dirname(rootDir) !== rootDir) rootDir = dirname(rootDir);
  const requireFromApp = createRequire(join(sourceDir, 'package.json'));
  const typescriptPackage = requireFromApp.resolve('typescript/package.json');
  const { version, bin } = JSON.parse(readFileSync(typescriptPackage, 'utf8'));
  const tsc = join(dirname(typescriptPackage), typeof bin === 'string' ? bin : bin.tsc);
  const work = mkdtempSync(join(tmpdir(), `contract-${remote}-`));
  try {
    const ambient = readdirSync(join(sourceDir, 'src'))
      .filter((name) => name.endsWith('.d.ts'))
      .map((name) => join(sourceDir, 'src', name));
    const tsconfig = {
      extends: join(sourceDir, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        // The remote's own `typecheck` (its ci) checks the types; this only writes what they declare.
        noCheck: true,
        outDir: resolve(outDir),
        rootDir,
        typeRoots: [join(sourceDir, 'node_modules', '@types')],
        // @sikka/shared as source (through the symlink in node_modules it would be a library, not emitted).
        paths: Object.fromEntries(
          sharedEntries(sharedDir).map(([entry, target]) => [`@sikka/shared${entry.slice(1)}`, [join(sharedDir, target)]]),
        ),
      },
      include: [],
      files: [...Object.values(exposes).map((file) => resolve(sourceDir, file)), ...ambient],
    };
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    rmSync(outDir, { recursive: true, force: true });
    const { code, out } = await runTsc(tsc, ['-p', join(work, 'tsconfig.json'), '--pretty', 'false'], sourceDir);
    if (code !== 0) throw new Error(`tsc could not write ${remote}'s declarations:\n${out.trim()}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const shared = posix(relative(rootDir, sharedDir));
  const declared = Object.fromEntries(
    Object.entries(exposes).map(([name, file]) => [name, posix(relative(rootDir, declarationOf(resolve(sourceDir, file))))]),
  );
  for (const [name, file] of Object.entries(declared))
    if (!existsSync(join(outDir, file))) throw new Error(`tsc wrote no declarations for ${remote}/${name} (${file})`);
  // The shared the remote was built with, as a package of declarations: its exports point at what was emitted.
  const sharedOut = join(outDir, shared);
  if (existsSync(sharedOut)) {
    const exports = Object.fromEntries(
      sharedEntries(sharedDir)
        .map(([entry, target]) => [entry, declarationOf(target)])
        .filter(([, target]) => existsSync(join(sharedOut, target))),
    );
    writeFileSync(
      join(sharedOut, 'package.json'),
      `${JSON.stringify({ name: '@sikka/shared', private: true, type: 'module', exports }, null, 2)}\n`,
    );
  }
  const contract = { remote, typescript: version, exposes: declared, shared: existsSync(sharedOut) ? shared : null };
  writeFileSync(join(outDir, CONTRACT_FILE), `${JSON.stringify(contract, null, 2)}\n`);
  return contract;
}

/**
 * `<tmp>/node_modules`: the packages the remote's and shared's folders have (the remote's first), so the
 * copied declarations find react and the rest from wherever the copy is; and @sikka/shared, this
 * checkout's, for the shell's contract.
 */
function linkPackages(into, folders) {
  mkdirSync(into, { recursive: true });
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      if (name.startsWith('.')) continue;
      const entries = name.startsWith('@') ? readdirSync(join(folder, name)).map((inner) => `${name}/${inner}`) : [name];
      for (const entry of entries) {
        const target = join(into, entry);
        if (existsSync(target)) continue;
        mkdirSync(dirname(target), { recursive: true });
        symlinkSync(join(folder, entry), target);
      }
    }
  }
}

/** One module's check: the candidate's declarations given what the shell gives them. */
function checkSource(moduleId, importPath) {
  const lines = [
    ["import type { ComponentType } from 'react';"],
    ["import type { PageLoader, RemoteModulePropsOf } from '@sikka/shared/federation';"],
    [`import * as candidate from ${JSON.stringify(importPath)};`],
    [`type Given = RemoteModulePropsOf<${JSON.stringify(moduleId)}>;`],
    ['type PropsOf<C> = C extends ComponentType<infer P> ? P : never;'],
    [
      'export const component: ComponentType<Given> = candidate.default;',
      "its default export is not a component the shell can render with the props it passes (RemoteModulePropsOf<'ID'>)",
    ],
    [
      'export const props: { [K in keyof Given]-?: true } = {} as { [K in keyof Given & keyof PropsOf<typeof candidate.default>]-?: true };',
      "its component's props leave out a prop it is passed (RemoteModulePropsOf<'ID'>)",
    ],
    [
      'export const page: { default: unknown; loader?: PageLoader<unknown> } = candidate;',
      "its loader is not the page contract's (PageLoader: a promise of { status: 200 | 404, data } for { params, url })",
    ],
  ];
  return {
    text: `${lines.map(([line]) => line).join('\n')}\n`,
    /** What the check on each line (1-based) is about. */
    about: Object.fromEntries(lines.flatMap(([, about], index) => (about ? [[index + 1, about.replace('ID', moduleId)]] : []))),
  };
}

/** The compiler's codes for an import it cannot find (or finds without types). */
const UNRESOLVED = new Set([2307, 2792, 7016]);

/** A diagnostic's message and its chain of reasons, one line. */
function diagnosticText(diagnostic) {
  const parts = [];
  for (let current = diagnostic; current; current = current.messageChain?.[0]) parts.push(current.text);
  return parts.join(' ');
}

async function typescriptApi() {
  const api = createRequire(join(ROOT, 'shell', 'package.json')).resolve('typescript/unstable/sync');
  return import(pathToFileURL(api).href);
}

/** The check itself, in this process (contractProblems runs it in a child). */
async function checkContract({ remote, typesDir, needed }) {
  const contractFile = join(typesDir, CONTRACT_FILE);
  if (!existsSync(contractFile))
    return [
      `contract: ${remote} has no generated types (${contractFile}): pnpm release:publish and the remote's ci generate them`,
    ];
  let contract;
  try {
    contract = JSON.parse(readFileSync(contractFile, 'utf8'));
  } catch (error) {
    return [`contract: ${remote}'s ${CONTRACT_FILE} is not JSON (${error.message})`];
  }
  const problems = [];
  const checked = needed.filter((name) => {
    const file = contract.exposes?.[name];
    if (typeof file === 'string' && !isAbsolute(file) && !file.includes('..') && existsSync(join(typesDir, file))) return true;
    problems.push(`contract: ${remote}/${name} has no declarations among the candidate's generated types`);
    return false;
  });
  if (checked.length === 0) return problems;

  const work = mkdtempSync(join(tmpdir(), `contract-check-${remote}-`));
  let api;
  try {
    // The candidate's types, copied, with its own @sikka/shared as a package beside them.
    const candidate = join(work, 'candidate');
    cpSync(typesDir, candidate, { recursive: true });
    if (contract.shared && existsSync(join(candidate, contract.shared, 'package.json'))) {
      mkdirSync(join(candidate, 'node_modules', '@sikka'), { recursive: true });
      symlinkSync(join(candidate, contract.shared), join(candidate, 'node_modules', '@sikka', 'shared'));
    }
    const app = appOf(remote);
    linkPackages(join(work, 'node_modules'), [join(ROOT, app.dir, 'node_modules'), join(ROOT, 'shared', 'node_modules')]);
    const checks = {};
    mkdirSync(join(work, 'check'));
    for (const name of checked) {
      const file = join(work, 'check', `${name}.ts`);
      const target = posix(relative(join(work, 'check'), join(candidate, contract.exposes[name]))).replace(/\.d\.ts$/, '');
      const source = checkSource(`${remote}/${name}`, target.startsWith('.') ? target : `./${target}`);
      writeFileSync(file, source.text);
      checks[name] = { file, ...source };
    }
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          // Declarations are asked for what they import only (below), never checked whole.
          skipLibCheck: false,
          noEmit: true,
          types: [],
        },
        files: Object.values(checks).map((check) => check.file),
      }),
    );
    const { API } = await typescriptApi();
    api = new API({ cwd: work });
    const project = api.updateSnapshot({ openProjects: [join(work, 'tsconfig.json')] }).getProject(join(work, 'tsconfig.json'));
    if (!project) return [...problems, `contract: the TypeScript compiler opened no project for ${remote}'s check`];
    const strip = (text) => text.replaceAll(`${candidate}/`, '').replaceAll(`${work}/`, '');
    for (const [name, check] of Object.entries(checks)) {
      // An import of the module's declarations that resolves to nothing would make its types `any`, and
      // any passes every check: said instead.
      const declarations = join(candidate, contract.exposes[name]);
      for (const diagnostic of project.program.getSemanticDiagnostics(declarations))
        if (UNRESOLVED.has(diagnostic.code))
          problems.push(`contract: ${remote}/${name}: its declarations cannot be judged: ${strip(diagnosticText(diagnostic))}`);
      const diagnostics = [
        ...project.program.getSyntacticDiagnostics(check.file),
        ...project.program.getSemanticDiagnostics(check.file),
      ];
      const seen = new Set();
      for (const diagnostic of diagnostics) {
        const line = check.text.slice(0, diagnostic.pos).split('\n').length;
        const about = check.about[line];
        const message = strip(diagnosticText(diagnostic));
        // One broken default export fails the component and the props lines alike: said once.
        if (seen.has(message)) continue;
        seen.add(message);
        problems.push(`contract: ${remote}/${name}: ${about ? `${about}: ` : ''}${message}`);
      }
    }
    return problems;
  } finally {
    api?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The contract problems of a candidate whose generated types are in `typesDir` (types/ of its build):
 * one line per broken module and check, 'contract: catalog/ListingPage: … (the compiler's message)'.
 * Checked in a child process: the compiler's server (a process of its own, which says 'context canceled'
 * on its stderr when it is closed) stays out of the gate's output, and a check that hangs is ended.
 */
export async function contractProblems({ remote, typesDir, needed }, timeoutMs = 120_000) {
  const { report, timedOut, error } = await reportOfChild(
    [CHECK_SCRIPT, '--check', JSON.stringify({ remote, typesDir, needed })],
    timeoutMs,
  );
  if (report) return report;
  return [`contract: ${remote}'s types could not be checked: ${timedOut ? `it did not finish within ${timeoutMs} ms` : error}`];
}

const CHECK_SCRIPT = fileURLToPath(import.meta.url);

// CLI: generate a remote's types; --check: contractProblems' child.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === '--check') {
  process.stdout.write(JSON.stringify(await checkContract(JSON.parse(process.argv[3]))));
  process.exit(0);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [remote, outDir] = process.argv.slice(2);
  if (!remote || !outDir) {
    console.error('usage: node scripts/release-contract.mjs <remote> <types folder>');
    process.exit(2);
  }
  try {
    const started = Date.now();
    const contract = await generateContractTypes({ remote, sourceDir: join(ROOT, appOf(remote).dir), outDir: resolve(outDir) });
    console.log(
      `contract: ${remote}'s declarations of ${Object.keys(contract.exposes).join(', ')} in ${outDir} (${Date.now() - started} ms)`,
    );
  } catch (error) {
    console.error(`contract: ${error.message}`);
    process.exit(1);
  }
}
