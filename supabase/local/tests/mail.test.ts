import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxConfigFromToml } from '../src/mail/config.ts';
import { type Inbox, startInbox } from '../src/mail/index.ts';
import { listenOrFreePort, SMTP } from '../src/mail/listen.ts';
import { sendMail } from '../src/mail/send.ts';

const from = { name: 'Sikka', address: 'shop@sikka.test' };
const send = (inbox: Inbox, to: string, subject: string, text = `Body of ${subject}`) =>
  sendMail(inbox.smtpPort, '127.0.0.1', { from, to, subject, text, html: `<p>${text}</p>` });

describe('[inbucket] as the CLI reads it', () => {
  it('reads enabled, port and smtp_port, with SUPABASE_INBUCKET_* overrides', () => {
    const toml = { inbucket: { enabled: true, port: 54324, smtp_port: 54325 } };
    expect(inboxConfigFromToml(toml)).toMatchObject({ enabled: true, port: 54324, smtpPort: 54325 });
    expect(inboxConfigFromToml(toml, { SUPABASE_INBUCKET_PORT: '0', SUPABASE_INBUCKET_SMTP_PORT: '0' })).toMatchObject({
      port: 0,
      smtpPort: 0,
    });
    expect(inboxConfigFromToml({ inbucket: { enabled: false } }).enabled).toBe(false);
    expect(inboxConfigFromToml({}).enabled).toBe(false);
  });
});

describe('local inbox (Mailpit API shape)', () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox({ port: 0, smtpPort: 0, limit: 3 });
  });
  afterAll(() => inbox?.close());

  const list = async () =>
    (await (await fetch(`${inbox.url}/api/v1/messages`)).json()) as {
      total: number;
      messages: { ID: string; From: unknown; To: unknown; Subject: string; Created: string; Snippet: string }[];
    };

  it('keeps a message sent by SMTP and serves it, newest first, with HTML and Text', async () => {
    await fetch(`${inbox.url}/api/v1/messages`, { method: 'DELETE' });
    await send(inbox, 'asha@example.com', 'First');
    await send(inbox, 'ravi@example.com', 'Second — ₹ 1,200', 'Line one\n\nline   two');
    const { total, messages } = await list();
    expect(total).toBe(2);
    expect(messages.map((m) => m.Subject)).toEqual(['Second — ₹ 1,200', 'First']);
    const [newest] = messages;
    expect(newest).toMatchObject({
      From: { Name: 'Sikka', Address: 'shop@sikka.test' },
      To: [{ Name: '', Address: 'ravi@example.com' }],
      Snippet: 'Line one line two',
    });
    expect(Number.isNaN(Date.parse(newest!.Created))).toBe(false);
    const one = await (await fetch(`${inbox.url}/api/v1/message/${newest!.ID}`)).json();
    expect(one.Text.trim()).toBe('Line one\n\nline   two');
    expect(one.HTML).toContain('<p>Line one');
  });

  it('answers 404 for an unknown message', async () => {
    expect((await fetch(`${inbox.url}/api/v1/message/nope`)).status).toBe(404);
  });

  it('keeps only the newest messages past its bound', async () => {
    await fetch(`${inbox.url}/api/v1/messages`, { method: 'DELETE' });
    for (const n of [1, 2, 3, 4]) await send(inbox, 'a@example.com', `M${n}`);
    expect((await list()).messages.map((m) => m.Subject)).toEqual(['M4', 'M3', 'M2']);
  });

  it('deletes every message', async () => {
    await send(inbox, 'a@example.com', 'To delete');
    expect((await fetch(`${inbox.url}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    expect((await list()).total).toBe(0);
  });

  it('lists messages on an HTML page, escaped', async () => {
    await send(inbox, 'a@example.com', '<script>x</script> Welcome');
    const res = await fetch(`${inbox.url}/`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt; Welcome');
    expect(html).not.toContain('<script>x');
  });

  it('listens on loopback only', () => {
    expect(new URL(inbox.url).hostname).toBe('127.0.0.1');
  });
});

/** A port some other program holds (another supabase-local, a second project's inbox). */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

describe('an inbox whose configured ports are taken (issue 50)', () => {
  it('takes free ports instead, says which setting named the taken ones, and still delivers', async () => {
    const [web, smtp] = [await takenPort(), await takenPort()];
    const lines: string[] = [];
    const inbox = await startInbox({ port: web.port, smtpPort: smtp.port, log: (line) => lines.push(line) });
    try {
      const webPort = Number(new URL(inbox.url).port);
      expect(webPort).not.toBe(web.port);
      expect(inbox.smtpPort).not.toBe(smtp.port);
      expect(lines).toEqual([
        `Inbox: port ${smtp.port} ([inbucket] smtp_port / SUPABASE_INBUCKET_SMTP_PORT) is in use, so the SMTP listens on port ${inbox.smtpPort} instead`,
        `Inbox: port ${web.port} ([inbucket] port / SUPABASE_INBUCKET_PORT) is in use, so the web inbox listens on port ${webPort} instead`,
      ]);
      await send(inbox, 'asha@example.com', 'Delivered anyway');
      const listed = (await (await fetch(`${inbox.url}/api/v1/messages`)).json()) as { messages: { Subject: string }[] };
      expect(listed.messages.map((m) => m.Subject)).toEqual(['Delivered anyway']);
    } finally {
      await inbox.close();
      web.server.close();
      smtp.server.close();
    }
  });

  it('refuses a port it may not listen on with one line naming the setting, never an unhandled error', async () => {
    const denied = () => Promise.reject(Object.assign(new Error('listen EACCES: permission denied'), { code: 'EACCES' }));
    await expect(listenOrFreePort(SMTP, 25, denied, () => {})).rejects.toThrow(
      "The inbox's SMTP cannot listen on port 25 (EACCES): change [inbucket] smtp_port / SUPABASE_INBUCKET_SMTP_PORT",
    );
  });
});
