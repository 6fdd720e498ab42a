import { describe, expect, it } from 'vitest';
import { assign, canaryBucket, newVisitorId, parseCookies, VISIT_COOKIE, VISITOR_COOKIE } from './assign';
import { EMPTY_REGISTRY, promote, recordPublished, type Registry, rollback } from './registry';

const BASE = { catalog: 'http://localhost:3001/mf-manifest.json', blog: 'http://localhost:3004/mf-manifest.json' };
const url = (version: string) => `http://localhost:3000/releases/catalog/${version}/mf-manifest.json`;
const by = { by: 't' };

function registryWith(live: string, canary?: { version: string; share: number }): Registry {
  let registry = ['1.0.0', '2.0.0'].reduce((r, v) => recordPublished(r, 'catalog', v, url(v), by), EMPTY_REGISTRY);
  registry = promote(registry, 'catalog', live, by);
  if (canary) registry = promote(registry, 'catalog', canary.version, { ...by, canary: canary.share });
  return registry;
}

const setCookie = (cookies: string[], name: string) =>
  cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.split('=')[1];

describe('assign', () => {
  it('changes nothing and sets no cookie without a registry', () => {
    expect(assign({ base: BASE, registry: EMPTY_REGISTRY, cookies: {} })).toEqual({ remotes: BASE, versions: {}, cookies: [] });
  });

  it('serves the live version and pins it to the visit', () => {
    const { remotes, versions, cookies } = assign({ base: BASE, registry: registryWith('1.0.0'), cookies: {} });
    expect(remotes).toEqual({ ...BASE, catalog: url('1.0.0') });
    expect(versions).toEqual({ catalog: '1.0.0' });
    expect(cookies).toEqual([`${VISIT_COOKIE}=catalog%3D1.0.0; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`]);
  });

  it('keeps a visit on its version after a promotion, and moves it off a withdrawn one', () => {
    const promoted = registryWith('2.0.0');
    const pinned = { [VISIT_COOKIE]: 'catalog=1.0.0' };
    expect(assign({ base: BASE, registry: promoted, cookies: pinned }).versions).toEqual({ catalog: '1.0.0' });
    expect(assign({ base: BASE, registry: promoted, cookies: {} }).versions).toEqual({ catalog: '2.0.0' });
    const rolledBack = rollback(promote(registryWith('1.0.0'), 'catalog', '2.0.0', by), 'catalog', by);
    expect(assign({ base: BASE, registry: rolledBack, cookies: { [VISIT_COOKIE]: 'catalog=2.0.0' } }).versions).toEqual({
      catalog: '1.0.0',
    });
    // A version that was never published is not served, whatever the cookie says.
    expect(assign({ base: BASE, registry: promoted, cookies: { [VISIT_COOKIE]: 'catalog=9.9.9' } }).versions).toEqual({
      catalog: '2.0.0',
    });
  });

  it('gives a canary to its share of visitors, each always the same version', () => {
    const registry = registryWith('1.0.0', { version: '2.0.0', share: 30 });
    let canary = 0;
    for (let i = 0; i < 1000; i++) {
      const first = assign({ base: BASE, registry, cookies: {} });
      const visitor = setCookie(first.cookies, VISITOR_COOKIE)!;
      expect(visitor).toMatch(/^[A-Za-z0-9_-]{16}$/);
      if (first.versions.catalog === '2.0.0') canary++;
      // The same visitor on a later visit (no visit cookie): the same version.
      expect(assign({ base: BASE, registry, cookies: { [VISITOR_COOKIE]: visitor } }).versions.catalog).toBe(
        first.versions.catalog,
      );
    }
    expect(canary).toBeGreaterThan(250);
    expect(canary).toBeLessThan(350);
  });

  it('places a visitor by their id and the remote alone (deterministic), and a larger share keeps the smaller one', () => {
    const id = newVisitorId();
    expect(canaryBucket(id, 'catalog')).toBe(canaryBucket(id, 'catalog'));
    expect(canaryBucket('visitor-one', 'catalog')).toBe(canaryBucket('visitor-one', 'catalog'));
    const bucket = canaryBucket(id, 'catalog');
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    for (const share of [10, 30, 60, 100]) {
      const registry = registryWith('1.0.0', { version: '2.0.0', share });
      const version = assign({ base: BASE, registry, cookies: { [VISITOR_COOKIE]: id } }).versions.catalog;
      expect(version).toBe(bucket < share ? '2.0.0' : '1.0.0');
    }
  });

  it('serves a staff override over everything else, without pinning the visit to it', () => {
    const registry = registryWith('1.0.0');
    const result = assign({ base: BASE, registry, cookies: {}, override: { catalog: '2.0.0' } });
    expect(result.remotes.catalog).toBe(url('2.0.0'));
    expect(result.cookies).toEqual([]);
  });
});

describe('parseCookies', () => {
  it('reads names and decoded values, the first of a repeated name', () => {
    expect(parseCookies('a=1; sikka_visit=catalog%3D1.0.0; a=2; broken')).toEqual({ a: '1', sikka_visit: 'catalog=1.0.0' });
    expect(parseCookies(undefined)).toEqual({});
  });
});
