import { renderMessage } from './templates.mts';

/** What the sender needs of a mail transport: nodemailer's sendMail, in the shape used here. */
export interface MailTransport {
  sendMail(mail: {
    from: { name: string; address: string };
    replyTo?: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
  }): Promise<unknown>;
}

/** The shop's sender as the owner set it in Settings (public.mail_sender, 20261129200000). */
interface ShopSender {
  name: string;
  email: string | null;
  reply_to: string | null;
}

/** 'Sikka <orders@example.com>' → its address; a bare address is its own. */
export function addressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The From and Reply-To of every message: the name, address and reply-to the owner set in Settings; the
 * deployment's MAIL_FROM address while the owner has set none (a mail server may only send as the
 * addresses it is allowed to).
 */
export function senderOf(shop: ShopSender, fallbackFrom: string): { from: { name: string; address: string }; replyTo?: string } {
  return {
    from: { name: shop.name, address: shop.email || addressOf(fallbackFrom) },
    ...(shop.reply_to ? { replyTo: shop.reply_to } : {}),
  };
}

export interface SenderConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** 'Sikka <orders@example.com>': the address used while the owner has set no sender address in Settings. */
  from: string;
  /** After this many failed attempts a message is 'failed' (the admin sees 'not delivered'). */
  maxAttempts: number;
  batch: number;
}

interface Claimed {
  id: string;
  recipient: string;
  template: string;
  data: Record<string, unknown>;
  attempts: number;
  order_token: string | null;
}

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
}

async function rpc<T>(config: SenderConfig, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.serviceRoleKey,
      authorization: `Bearer ${config.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * One run: claims the due messages (claim_outbox: FOR UPDATE SKIP LOCKED, so concurrent runs never take
 * the same row), renders and sends each, and records each outcome (settle_outbox: sent once, or retried
 * with backoff until the last attempt). The Message-ID is the row's id, so a receiver can tell a
 * repeat should a run die between sending and recording.
 */
export async function sendDueMessages(config: SenderConfig, transport: MailTransport): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await rpc<Claimed[]>(config, 'claim_outbox', { batch: config.batch });
  if (claimed.length === 0) return report;
  const sender = senderOf(await rpc<ShopSender>(config, 'mail_sender', {}), config.from);
  for (const message of claimed) {
    let error: string | null = null;
    try {
      const { subject, text, html } = renderMessage(message.template, message.data, {
        siteUrl: config.siteUrl,
        orderToken: message.order_token,
      });
      await transport.sendMail({
        ...sender,
        to: message.recipient,
        subject,
        text,
        html,
        messageId: `<${message.id}@sikka.outbox>`,
      });
    } catch (failure) {
      error = failure instanceof Error && failure.message ? failure.message : String(failure);
    }
    const outcome = await rpc<string | null>(config, 'settle_outbox', {
      message_id: message.id,
      error,
      max_attempts: config.maxAttempts,
    });
    if (outcome === 'sent') report.sent += 1;
    else if (outcome === 'failed') report.failed += 1;
    else if (outcome === 'queued') report.retrying += 1;
  }
  return report;
}
