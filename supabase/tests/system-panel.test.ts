import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  buyerClient,
  db,
  serviceClient,
  shop,
  signedIn,
  type ShopClient,
  unique,
} from './support/clients.ts';

// The System panel's functions (issue 51): the owner only (public.has_role()), staff, editor, buyer and
// visitor refused; and public.system_health(), which /health of supabase/local answers from.

const clients = {} as Record<'owner' | 'staff' | 'editor' | 'buyer' | 'anon', ShopClient>;

/** A signed-in account with a staff role, made for this file. */
async function staffAccount(role: 'staff' | 'editor'): Promise<ShopClient> {
  const email = `${unique(role)}@sikka.test`;
  const password = 'system-panel-123';
  const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const updated = await db().query('update public.profiles set staff_role = $1 where id = $2', [role, data.user.id]);
  if (updated.rowCount !== 1)
    await db().query('insert into public.profiles (id, staff_role) values ($1, $2)', [data.user.id, role]);
  return signedIn(email, password);
}

async function failedMail(createdAgo = '10 minutes'): Promise<string> {
  const { rows } = await db().query<{ id: string }>(
    `insert into public.outbox (recipient, template, status, attempts, last_error, created_at, next_attempt_at)
     values ($1, 'order_placed', 'failed', 6, 'SMTP 550 mailbox unavailable', now() - $2::interval, now() - interval '1 minute')
     returning id`,
    [`${unique('buyer')}@example.com`, createdAgo],
  );
  return rows[0]!.id;
}

const health = async () => (await anonClient().rpc('system_health')).data as Record<string, Record<string, unknown>>;

beforeAll(async () => {
  [clients.owner, clients.staff, clients.editor, clients.buyer] = await Promise.all([
    adminClient(),
    staffAccount('staff'),
    staffAccount('editor'),
    buyerClient(),
  ]);
  clients.anon = anonClient();
});

afterAll(async () => {
  await db().query(
    `delete from public.outbox where recipient like '%@example.com' and template = 'order_placed' and order_id is null`,
  );
  await db().query(`delete from cron.job where jobname like 'system-test-%'`);
});

const calls = {
  system_outbox: (c: ShopClient) => c.rpc('system_outbox', {}),
  system_outbox_summary: (c: ShopClient) => c.rpc('system_outbox_summary'),
  system_jobs: (c: ShopClient) => c.rpc('system_jobs'),
  system_storage: (c: ShopClient) => c.rpc('system_storage'),
  retry_outbox_message: (c: ShopClient) => c.rpc('retry_outbox_message', { message_id: '00000000-0000-0000-0000-000000000000' }),
};

