import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context.ts';
import { mailerFor } from '../mail/index.ts';
import { authEmailConfig } from './email-config.ts';
import { AuthError, badRequest } from './errors.ts';
import { createFlowState, validatePkce } from './pkce.ts';
import { inTransaction, readJson, stringField, validateEmail } from './request.ts';
import { findUserByEmail } from './users.ts';

/**
 * GoTrue's redirect check, simplified: a `redirect_to` on the site's host (config.toml site_url) or on a
 * loopback host (the local dev servers) is kept; anything else falls back to site_url, so a link in an
 * e-mail never sends its token to a stranger's site.
 */
export function allowedRedirect(ctx: ServerContext, raw: string | null): string {
  const site = ctx.config.auth.siteUrl;
  if (!raw) return site;
  try {
    const target = new URL(raw);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname);
    if (!['http:', 'https:'].includes(target.protocol)) return site;
    return loopback || target.hostname === new URL(site).hostname ? target.toString() : site;
  } catch {
    return site;
  }
}

/** GoTrue's default recovery template (subject "Reset Your Password"), with a plain-text part. */
function recoveryMail(link: string, otp: string) {
  const href = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    subject: 'Reset Your Password',
    html: `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${href}">Reset Password</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  };
}

/**
 * POST /recover {email, code_challenge?, code_challenge_method?} (redirect_to in the query, as supabase-js
 * sends it). Always `{}` for an unknown address, so the answer does not tell who has an account.
 */
export async function recover(ctx: ServerContext, req: IncomingMessage, url: URL): Promise<Record<string, never>> {
  const body = await readJson(req);
  const email = stringField(body, 'email');
  const challenge = stringField(body, 'code_challenge');
  const method = stringField(body, 'code_challenge_method');
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const normalized = validateEmail(email);
  validatePkce(method, challenge);
  const redirectTo = allowedRedirect(ctx, url.searchParams.get('redirect_to'));
  const { maxFrequency } = await authEmailConfig(ctx.projectDir);

  const user = await findUserByEmail(ctx.pool, normalized, 'authenticated');
  if (!user) return {};
  await inTransaction(ctx, async (db) => {
    const { rows } = await db.query<{ wait: number | null }>(
      `select ceil(extract(epoch from recovery_sent_at + make_interval(secs => $2) - now()))::int as wait
         from auth.users where id = $1 for update`,
      [user.row.id, maxFrequency],
    );
    const wait = rows[0]?.wait ?? null;
    if (wait !== null && wait > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    if (challenge) await createFlowState(db, user.row.id, method, challenge, 'recovery');
    // As GoTrue: a six-digit code, and the link carries the hash of address and code ("pkce_" marks the PKCE flow).
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = createHash('sha224').update(`${normalized}${otp}`).digest('hex');
    const token = challenge ? `pkce_${hash}` : hash;
    await db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`, [
      user.row.id,
      token,
    ]);
    const link = `${ctx.apiUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
    const mailer = mailerFor(ctx);
    // Sent inside the transaction, as GoTrue does: a failed send leaves no live token behind.
    if (!mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
    await mailer.send({ to: normalized, ...recoveryMail(link, otp) }).catch((err: unknown) => {
      console.error('[auth] recovery e-mail', err);
      throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
    });
  });
  return {};
}
