import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInbox, type Inbox } from '@sikka/supabase-local/src/mail/index.ts';
import { createSendMailHandler } from '../functions/send-mail/handler.mts';
import { createListing, placeOrder } from './support/checkout.ts';
import { adminClient, db, shop, signedIn } from './support/clients.ts';

// The send-mail Edge Function against a real SMTP server (smtp-server, as the local inbox runs it): the
// server is down, the messages stay queued and are retried with backoff; once it is up they are
// delivered once, and a later run sends nothing again. Unreachable for good → 'failed' after the last try.

const SHOP = 'sender-desk@sikka.test';
let inbox: Inbox;
let downPort: number;
let sender: { mail_sender_name: string; mail_sender_email: string | null; mail_reply_to: string | null };

/** A port nobody listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function run(smtpPort: number, maxAttempts = 6) {
  const env: Record<string, string> = {
    SUPABASE_URL: shop().url,
    SUPABASE_SERVICE_ROLE_KEY: shop().serviceRoleKey,
    SITE_URL: 'https://shop.example.test',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_FROM: 'Sikka <orders@sikka.test>',
    MAIL_MAX_ATTEMPTS: String(maxAttempts),
  };
  const handler = createSendMailHandler({
    env: (key) => env[key],
    createTransport: (options) => nodemailer.createTransport({ ...options, ignoreTLS: true, connectionTimeout: 2_000 }),
  });
  return handler(
    new Request('http://local/send-mail', { method: 'POST', headers: { authorization: `Bearer ${shop().serviceRoleKey}` } }),
  );
}

const outbox = async (orderId: string) =>
  (
    await db().query<{
      recipient: string;
      template: string;
      status: string;
      attempts: number;
      due_in: number;
      last_error: string | null;
    }>(
      `select recipient, template, status, attempts, extract(epoch from next_attempt_at - now())::int as due_in, last_error
         from public.outbox where order_id = $1 order by template`,
      [orderId],
    )
  ).rows;

/** The clock moves on: the retry falls due (the backoff itself is asserted before). */
const fallDue = (orderId: string) =>
  db().query('update public.outbox set next_attempt_at = now() where order_id = $1', [orderId]);

async function newOrder() {
  const buyer = await signedIn('buyer@sikka.local', 'sikka-buyer-123');
  const { data, error } = await placeOrder(buyer, await createListing(db(), 3_100), null, {
    phone: `9${String(Date.now() % 1e9).padStart(9, '2')}`,
  });
  if (error) throw new Error(error.message);
  return data!;
}

beforeAll(async () => {
  // The stack's own schedule would send these to its inbox meanwhile: this file runs the sender itself.
  await db().query(`update cron.job set active = false where jobname = 'send-mail'`);
  // Messages other files queued are not this file's to send (and would fill the run below's batch).
  await db().query(`update public.outbox set status = 'sent' where status = 'queued'`);
  // A run the job asked for just before may still be on its way: ask for one more and wait until it has
  // sent a message of its own (the server runs one send-mail at a time), so none is left to take ours.
  const marker = await db().query<{ id: string }>(
    `insert into public.outbox (recipient, template) values ('drain@sikka.test', 'shop_new_submission') returning id`,
  );
  await db().query(`select pg_notify('supabase_functions', '{"name": "send-mail"}')`);
  await vi.waitFor(
    async () => {
      const { rows } = await db().query('select status from public.outbox where id = $1', [marker.rows[0]!.id]);
      expect(rows[0]?.status).toBe('sent');
    },
    { timeout: 20_000, interval: 100 },
  );
  const admin = await adminClient();
  await admin.rpc('update_shop_settings', { changes: { contact_email: SHOP } });
  sender = (await db().query('select mail_sender_name, mail_sender_email, mail_reply_to from private.shop_settings')).rows[0];
  await db().query(
    `update private.shop_settings set mail_sender_name = 'Sikka Coins', mail_sender_email = null, mail_reply_to = 'care@sikka.test'`,
  );
  inbox = await startInbox({ port: 0, smtpPort: 0 });
  downPort = await closedPort();
});

