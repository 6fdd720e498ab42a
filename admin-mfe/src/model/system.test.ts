import { describe, expect, it } from 'vitest';
import { formatBytes, jobState, remoteVersionOf, scheduleWords, templateLabel } from './system';

describe('formatBytes', () => {
  it('writes bytes as a person reads them, in powers of 1,024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(912)).toBe('912 B');
    expect(formatBytes(4608)).toBe('4.50 KB');
    expect(formatBytes(2_212_495)).toBe('2.11 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150.0 MB');
    expect(formatBytes(1.2 * 1024 ** 3)).toBe('1.20 GB');
  });
});

describe('jobState', () => {
  const job = { active: true, well: true, late: false, last_status: 'succeeded', last_started_at: '2026-11-29T01:00:00Z' };
  it('says a job is well when the database says so', () => {
    expect(jobState(job)).toEqual({ label: 'OK', tone: 'green' });
  });
  it('puts a failing or late job in red, and a paused or never-run one apart', () => {
    expect(jobState({ ...job, last_status: 'failed', well: false })).toEqual({ label: 'Failing', tone: 'red' });
    expect(jobState({ ...job, late: true, well: false })).toEqual({ label: 'Late', tone: 'red' });
    expect(jobState({ ...job, active: false, last_status: 'failed' })).toEqual({ label: 'Paused', tone: 'neutral' });
    expect(jobState({ ...job, last_status: null, last_started_at: null })).toEqual({ label: 'Not run yet', tone: 'neutral' });
  });
});

describe('remoteVersionOf', () => {
  it("reads the build's version and package from a deployed manifest, and when it was deployed", () => {
    const manifest = { metaData: { buildInfo: { buildVersion: '0.1.0', buildName: '@sikka/catalog-mfe' } } };
    expect(
      remoteVersionOf('catalog', 'https://cdn.example/catalog/mf-manifest.json', manifest, 'Sun, 29 Nov 2026 01:00:00 GMT'),
    ).toEqual({
      name: 'catalog',
      entry: 'https://cdn.example/catalog/mf-manifest.json',
      version: '0.1.0',
      build: '@sikka/catalog-mfe',
      deployedAt: '2026-11-29T01:00:00.000Z',
    });
  });
  it('gives nulls for what a manifest of another shape, or a remote entry, does not say', () => {
    expect(remoteVersionOf('blog', 'https://cdn.example/blog/remoteEntry.js', null, 'not a date')).toMatchObject({
      version: null,
      build: null,
      deployedAt: null,
    });
  });
});

describe('templateLabel', () => {
  it("names an e-mail's template in words", () => {
    expect(templateLabel('shop_new_order')).toBe('Shop new order');
  });
});

describe('scheduleWords', () => {
  it("says a job's schedule in the owner's words and India's time", () => {
    expect(scheduleWords('10 seconds')).toBe('Every 10 seconds');
    expect(scheduleWords('* * * * *')).toBe('Every minute');
    expect(scheduleWords('*/5 * * * *')).toBe('Every 5 minutes');
    // pg_cron runs in UTC: 21:30 UTC is 03:00 the next day in India, 20:00 UTC is 01:30.
    expect(scheduleWords('30 21 * * *')).toBe('Daily at 03:00 IST');
    expect(scheduleWords('0 20 * * *')).toBe('Daily at 01:30 IST');
    expect(scheduleWords('0 0 * * *')).toBe('Daily at 05:30 IST');
  });

  it('shows a schedule of another shape as it is, in UTC', () => {
    expect(scheduleWords('0 3 * * 1')).toBe('0 3 * * 1 (UTC)');
    expect(scheduleWords('15 */2 * * *')).toBe('15 */2 * * * (UTC)');
  });
});
