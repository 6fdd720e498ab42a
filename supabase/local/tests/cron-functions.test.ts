import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, startFixture } from './helpers.ts';

// supabase/local's stand-in for pg_net in the hosted recipe for scheduled Edge Functions: a job notifies
// 'supabase_functions' and the server calls /functions/v1/{name} with the service_role key.

const PROJECT = new URL('./cron-fixture/', import.meta.url).pathname;

describe('Edge Functions called by scheduled jobs', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await startFixture({ projectDir: PROJECT });
  });
  afterAll(() => fx?.stop({ remove: true }));

  const calls = async () =>
    (await fx.sql(`select job from public.ticks where job like 'function %' order by id`)).rows.map((r) => r.job as string);

  it('calls the function a notification names, as the service role, with its body', async () => {
    // Only this test sends this body ({"n":1}); the other test's scheduled calls (body {}) may still be arriving.
    const callsWithThisBody = async () => (await calls()).filter((c) => c.endsWith(' {"n":1}'));
    await fx.sql(`select pg_notify('supabase_functions', '{"name": "record-call", "body": {"n": 1}}')`);
    await expect.poll(callsWithThisBody, { timeout: 15_000 }).toEqual(['function service_role {"n":1}']);
  });

  it('calls it on a pg_cron schedule, and ignores names that are no function name', async () => {
    await fx.sql(`select pg_notify('supabase_functions', '{"name": "../etc"}')`);
    await fx.sql(
      `select cron.schedule('call', '1 seconds', $$select pg_notify('supabase_functions', '{"name": "record-call"}')$$)`,
    );
    await expect
      .poll(async () => (await calls()).filter((c) => c === 'function service_role {}').length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await fx.sql(`select cron.unschedule('call')`);
  });
});
