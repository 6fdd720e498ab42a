import { describe, expect, it } from 'vitest';
import { canaryVerdict, errorCounter, parseErrorReport } from './errors';

const rule = { margin: 0.05, minPages: 20 };

describe('errors by version', () => {
  it('counts pages and errors per remote and version', () => {
    const counter = errorCounter();
    counter.page({ catalog: '1.0.0', blog: 'default' });
    counter.page({ catalog: '2.0.0' });
    counter.error({ remote: 'catalog', version: '2.0.0', route: '/', message: 'boom' });
    expect(counter.of('catalog', '2.0.0')).toEqual({ pages: 1, errors: 1, recent: ['/: boom'] });
    expect(counter.of('catalog', '1.0.0')).toMatchObject({ pages: 1, errors: 0 });
    expect(counter.of('sell', '1.0.0')).toEqual({ pages: 0, errors: 0, recent: [] });
  });

  it('judges a canary only with enough pages, against the live version plus the margin', () => {
    const counts = (pages: number, errors: number) => ({ pages, errors, recent: [] });
    expect(canaryVerdict(counts(10, 10), counts(100, 0), rule)).toBeNull();
    expect(canaryVerdict(counts(40, 2), counts(100, 1), rule)).toBeNull();
    expect(canaryVerdict(counts(40, 4), counts(100, 1), rule)).toMatch(/errors on 10.0 % of the canary's 40 pages against 1.0 %/);
  });

  it('takes a report of short strings, the route without its query', () => {
    expect(parseErrorReport({ remote: 'catalog', version: '2.0.0', route: '/x?email=a@b.c#top', message: 'm' })).toEqual({
      remote: 'catalog',
      version: '2.0.0',
      route: '/x',
      message: 'm',
    });
    expect(parseErrorReport({ remote: 'catalog', version: '2.0.0', route: '/' })).toBe('a report needs "message" (a string)');
    expect(parseErrorReport('nope')).toBe('a report is a JSON object');
  });
});
