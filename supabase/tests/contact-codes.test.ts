import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonymousSession, db, type ShopClient } from './support/clients.ts';

// One-time codes (issue 49): a 6-digit code e-mailed through the outbox, for one session and one contact,
// 10 minutes, 5 tries, once. Refusals are answered (the tries they count are kept).

let seq = 0;
const freshEmail = () => `code-${Date.now()}-${++seq}@codes.test`;
const request = (client: ShopClient, contact: string) => client.rpc('request_contact_code', { channel: 'email', contact });
const verify = (client: ShopClient, contact: string, code: string) =>
  client.rpc('verify_contact_code', { channel: 'email', contact, code });
const codeSentTo = async (email: string) =>
  (
    await db().query<{ code: string }>(
      `select data ->> 'code' as code from public.outbox where recipient = $1 and template = 'contact_code'
        order by created_at desc limit 1`,
      [email],
    )
  ).rows[0]!.code;
/** A code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const WRONG = {
  code: 'P0001',
  hint: 'contact_code_wrong',
  message: 'That code is not right. Please check the e-mail and try again.',
};
const EXPIRED = {
  code: 'P0001',
  hint: 'contact_code_expired',
  message: 'This code has expired or has already been used. Please ask for a new code.',
};

// The db-tests stack raises every attempt limit (support/global-setup.ts): this file puts the shipped
// limit on sending codes (20261128100000_holds_that_fit.sql: 5 a session, 30 an address) back while it runs.
let raised: { per_user: number; per_address: number } | undefined;
beforeAll(async () => {
  raised = (await db().query(`select per_user, per_address from private.attempt_limits where action = 'contact_code'`)).rows[0];
  await db().query(`update private.attempt_limits set per_user = 5, per_address = 30 where action = 'contact_code'`);
});
afterAll(async () => {
  await db().query(`update private.attempt_limits set per_user = $1, per_address = $2 where action = 'contact_code'`, [
    raised!.per_user,
    raised!.per_address,
  ]);
});

describe('one-time codes for a contact', () => {
  it('e-mails a 6-digit code through the outbox and keeps only its hash', async () => {
    const session = await anonymousSession();
    const email = freshEmail();
    const { data, error } = await request(session, `  ${email.toUpperCase()} `);
    expect(error).toBeNull();
    expect(data).toMatchObject({ channel: 'email', contact: email });
    const code = await codeSentTo(email);
    expect(code).toMatch(/^[0-9]{6}$/);
    const { rows } = await db().query('select code_hash from private.contact_codes where contact = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('refuses a wrong code, then takes the right one once', async () => {
    const session = await anonymousSession();
    const email = freshEmail();
    await request(session, email);
    const code = await codeSentTo(email);
    const wrong = await verify(session, email, wrongFor(code));
    expect(wrong.error).toMatchObject(WRONG);
    expect(wrong.status).toBe(400);
    expect((await verify(session, email, code.replace(/(...)/, '$1 '))).data).toMatchObject({ verified: true });
    // Used: the same code again is refused.
    expect((await verify(session, email, code)).error).toMatchObject(EXPIRED);
  });

  it('takes 5 tries: after 5 wrong codes even the right one is refused, until a new code is sent', async () => {
    const session = await anonymousSession();
    const email = freshEmail();
    await request(session, email);
    const code = await codeSentTo(email);
    for (let i = 0; i < 5; i++) expect((await verify(session, email, wrongFor(code))).error).toMatchObject(WRONG);
    const limited = await verify(session, email, code);
    expect(limited.error).toMatchObject({
      hint: 'contact_code_tries',
      message: 'Too many wrong codes. Please ask for a new code.',
    });
    expect(limited.status).toBe(429);

    await request(session, email);
    const fresh = await codeSentTo(email);
    expect((await verify(session, email, fresh)).data).toMatchObject({ verified: true });
  });

  it('refuses an expired code, and an older code once a new one is sent', async () => {
    const session = await anonymousSession();
    const email = freshEmail();
    await request(session, email);
    const first = await codeSentTo(email);
    await db().query(`update private.contact_codes set expires_at = now() - interval '1 second' where contact = $1`, [email]);
    expect((await verify(session, email, first)).error).toMatchObject(EXPIRED);

    await request(session, email);
    const second = await codeSentTo(email);
    await request(session, email);
    const third = await codeSentTo(email);
    // Only the newest code counts: the older one is simply not the code any more.
    if (third !== second) expect((await verify(session, email, second)).error).toMatchObject(WRONG);
    expect((await verify(session, email, third)).data).toMatchObject({ verified: true });
  });

  it('is for the session that asked: another session cannot use it', async () => {
    const session = await anonymousSession();
    const email = freshEmail();
    await request(session, email);
    const code = await codeSentTo(email);
    expect((await verify(await anonymousSession(), email, code)).error).toMatchObject(EXPIRED);
    expect((await verify(session, email, code)).data).toMatchObject({ verified: true });
  });

  it('sends at most 5 codes a session in 10 minutes, then says the network is busy (HTTP 429)', async () => {
    const session = await anonymousSession();
    for (let i = 0; i < 5; i++) expect((await request(session, freshEmail())).error).toBeNull();
    const refused = await request(session, freshEmail());
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      hint: 'checkout_rate_limited',
      message: 'Too many checkouts from your network right now. Please try again in a few minutes.',
    });
  });

  it('refuses a bad e-mail, and anyone without a session', async () => {
    const session = await anonymousSession();
    expect((await request(session, 'not-an-email')).error).toMatchObject({ hint: 'buyer_email_invalid' });
    expect((await request(anonClient(), freshEmail())).error).toMatchObject({ hint: 'order_auth_required' });
  });
});
