// node --test scripts/check-deps.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkWorkspace, importedSpecifiers, packageNameOf } from './check-deps.mjs';

const SCRIPT = fileURLToPath(new URL('./check-deps.mjs', import.meta.url));
const fixtures = [];

/** A throwaway workspace: { 'path/in/it': contents }; objects are written as JSON. */
function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-deps-'));
  fixtures.push(root);
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof contents === 'string' ? contents : JSON.stringify(contents));
  }
  return root;
}

after(() => {
  for (const root of fixtures) rmSync(root, { recursive: true, force: true });
});

const app = (dependencies, devDependencies = {}, scripts = {}) => ({
  name: '@fixture/app',
  dependencies,
  devDependencies,
  scripts,
});

const usingEveryKindOfImport = {
  'pnpm-workspace.yaml': 'packages:\n  - app\n',
  'app/src/index.tsx': [
    "import { a } from 'static-import';",
    "import type { B } from '@scope/typed/sub/path';",
    "export { c } from 're-exported';",
    "import 'side-effect';",
    "const d = await import('dynamic-import');",
    'const n = () => import(/* webpackChunkName: "named" */ \'named-chunk-import\');',
    "const e = require('required');",
    "import { local } from './local';",
    "import { readFileSync } from 'node:fs';",
    'export const view = <p>{a}</p>;',
  ].join('\n'),
  'app/.storybook/main.ts': "export default { framework: 'from-storybook-config' } satisfies import('config-only');\n",
  'app/node_modules/static-import/package.json': { name: 'static-import', peerDependencies: { 'its-peer': '*' } },
  'app/node_modules/runs-in-a-script/package.json': { name: 'runs-in-a-script', bin: { 'run-it': 'cli.js' } },
};
const everyKindDeclared = {
  'static-import': '1',
  '@scope/typed': '1',
  're-exported': '1',
  'side-effect': '1',
  'dynamic-import': '1',
  'named-chunk-import': '1',
  required: '1',
  'config-only': '1',
  react: '1',
  'its-peer': '1',
};

describe('check-deps', () => {
  it('reads the package a specifier names', () => {
    assert.equal(packageNameOf('@scope/name/sub/path'), '@scope/name');
    assert.equal(packageNameOf('react-dom/client'), 'react-dom');
    assert.equal(packageNameOf('./api/images'), null);
    assert.equal(packageNameOf('node:fs'), null);
    assert.equal(packageNameOf('npm:pdf-lib@1.17.1'), 'pdf-lib');
    assert.equal(packageNameOf('npm:@scope/name@^2/sub'), '@scope/name');
  });

  it("counts the imports of folders a package serves (an Edge Function's npm: imports)", () => {
    const root = workspace({
      'pnpm-workspace.yaml': 'packages:\n  - server\n',
      'server/src/index.ts': "import { serve } from 'its-own';\n",
      'functions/pdf/index.ts': "import { PDFDocument } from 'npm:pdf-lib@1.17.1';\n",
      'server/package.json': {
        name: '@fixture/server',
        dependencies: { 'its-own': '1', 'pdf-lib': '1', 'not-used': '1' },
        checkDeps: { alsoImportedFrom: ['../functions'] },
      },
    });
    assert.deepEqual(checkWorkspace(root), [
      { dir: 'server', name: '@fixture/server', unused: [{ name: 'not-used', field: 'dependencies' }] },
    ]);
  });

  it('ignores imports written in comments', () => {
    const source =
      "// import { gone } from 'commented-out';\n/**\n * import('in-a-doc-block')\n */\nimport { kept } from 'kept';\n";
    assert.deepEqual([...importedSpecifiers(source)], ['kept']);
  });

  it('passes a package that uses every dependency it declares, however it imports it', () => {
    const root = workspace({
      ...usingEveryKindOfImport,
      'app/package.json': app(everyKindDeclared, { typescript: '7', 'runs-in-a-script': '1' }, { build: 'run-it --fast' }),
    });
    assert.deepEqual(checkWorkspace(root), []);
  });

  it('reports a declared dependency that no file imports, and fails the run', () => {
    const root = workspace({
      ...usingEveryKindOfImport,
      'app/src/old.ts': "// import { atom } from 'jotai';\n",
      'app/package.json': app({ ...everyKindDeclared, jotai: '2' }, { 'left-over-tool': '1', vitest: '4' }),
    });
    assert.deepEqual(checkWorkspace(root), [
      {
        dir: 'app',
        name: '@fixture/app',
        unused: [
          { name: 'jotai', field: 'dependencies' },
          { name: 'left-over-tool', field: 'devDependencies' },
        ],
      },
    ]);

    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /2 declared but unused dependencies/);
    assert.match(run.stderr, /@fixture\/app \(app\/package\.json\)\n {4}jotai {2}\(dependencies\)/);
  });

  it('exits 0 on a clean workspace', () => {
    const root = workspace({ ...usingEveryKindOfImport, 'app/package.json': app(everyKindDeclared) });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });
});
