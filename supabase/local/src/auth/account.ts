import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context.ts';
import { badRequest, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { authenticate, inTransaction, objectField, readJson, stringField, validateEmail } from './request.ts';
import { logout, type LogoutScope } from './sessions.ts';
import { findUserByEmail, findUserById, insertEmailIdentity, userJson } from './users.ts';

/** GET /user: the signed-in user, as GoTrue returns it. */
export async function getUser(ctx: ServerContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const { user } = await authenticate(ctx, req);
  return userJson(user);
}

/**
 * The most user_metadata one account may hold, as JSON bytes. Hosted GoTrue has no limit of its own (only
 * its 1 MiB request body), but the metadata is copied into every access token, which travels in a header
 * on every request: 900 KB of it made a 1.2 MB token that no proxy passes (Node's default header limit is
 * 16 KiB). 8 KiB keeps a token under about 12 KiB, and is what Clerk allows; the shop itself keeps at
 * most a phone number there.
 */
export const MAX_USER_METADATA_BYTES = 8 * 1024;

/** Refuses metadata above MAX_USER_METADATA_BYTES (GoTrue's validation_failed shape, 400). */
export function checkMetadataSize(metadata: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > MAX_USER_METADATA_BYTES) {
    throw badRequest('validation_failed', `User metadata is too large (at most ${MAX_USER_METADATA_BYTES} bytes of JSON)`);
  }
  return metadata;
}

/** Merges like GoTrue's UpdateUserMetaData: keys set to null are removed. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * PUT /user: email, password and user metadata. Email changes apply at once (this server has no mailbox,
 * like a project with mailer_autoconfirm); an anonymous user who gains an email becomes permanent.
 */
export async function updateUser(ctx: ServerContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const { user } = await authenticate(ctx, req);
  const body = await readJson(req);
  const password = body.password === undefined ? undefined : stringField(body, 'password');
  const rawEmail = stringField(body, 'email');
  const data = objectField(body, 'data');
  const metadata = data && checkMetadataSize(mergeMetadata(user.row.raw_user_meta_data, data));
  if (password !== undefined) checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
  const email = rawEmail ? validateEmail(rawEmail) : '';
  const u = user.row;

  if (password !== undefined && u.is_anonymous && !u.email && !email) {
    throw unprocessable('validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
  }
  if (password !== undefined && (await verifyPassword(password, u.encrypted_password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  await inTransaction(ctx, async (db) => {
    if (passwordHash) {
      await db.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [u.id, passwordHash]);
    }
    if (metadata) {
      await db.query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [u.id, metadata]);
    }
    if (email && email !== (u.email ?? '').toLowerCase()) {
      const taken = await findUserByEmail(db, email, u.aud ?? 'authenticated');
      if (taken && taken.row.id !== u.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      const app = u.raw_app_meta_data ?? {};
      const providers = Array.isArray(app.providers) ? (app.providers as string[]) : [];
      const appMetadata = {
        ...app,
        provider: typeof app.provider === 'string' ? app.provider : 'email',
        providers: providers.includes('email') ? providers : [...providers, 'email'],
      };
      await db.query(
        `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
           raw_app_meta_data = $3, is_anonymous = false, updated_at = now() where id = $1`,
        [u.id, email, appMetadata],
      );
      await insertEmailIdentity(db, u.id, email, true);
    }
  });
  return userJson((await findUserById(ctx.pool, u.id))!);
}

/** POST /logout?scope=global|local|others — 204, like GoTrue. */
export async function signOut(ctx: ServerContext, req: IncomingMessage, url: URL): Promise<void> {
  const { user, sessionId } = await authenticate(ctx, req);
  const raw = url.searchParams.get('scope') ?? '';
  const scope: LogoutScope | null = raw === '' || raw === 'global' ? 'global' : raw === 'local' || raw === 'others' ? raw : null;
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope "${raw}"`);
  await inTransaction(ctx, (db) => logout(db, user.row.id, sessionId, scope));
}