describe.each(Object.keys(calls) as (keyof typeof calls)[])('%s', (name) => {
  it.each(['staff', 'editor', 'buyer'] as const)("refuses %s: 'Not authorized'", async (who) => {
    const { data, error } = await calls[name](clients[who]);
    expect(data).toBeNull();
    expect(error?.hint).toBe('not_authorized');
  });
  it('refuses a visitor', async () => {
    const { data, error } = await calls[name](clients.anon);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('the owner', () => {
  it('sees the e-mails waiting and failed, failed first, and the outbox summary', async () => {
    const id = await failedMail();
    const { data, error } = await clients.owner.rpc('system_outbox', {});
    expect(error).toBeNull();
    // Other test files share the database and fail mails of their own: find this one, and check the order.
    expect(data!.find((mail) => mail.id === id)).toMatchObject({
      status: 'failed',
      attempts: 6,
      last_error: 'SMTP 550 mailbox unavailable',
    });
    const statuses = data!.map((mail) => mail.status);
    expect(statuses.indexOf('queued') === -1 || statuses.lastIndexOf('failed') < statuses.indexOf('queued')).toBe(true);
    const summary = await clients.owner.rpc('system_outbox_summary');
    expect(summary.data).toMatchObject({ ok: false });
    expect((summary.data as { failed_last_day: number }).failed_last_day).toBeGreaterThanOrEqual(1);
  });

  it('retries a failed e-mail: queued again now with its tries counted afresh; a second retry is refused', async () => {
    const id = await failedMail();
    const { data, error } = await clients.staff.rpc('retry_outbox_message', { message_id: id });
    expect(error?.hint).toBe('not_authorized');
    expect(data).toBeNull();
    expect((await db().query('select status from public.outbox where id = $1', [id])).rows[0].status).toBe('failed');
    const retried = await clients.owner.rpc('retry_outbox_message', { message_id: id });
    expect(retried.error).toBeNull();
    expect(retried.data).toMatchObject({ id, status: 'queued', attempts: 0 });
    await db().query(`update public.outbox set status = 'sent' where id = $1`, [id]); // not to be really sent
    const again = await clients.owner.rpc('retry_outbox_message', { message_id: id });
    expect(again.error?.hint).toBe('outbox_not_failed');
    expect(again.error?.message).toBe('This e-mail has not failed: only a failed e-mail can be retried');
  });

  it("sees every scheduled job's last run, and a failing job as unwell", async () => {
    await db().query(`select cron.schedule('system-test-failing', '1 seconds', 'select 1/0')`);
    await expect
      .poll(
        async () => (await clients.owner.rpc('system_jobs')).data?.find((j) => j.jobname === 'system-test-failing')?.last_status,
        {
          timeout: 15_000,
        },
      )
      .toBe('failed');
    const jobs = (await clients.owner.rpc('system_jobs')).data!;
    expect(jobs.find((j) => j.jobname === 'system-test-failing')).toMatchObject({
      well: false,
      last_failure: 'division by zero',
    });
    expect(jobs.find((j) => j.jobname === 'send-mail')).toMatchObject({ schedule: '10 seconds', active: true });
    expect((await health()).scheduler).toMatchObject({ ok: false, failing: expect.arrayContaining(['system-test-failing']) });
    await db().query(`select cron.unschedule('system-test-failing')`);
  });

  it('sees storage used per bucket, in bytes', async () => {
    const { data, error } = await clients.owner.rpc('system_storage');
    expect(error).toBeNull();
    const images = data!.find((b) => b.bucket === 'collectible-images')!;
    const { rows } = await db().query(
      `select count(*)::int as n, sum((metadata->>'size')::bigint)::bigint as bytes from storage.objects where bucket_id = 'collectible-images'`,
    );
    expect(images.objects).toBe(rows[0].n);
    expect(images.bytes).toBe(Number(rows[0].bytes));
    expect(images.bytes).toBeGreaterThan(0);
  });
});

describe('public.system_health() and /health of supabase/local', () => {
  it('calls a job late when its last run is more than twice its period ago', async () => {
    await db().query(`select cron.schedule('system-test-late', '0 0 1 1 *', 'select 1')`);
    await db().query(
      `insert into cron.job_run_details (jobid, status, start_time, end_time, return_message)
       select jobid, 'succeeded', now() - interval '800 days', now() - interval '800 days', 'SELECT 1' from cron.job where jobname = 'system-test-late'`,
    );
    expect((await health()).scheduler).toMatchObject({ ok: false, late: ['system-test-late'] });
    await db().query(`select cron.unschedule('system-test-late')`);
  });

  it('reads how often a schedule runs at most (private.cron_job_period)', async () => {
    const period = async (schedule: string) =>
      (await db().query<{ p: string }>('select private.cron_job_period($1)::text as p', [schedule])).rows[0]!.p;
    expect(await period('10 seconds')).toBe('00:00:10');
    expect(await period('* * * * *')).toBe('00:01:00');
    expect(await period('*/5 * * * *')).toBe('00:05:00');
    expect(await period('0 * * * *')).toBe('01:00:00');
    expect(await period('30 21 * * *')).toBe('1 day');
    expect(await period('0 3 * * 1')).toBe('7 days');
    expect(await period('0 0 1 * *')).toBe('31 days');
    expect(await period('@hourly')).toBe('01:00:00');
  });

  it('answers 200 while all is well and 503 naming the outbox while a mail has failed in the last day', async () => {
    await db().query(
      `delete from public.outbox where recipient like '%@example.com' and template = 'order_placed' and order_id is null`,
    );
    // Other files' failed test mails (a day old at most) would make this stack unwell: age them for this check.
    await db().query(`update public.outbox set next_attempt_at = now() - interval '2 days' where status = 'failed'`);
    await db().query(`update public.outbox set status = 'sent' where status = 'queued'`);
    await expect.poll(async () => (await fetch(`${shop().url}/health`)).status, { timeout: 15_000 }).toBe(200);
    const well = await (await fetch(`${shop().url}/health`)).json();
    expect(well).toMatchObject({ status: 'ok', database: { ok: true }, outbox: { ok: true }, scheduler: { ok: true } });

    await failedMail();
    const unwell = await fetch(`${shop().url}/health`);
    expect(unwell.status).toBe(503);
    expect(unwell.headers.get('cache-control')).toBe('no-store');
    expect(await unwell.json()).toMatchObject({
      status: 'unwell',
      database: { ok: true },
      outbox: { ok: false, failed_last_day: 1 },
    });
    // An old failure (its last try over a day ago) is the panel's to show, no longer the monitor's alarm.
    await db().query(`update public.outbox set next_attempt_at = now() - interval '2 days' where status = 'failed'`);
    expect((await fetch(`${shop().url}/health`)).status).toBe(200);
  });
});
