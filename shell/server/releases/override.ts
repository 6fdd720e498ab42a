/**
 * A staff member's override (issue 48): a signed-in member of staff loads a named version of one remote
 * in their own browser, to try it inside the real shop before it is released. POST /releases/override
 * with their access token: the server asks the database who they are (public.staff_role() under their
 * own token: a buyer or a visitor gets null and is refused), checks the remote and version exist, and
 * answers with a cookie signed by the server (HMAC-SHA256 under SIKKA_RELEASE_SECRET, or a key made at
 * start), which lasts the browser session and at most 8 hours. A visitor cannot make one: a cookie that
 * does not verify is ignored.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const OVERRIDE_COOKIE = 'sikka_override';
const OVERRIDE_TTL_MS = 8 * 60 * 60 * 1000;

export interface Override {
  /** remote → version. */
  versions: Record<string, string>;
  /** The staff member's role when it was made. */
  role: string;
  /** Expires (ms since the epoch). */
  exp: number;
}

export interface OverrideSigner {
  sign(versions: Record<string, string>, role: string, now?: number): string;
  /** The override a cookie holds, if it is one this server signed and it has not expired. */
  verify(value: string | undefined, now?: number): Override | undefined;
}

export function overrideSigner(
  secret: string = process.env.SIKKA_RELEASE_SECRET || randomBytes(32).toString('hex'),
): OverrideSigner {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    sign(versions, role, now = Date.now()) {
      const body = Buffer.from(JSON.stringify({ versions, role, exp: now + OVERRIDE_TTL_MS })).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(value, now = Date.now()) {
      if (!value) return undefined;
      const [body, signature] = value.split('.');
      if (!body || !signature) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const override = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Override;
        return override.exp > now ? override : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The staff role of the holder of `accessToken`, as the database says (null: not staff, or no valid session). */
export async function staffRoleOf(backend: { url: string; key: string }, accessToken: string): Promise<string | null> {
  const response = await fetch(`${backend.url.replace(/\/$/, '')}/rest/v1/rpc/staff_role`, {
    method: 'POST',
    headers: { apikey: backend.key, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(3000),
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  const role = (await response.json()) as unknown;
  return typeof role === 'string' && role ? role : null;
}
