import type { ServerContext } from '../context.ts';
import { type InboxConfig, loadInboxConfig } from './config.ts';
import { startInboxHttp } from './http.ts';
import { listenOrFreePort, SMTP, WEB_INBOX } from './listen.ts';
import { type OutgoingMail, sendMail } from './send.ts';
import { startSmtp } from './smtp.ts';
import { MessageStore } from './store.ts';

/** Loopback only: the inbox shows every e-mail (recovery links included) to whoever can reach it. */
const HOST = '127.0.0.1';

export interface Inbox {
  url: string;
  smtpPort: number;
  store: MessageStore;
  close(): Promise<void>;
}

/**
 * Starts the SMTP server and the web inbox (Mailpit's idea, as `supabase start` runs it) on the given ports;
 * a port that is taken is replaced by a free one, and `log` says which (listen.ts).
 */
export async function startInbox(options: {
  port: number;
  smtpPort: number;
  limit?: number;
  log?: (line: string) => void;
}): Promise<Inbox> {
  const log = options.log ?? ((line: string) => console.error(line));
  const store = new MessageStore(options.limit ?? 500);
  const smtp = await listenOrFreePort(SMTP, options.smtpPort, (port) => startSmtp(store, port, HOST, log), log);
  const http = await listenOrFreePort(WEB_INBOX, options.port, (port) => startInboxHttp(store, port, HOST), log).catch(
    async (err) => {
      await smtp.close();
      throw err;
    },
  );
  return {
    url: `http://${HOST}:${http.port}`,
    smtpPort: smtp.port,
    store,
    close: async () => {
      await http.close();
      await smtp.close();
    },
  };
}

/** Where the server's own e-mails (GoTrue's) go: the running inbox's SMTP port, sender from `[inbucket]`. */
export interface Mailer {
  send(mail: Omit<OutgoingMail, 'from'>): Promise<void>;
}

const running = new WeakMap<ServerContext, { mailer: Mailer; inbox: Inbox; from: string }>();

/** The mailer of a server, when its inbox runs; undefined otherwise (no mail server configured). */
export function mailerFor(ctx: ServerContext): Mailer | undefined {
  return running.get(ctx)?.mailer;
}

/**
 * The inbox's SMTP as the server's Edge Functions get it (SMTP_HOST, SMTP_PORT, MAIL_FROM), so the shop's
 * own mail lands in the local inbox too; undefined when no inbox runs.
 */
export function functionSmtpFor(ctx: ServerContext): Record<string, string> | undefined {
  const entry = running.get(ctx);
  if (!entry) return undefined;
  return { SMTP_HOST: HOST, SMTP_PORT: String(entry.inbox.smtpPort), MAIL_FROM: entry.from };
}

/** The running inbox of a server (its URL for tests and the start banner). */
export function inboxFor(ctx: ServerContext): Inbox | undefined {
  return running.get(ctx)?.inbox;
}

/** The server.ts hook: reads `[inbucket]`, starts the inbox when enabled, and registers the server's mailer. */
export async function startMail(
  ctx: ServerContext,
  env: Record<string, string | undefined>,
  log: (line: string) => void,
  freePorts = false,
): Promise<Inbox | undefined> {
  const config: InboxConfig = await loadInboxConfig(ctx.projectDir, env);
  if (!config.enabled) return undefined;
  const ports = freePorts ? { port: 0, smtpPort: 0 } : { port: config.port, smtpPort: config.smtpPort };
  const inbox = await startInbox({ ...ports, log });
  const from = { name: config.senderName, address: config.adminEmail };
  running.set(ctx, {
    inbox,
    from: `${config.senderName} <${config.adminEmail}>`,
    mailer: { send: (mail) => sendMail(inbox.smtpPort, HOST, { ...mail, from }) },
  });
  log(`Inbox URL: ${inbox.url} (SMTP on ${HOST}:${inbox.smtpPort})`);
  return inbox;
}
