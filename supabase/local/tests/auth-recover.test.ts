/** Password recovery through supabase-js (PKCE), with the e-mail read from the local inbox's API. */
import { rmSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxFor } from '../src/mail/index.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { FIXTURE_DIR } from './helpers.ts';
import { freshDataDir } from './pg-template.ts';

const REDIRECT = 'http://127.0.0.1:3000/account/reset';

describe('password recovery (POST /recover, GET /verify, grant_type=pkce)', () => {
  let server: RunningServer;
  let inboxUrl: string;
  // A copy of the run's initdb'd cluster (tests/pg-template.ts): the server bootstraps, migrates and seeds it.
  const dataDir = freshDataDir('supabase-local-recover-');

  beforeAll(async () => {
    server = await startServer({
      projectDir: FIXTURE_DIR,
      port: 0,
      dataDir,
      log: () => {},
      // The fixture has no [inbucket]; port 0 gives the inbox free ports as well.
      env: { SUPABASE_INBUCKET_ENABLED: 'true' },
    });
    inboxUrl = inboxFor(server.ctx)!.url;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const client = (): SupabaseClient =>
    createClient(server.url, server.ctx.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
      realtime: { transport: WebSocket as never },
    });

  const messages = async () =>
    (
      (await (await fetch(`${inboxUrl}/api/v1/messages`)).json()) as {
        messages: { ID: string; To: { Address: string }[]; Subject: string }[];
      }
    ).messages;

  /** Signs up `email`, asks for its recovery e-mail, and returns the link read from the inbox. */
  async function recoveryLink(email: string, password: string, browser: SupabaseClient): Promise<string> {
    expect((await client().auth.signUp({ email, password })).error).toBeNull();
    const { error } = await browser.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(error).toBeNull();
    const mine = (await messages()).filter((m) => m.To[0]?.Address === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.Subject).toBe('Reset Your Password');
    const full = await (await fetch(`${inboxUrl}/api/v1/message/${mine[0]!.ID}`)).json();
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(full.Text)?.[1];
    expect(full.HTML).toContain('Reset Password</a>');
    return link!;
  }

  it('mails one link that verifies once, gives a PASSWORD_RECOVERY session, and sets a new password', async () => {
    const browser = client();
    const events: string[] = [];
    browser.auth.onAuthStateChange((event) => void events.push(event));
    const link = await recoveryLink('meera@example.com', 'old-password-1', browser);
    const url = new URL(link);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(url.searchParams.get('redirect_to')).toBe(REDIRECT);

    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const back = new URL(first.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const { data, error } = await browser.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('meera@example.com');
    await expect.poll(() => events).toContain('PASSWORD_RECOVERY');
    expect((await browser.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();

    const newSignIn = await client().auth.signInWithPassword({ email: 'meera@example.com', password: 'new-password-2' });
    expect(newSignIn.error).toBeNull();
    const oldSignIn = await client().auth.signInWithPassword({ email: 'meera@example.com', password: 'old-password-1' });
    expect(oldSignIn.error?.code).toBe('invalid_credentials');

    // The same link again: GoTrue's otp_expired, in the query (PKCE) and the fragment.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const refused = new URL(again.headers.get('location')!);
    expect(refused.searchParams.get('code')).toBeNull();
    expect(refused.searchParams.get('error')).toBe('access_denied');
    expect(refused.searchParams.get('error_code')).toBe('otp_expired');
    expect(refused.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
    // And the code cannot be exchanged twice.
    expect((await client().auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });

  it('refuses an expired link with otp_expired', async () => {
    const link = await recoveryLink('kabir@example.com', 'old-password-1', client());
    await server.ctx.pool.query(
      `update auth.users set recovery_sent_at = now() - interval '2 hours' where email = 'kabir@example.com'`,
    );
    const res = await fetch(link, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error_code')).toBe('otp_expired');
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const before = (await messages()).length;
    const res = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: server.ctx.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await messages()).length).toBe(before);
  });

  it("refuses half a PKCE request with GoTrue's message", async () => {
    const res = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: server.ctx.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'meera@example.com', code_challenge: 'x'.repeat(43) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    });
  });
});
