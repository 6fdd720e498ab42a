// node --test scripts/check-singletons.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { isSingleton, readManifests, runtimeSatisfy, singletonProblems } from './check-singletons.mjs';

const SCRIPT = fileURLToPath(new URL('./check-singletons.mjs', import.meta.url));
const APPS = [
  { name: 'shell', dir: 'shell' },
  { name: 'catalog', dir: 'catalog-mfe' },
  { name: 'checkout', dir: 'checkout-mfe' },
  { name: 'sell', dir: 'sell-mfe' },
  { name: 'blog', dir: 'blog-mfe' },
  { name: 'admin', dir: 'admin-mfe' },
  { name: 'auction', dir: 'auction-mfe' },
];

/** A shared module as a build writes it into mf-manifest.json (assets left out). */
const shared = (name, version, requiredVersion = null, singleton = true) => ({
  id: `app:${name}`,
  name,
  version,
  singleton,
  requiredVersion,
});

/** The shared list every app's build writes today: React 19.3.1, @sikka/shared 0.1.0 (a workspace package: no range). */
const agreeing = () => [
  shared('react', '19.3.1', '^19.3.1'),
  shared('react-dom', '19.3.1', '^19.3.1'),
  shared('@sikka/shared/ui', '0.1.0'),
  shared('@sikka/shared/router', '0.1.0'),
];
const builds = (change = {}) => APPS.map(({ name }) => ({ app: name, shared: change[name]?.(agreeing()) ?? agreeing() }));
const replace = (name, entry) => (list) => list.map((item) => (item.name === name ? entry : item));

let satisfy;
before(async () => {
  satisfy = await runtimeSatisfy();
});

describe('singletonProblems', () => {
  it('passes apps that share the same versions', () => {
    assert.deepEqual(singletonProblems(builds(), satisfy), []);
  });

  it("names the remote whose react differs from the shell's, and whose version breaks the others' range", () => {
    const problems = singletonProblems(builds({ catalog: replace('react', shared('react', '18.3.1', '^18.3.1')) }), satisfy);
    assert.ok(problems.includes('remote "catalog": react 18.3.1, but the shell has 19.3.1'), problems.join('\n'));
    assert.ok(problems.includes('remote "catalog": react 18.3.1 breaks the requiredVersion ^19.3.1 of the shell'));
    assert.ok(problems.includes('the shell: react 19.3.1 breaks the requiredVersion ^18.3.1 of remote "catalog"'));
    assert.ok(problems.every((line) => line.includes('react') && line.includes('catalog')));
  });

  it('fails a minor difference that every range allows: two versions are two behaviours', () => {
    const problems = singletonProblems(builds({ blog: replace('react-dom', shared('react-dom', '19.4.0', '^19.3.1')) }), satisfy);
    assert.deepEqual(problems, ['remote "blog": react-dom 19.4.0, but the shell has 19.3.1']);
  });

  it('fails an @sikka/shared entry built from another version of the package', () => {
    const problems = singletonProblems(
      builds({ admin: replace('@sikka/shared/ui', shared('@sikka/shared/ui', '0.2.0')) }),
      satisfy,
    );
    assert.deepEqual(problems, ['remote "admin": @sikka/shared/ui 0.2.0, but the shell has 0.1.0']);
  });

  it('fails a singleton shared as no singleton', () => {
    const problems = singletonProblems(builds({ sell: replace('react', shared('react', '19.3.1', '^19.3.1', false)) }), satisfy);
    assert.deepEqual(problems, ['remote "sell": shares react as no singleton (two copies on one page)']);
  });

  it('checks react-router-dom and supabase-js when an app shares them; compares with most apps without the shell', () => {
    const router = (version) => (list) => [...list, shared('react-router-dom', version, '^7.0.0')];
    const problems = singletonProblems(
      builds({ catalog: router('7.18.5'), sell: router('7.18.5'), blog: router('6.30.0') }),
      satisfy,
    );
    assert.deepEqual(problems, [
      'remote "blog": react-router-dom 6.30.0, but most apps have 7.18.5',
      'remote "blog": react-router-dom 6.30.0 breaks the requiredVersion ^7.0.0 of remote "catalog"',
      'remote "blog": react-router-dom 6.30.0 breaks the requiredVersion ^7.0.0 of remote "sell"',
    ]);
  });

  it('leaves shared modules that are not singletons of the platform alone', () => {
    assert.equal(isSingleton('lodash'), false);
    const lodash = (version) => (list) => [...list, shared('lodash', version, `^${version}`, false)];
    assert.deepEqual(singletonProblems(builds({ catalog: lodash('4.17.21'), sell: lodash('3.10.1') }), satisfy), []);
  });
});

describe('the check on built folders', () => {
  let root;
  const write = (change = {}) => {
    for (const { app, shared: list } of builds(change)) {
      const dir = APPS.find(({ name }) => name === app).dir;
      mkdirSync(join(root, dir, 'dist'), { recursive: true });
      writeFileSync(join(root, dir, 'dist', 'mf-manifest.json'), JSON.stringify({ id: app, name: app, shared: list }));
    }
  };
  const check = () => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

  before(() => {
    root = mkdtempSync(join(tmpdir(), 'singletons-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('passes builds that agree', () => {
    write();
    const run = check();
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /4 shared singletons agree across shell, catalog, checkout, sell, blog, admin, auction/);
  });

  it('fails, naming the remote and the package, when one build is skewed', () => {
    write({ checkout: replace('react-dom', shared('react-dom', '19.2.0', '^19.2.0')) });
    const run = check();
    assert.equal(run.status, 1);
    assert.match(run.stderr, /remote "checkout": react-dom 19\.2\.0, but the shell has 19\.3\.1/);
  });

  it('fails when an app has no manifest', () => {
    write();
    rmSync(join(root, 'sell-mfe', 'dist', 'mf-manifest.json'));
    assert.deepEqual(readManifests(root, APPS).problems, [
      'remote "sell": no sell-mfe/dist/mf-manifest.json (build first: pnpm build)',
    ]);
    assert.equal(check().status, 1);
  });
});
