import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRunAfter } from '../src/cron/runner.ts';
import { type Fixture, startFixture } from './helpers.ts';

const PROJECT = new URL('./cron-fixture/', import.meta.url).pathname;

describe('pg_cron schedules (nextRunAfter)', () => {
  const at = new Date('2026-02-03T10:01:30Z');
  it('reads five cron fields in UTC', () => {
    expect(nextRunAfter('*/5 * * * *', at)?.toISOString()).toBe('2026-02-03T10:05:00.000Z');
    expect(nextRunAfter('0 3 * * *', at)?.toISOString()).toBe('2026-02-04T03:00:00.000Z');
  });
  it("reads '$' as the month's last day, as pg_cron does", () => {
    expect(nextRunAfter('0 0 $ * *', at)?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
  it("reads pg_cron's '[1-59] seconds'", () => {
    expect(nextRunAfter('30 seconds', at)?.toISOString()).toBe('2026-02-03T10:02:00.000Z');
  });
  it('gives no time for a schedule it cannot read', () => {
    expect(nextRunAfter('every day', at)).toBeNull();
  });
});

describe('pg_cron in supabase/local', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await startFixture({ projectDir: PROJECT });
  });
  afterAll(() => fx?.stop({ remove: true }));

  const ticks = async (job: string) =>
    Number((await fx.sql('select count(*) from public.ticks where job = $1', [job])).rows[0].count);

  it('runs a scheduled job on its schedule and records the run in cron.job_run_details', async () => {
    await fx.sql(`select cron.schedule('tick', '1 seconds', $$insert into public.ticks (job) values ('tick')$$)`);
    await expect.poll(() => ticks('tick'), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const runs = await fx.sql(
      `select d.status, d.return_message, d.username from cron.job_run_details d join cron.job j using (jobid)
        where j.jobname = 'tick' and d.status = 'succeeded' limit 1`,
    );
    expect(runs.rows[0]).toEqual({ status: 'succeeded', return_message: 'INSERT 1', username: 'postgres' });
  });

  it('refuses a schedule pg_cron cannot read, with its message', async () => {
    await expect(fx.sql(`select cron.schedule('bad', 'every day', 'select 1')`)).rejects.toThrow('invalid schedule: every day');
  });

  it("runs a job as its user: a role without the table's privileges fails, and the failure is recorded", async () => {
    await fx.sql(
      `select cron.schedule_in_database('as-anon', '1 seconds', $$insert into public.ticks (job) values ('anon')$$, current_database(), 'anon')`,
    );
    await expect
      .poll(
        async () =>
          (
            await fx.sql(
              `select d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid)
                where j.jobname = 'as-anon' and d.status <> 'running' limit 1`,
            )
          ).rows[0],
        { timeout: 15_000 },
      )
      .toEqual({ status: 'failed', return_message: 'permission denied for table ticks' });
    expect(await ticks('anon')).toBe(0);
    await fx.sql(`select cron.unschedule('as-anon')`).catch(() => {});
  });

  it('stops running a job once it is unscheduled', async () => {
    await fx.sql(`select cron.schedule('once', '1 seconds', $$insert into public.ticks (job) values ('once')$$)`);
    await expect.poll(() => ticks('once'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await fx.sql(`select cron.unschedule('once')`);
    // A run may already have started when it was unscheduled: wait for none to be running.
    await expect
      .poll(async () =>
        Number((await fx.sql(`select count(*) from cron.job_run_details where status = 'running'`)).rows[0].count),
      )
      .toBe(0);
    const after = await ticks('once');
    // Another job's two further runs prove the runner kept ticking meanwhile (this test's own job, so that it
    // does not rely on a job another test left scheduled).
    await fx.sql(`select cron.schedule('witness', '1 seconds', $$insert into public.ticks (job) values ('witness')$$)`);
    try {
      const before = await ticks('witness');
      await expect.poll(() => ticks('witness'), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
      expect(await ticks('once')).toBe(after);
    } finally {
      await fx.sql(`select cron.unschedule('witness')`).catch(() => {});
    }
  });
});