afterAll(async () => {
  await (await adminClient()).rpc('update_shop_settings', { changes: { contact_email: '' } });
  await db().query('update private.shop_settings set mail_sender_name = $1, mail_sender_email = $2, mail_reply_to = $3', [
    sender.mail_sender_name,
    sender.mail_sender_email,
    sender.mail_reply_to,
  ]);
  await db().query(`update cron.job set active = true where jobname = 'send-mail'`);
  await inbox?.close();
});

describe('send-mail', () => {
  it('keeps messages queued while SMTP is down, retries with backoff, and delivers each once after recovery', async () => {
    const order = await newOrder();
    const down = await run(downPort);
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ sent: 0, retrying: 2, failed: 0 });
    const waiting = await outbox(order.order_id);
    expect(waiting.map((m) => [m.template, m.status, m.attempts])).toEqual([
      ['order_placed', 'queued', 1],
      ['shop_new_order', 'queued', 1],
    ]);
    expect(waiting.every((m) => m.due_in >= 50 && m.due_in <= 60 && /ECONNREFUSED/.test(m.last_error ?? ''))).toBe(true);

    // Not due yet: a run now sends nothing.
    expect(await (await run(inbox.smtpPort)).json()).toMatchObject({ sent: 0 });
    await fallDue(order.order_id);
    expect(await (await run(inbox.smtpPort)).json()).toMatchObject({ sent: 2, retrying: 0 });
    await fallDue(order.order_id);
    expect(await (await run(inbox.smtpPort)).json()).toMatchObject({ sent: 0 });

    const delivered = inbox.store.list().filter((m) => m.Subject.includes(order.reference));
    expect(delivered.map((m) => m.To[0]!.Address).sort()).toEqual(['buyer@sikka.local', SHOP]);
    const buyerMail = delivered.find((m) => m.To[0]!.Address === 'buyer@sikka.local')!;
    // From: the sender name of Settings, at MAIL_FROM's address while Settings names none; Reply-To: Settings'.
    expect(delivered.map((m) => [m.From, m.ReplyTo])).toEqual([
      [{ Name: 'Sikka Coins', Address: 'orders@sikka.test' }, [{ Name: '', Address: 'care@sikka.test' }]],
      [{ Name: 'Sikka Coins', Address: 'orders@sikka.test' }, [{ Name: '', Address: 'care@sikka.test' }]],
    ]);
    expect(buyerMail.Text).toContain('₹3,150');
    const token = (await db().query('select access_token from public.delivery_addresses where id = $1', [order.order_id])).rows[0]
      ?.access_token as string;
    expect(buyerMail.Text).toContain(`https://shop.example.test/order/${token}`);
    expect(buyerMail.HTML).toContain(`href="https://shop.example.test/order/${token}"`);
    expect((await outbox(order.order_id)).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it("marks a message 'failed' after the last try, and never sends it after that", async () => {
    const order = await newOrder();
    for (let attempt = 1; attempt <= 2; attempt++) {
      await fallDue(order.order_id);
      await run(downPort, 2);
    }
    expect((await outbox(order.order_id)).map((m) => [m.status, m.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ]);
    await fallDue(order.order_id);
    expect(await (await run(inbox.smtpPort, 2)).json()).toMatchObject({ sent: 0 });
    expect(inbox.store.list().filter((m) => m.Subject.includes(order.reference))).toEqual([]);
  });

  it('answers only the scheduler (the service role)', async () => {
    const handler = createSendMailHandler({ env: () => undefined, createTransport: () => nodemailer.createTransport({}) });
    const anon = await handler(
      new Request('http://local/send-mail', { method: 'POST', headers: { authorization: `Bearer ${shop().anonKey}` } }),
    );
    expect(anon.status).toBe(403);
  });
});
