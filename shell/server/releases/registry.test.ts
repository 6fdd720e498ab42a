import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRY,
  formatRegistry,
  parseRegistry,
  previousVersion,
  promote,
  recordPublished,
  type Registry,
  rollback,
  shareProblem,
  versionProblem,
} from './registry';

const by = { by: 'tester', at: new Date('2026-11-29T00:00:00Z') };
const url = (version: string) => `http://localhost:3000/releases/catalog/${version}/mf-manifest.json`;

function published(...versions: string[]): Registry {
  return versions.reduce((registry, version) => recordPublished(registry, 'catalog', version, url(version), by), EMPTY_REGISTRY);
}

describe('versions and shares', () => {
  it('takes semver and refuses anything else', () => {
    for (const good of ['1.0.0', '0.1.0-rc.1', '2.3.4+20261129.034512']) expect(versionProblem(good)).toBeNull();
    for (const bad of ['1.0', 'v1.0.0', '1.0.x', '01.0.0', '1.0.0/../x', ''])
      expect(versionProblem(bad)).toMatch(/is not a version: use semver/);
  });
  it('takes a share from 0 to 100', () => {
    expect(shareProblem(0)).toBeNull();
    expect(shareProblem(100)).toBeNull();
    expect(shareProblem(101)).toMatch(/from 0 to 100/);
    expect(shareProblem(-1)).toMatch(/from 0 to 100/);
    expect(shareProblem(Number.NaN)).toMatch(/from 0 to 100/);
  });
});

describe('publish, promote, canary, rollback', () => {
  it('never publishes a version twice', () => {
    expect(() => recordPublished(published('1.0.0'), 'catalog', '1.0.0', url('1.0.0'), by)).toThrow(/published already/);
  });

  it('refuses to promote a version never published, naming those that were', () => {
    expect(() => promote(published('1.0.0'), 'catalog', '2.0.0', by)).toThrow(
      'catalog 2.0.0 was never published (published: 1.0.0)',
    );
    expect(() => promote(EMPTY_REGISTRY, 'catalog', '1.0.0', by)).toThrow(/has no published version/);
    expect(() => promote(published('1.0.0'), 'catalog', '1.0', by)).toThrow(/not a version/);
    expect(() => promote(published('1.0.0', '2.0.0'), 'catalog', '2.0.0', { ...by, canary: 120 })).toThrow(/from 0 to 100/);
  });

  it('promotes, keeps the history, and rolls back to the version before', () => {
    let registry = promote(published('1.0.0', '2.0.0', '3.0.0'), 'catalog', '1.0.0', by);
    expect(() => rollback(registry, 'catalog', by)).toThrow(
      'catalog has no previous version to roll back to (1.0.0 is the first live version)',
    );
    registry = promote(registry, 'catalog', '2.0.0', by);
    registry = promote(registry, 'catalog', '3.0.0', { by: 'someone else' });
    expect(registry.remotes.catalog!.live).toBe('3.0.0');
    expect(registry.remotes.catalog!.history.at(-1)).toMatchObject({
      action: 'promote',
      version: '3.0.0',
      from: '2.0.0',
      by: 'someone else',
    });
    registry = rollback(registry, 'catalog', by);
    expect(registry.remotes.catalog!.live).toBe('2.0.0');
    expect(registry.remotes.catalog!.withdrawn).toEqual(['3.0.0']);
    registry = rollback(registry, 'catalog', by);
    expect(registry.remotes.catalog!.live).toBe('1.0.0');
    expect(previousVersion(registry.remotes.catalog)).toBeUndefined();
    expect(() => rollback(registry, 'catalog', by)).toThrow(/no previous version/);
    // Promoting a withdrawn version again puts it back in service.
    registry = promote(registry, 'catalog', '3.0.0', by);
    expect(registry.remotes.catalog!.withdrawn).toEqual(['2.0.0']);
  });

  it('rolls a canary back by ending it, the live version untouched', () => {
    let registry = promote(published('1.0.0', '2.0.0'), 'catalog', '1.0.0', by);
    registry = promote(registry, 'catalog', '2.0.0', { ...by, canary: 30 });
    expect(registry.remotes.catalog!.canary).toEqual({ version: '2.0.0', share: 30 });
    expect(() => promote(registry, 'catalog', '1.0.0', { ...by, canary: 10 })).toThrow(/live version already/);
    registry = rollback(registry, 'catalog', { ...by, auto: true, reason: 'errors' });
    expect(registry.remotes.catalog!.canary).toBeUndefined();
    expect(registry.remotes.catalog!.live).toBe('1.0.0');
    expect(registry.remotes.catalog!.history.at(-1)).toMatchObject({ action: 'auto-rollback', from: '2.0.0', reason: 'errors' });
  });

  it('refuses a rollback of a remote with no releases', () => {
    expect(() => rollback(EMPTY_REGISTRY, 'blog', by)).toThrow('blog has no releases: there is nothing to roll back');
  });
});

describe('parseRegistry', () => {
  it('reads what it writes', () => {
    const registry = promote(published('1.0.0', '2.0.0'), 'catalog', '1.0.0', by);
    expect(parseRegistry(formatRegistry(registry))).toEqual(registry);
  });
  it('names what is wrong with a file edited by hand', () => {
    expect(() => parseRegistry('{ "remotes": { ')).toThrow(/the registry is not valid JSON/);
    expect(() => parseRegistry('[]')).toThrow('the registry has no "remotes" object');
    expect(() => parseRegistry('{"remotes":{"catalog":{"published":{},"live":"1.0.0"}}}')).toThrow(
      'the registry\'s remote "catalog": the live version "1.0.0" was never published',
    );
    const manifest = { manifest: url('1.0.0') };
    expect(() =>
      parseRegistry(
        JSON.stringify({ remotes: { catalog: { published: { '1.0.0': manifest }, canary: { version: '1.0.0', share: 150 } } } }),
      ),
    ).toThrow(/from 0 to 100/);
    expect(() =>
      parseRegistry(JSON.stringify({ remotes: { catalog: { published: { '1.0.0': { manifest: 'relative.json' } } } } })),
    ).toThrow(/not an absolute URL/);
    expect(() => parseRegistry(JSON.stringify({ remotes: { 'Bad Name': { published: {} } } }))).toThrow(/not a remote name/);
  });
});
