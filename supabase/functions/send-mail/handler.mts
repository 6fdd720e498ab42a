import { type MailTransport, type SenderConfig, sendDueMessages } from './sender.mts';

/** SMTP settings from the function's secrets (nodemailer's createTransport options). */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export interface SendMailDeps {
  env: (key: string) => string | undefined;
  createTransport(options: SmtpOptions): MailTransport;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function jwtRole(token: string): string | undefined {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

/** The function's settings, or the names of the missing ones. */
export function senderSettings(env: SendMailDeps['env']): { config: SenderConfig; smtp: SmtpOptions } | { missing: string[] } {
  const required = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL', 'SMTP_HOST', 'MAIL_FROM'];
  const missing = required.filter((key) => !env(key));
  if (missing.length) return { missing };
  const port = Number(env('SMTP_PORT') ?? 587);
  const user = env('SMTP_USER');
  return {
    config: {
      supabaseUrl: env('SUPABASE_URL')!,
      serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY')!,
      siteUrl: env('SITE_URL')!,
      from: env('MAIL_FROM')!,
      maxAttempts: Number(env('MAIL_MAX_ATTEMPTS') ?? 6),
      batch: 20,
    },
    smtp: {
      host: env('SMTP_HOST')!,
      port,
      // Port 465 is SMTPS; others start plain and upgrade with STARTTLS when the server offers it.
      secure: (env('SMTP_SECURE') ?? String(port === 465)) === 'true',
      // Well inside claim_outbox's 5-minute lease (nodemailer waits up to 10 minutes by default), so a
      // slow server never lets a second run take a message this run may still be sending.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(user ? { auth: { user, pass: env('SMTP_PASS') ?? '' } } : {}),
    },
  };
}

/**
 * The send-mail Edge Function: run on a schedule (pg_cron), with the service_role key. Sends the due
 * outbox messages and answers how many were sent, are retrying, or failed for good.
 */
export function createSendMailHandler(deps: SendMailDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!token || jwtRole(token) !== 'service_role') return json(403, { error: 'Only the scheduler may send mail' });
    const settings = senderSettings(deps.env);
    if ('missing' in settings) return json(503, { error: `send-mail is not configured: ${settings.missing.join(', ')}` });
    try {
      return json(200, await sendDueMessages(settings.config, deps.createTransport(settings.smtp)));
    } catch (error) {
      console.error('[send-mail]', error instanceof Error ? error.message : error);
      return json(500, { error: error instanceof Error ? error.message : 'send-mail failed' });
    }
  };
}
