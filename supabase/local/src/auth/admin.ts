import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context.ts';
import { checkMetadataSize, mergeMetadata } from './account.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { inTransaction, objectField, readJson, requireAdmin, stringField, validateEmail, type Body } from './request.ts';
import { UUID_PATTERN, findUserByEmail, findUserById, insertEmailIdentity, insertUser, listUsers, userJson } from './users.ts';

export interface AdminReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const userNotFound = () => notFound('user_not_found', 'User not found');

/** Routes /admin/users[/{id}] for service_role callers (auth.admin.* in supabase-js). */
export async function admin(ctx: ServerContext, req: IncomingMessage, path: string, url: URL): Promise<AdminReply | null> {
  const match = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  await requireAdmin(ctx, req);
  const id = match[1] ? decodeURIComponent(match[1]) : undefined;
  const method = req.method ?? 'GET';
  if (!id && method === 'GET') return list(ctx, url);
  if (!id && method === 'POST') return { status: 200, body: await create(ctx, await readJson(req)) };
  if (!id) return null;
  if (!UUID_PATTERN.test(id)) throw notFound('user_not_found', 'User not found');
  if (method === 'GET') {
    const user = await findUserById(ctx.pool, id);
    if (!user) throw userNotFound();
    return { status: 200, body: userJson(user) };
  }
  if (method === 'PUT') return { status: 200, body: await update(ctx, id, await readJson(req)) };
  if (method === 'DELETE') {
    const { rowCount } = await ctx.pool.query(`delete from auth.users where id = $1`, [id]);
    if (!rowCount) throw userNotFound();
    return { status: 200, body: {} };
  }
  return null;
}

async function list(ctx: ServerContext, url: URL): Promise<AdminReply> {
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '50', 10) || 50));
  const aud = 'authenticated';
  const { users, total } = await listUsers(ctx.pool, aud, page, perPage);
  // GoTrue's pagination headers; supabase-js reads nextPage/lastPage from Link and total from X-Total-Count.
  const last = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  return {
    status: 200,
    body: { users: users.map(userJson), aud },
    headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
  };
}

function booleanField(body: Body, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean')
    throw badRequest('bad_json', `Could not parse request body as JSON: field "${key}" must be a boolean`);
  return value;
}

/** POST /admin/users: GoTrue's adminUserCreate for email users. */
async function create(ctx: ServerContext, body: Body): Promise<Record<string, unknown>> {
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (!rawEmail && !phone) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  if (!rawEmail) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const email = validateEmail(rawEmail);
  if (password) checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
  const id = stringField(body, 'id');
  if (id && !UUID_PATTERN.test(id)) throw badRequest('validation_failed', 'Invalid user ID format');
  const passwordHash = password ? await hashPassword(password) : null;
  const appMetadata = mergeMetadata({ provider: 'email', providers: ['email'] }, objectField(body, 'app_metadata') ?? {});
  const created = await inTransaction(ctx, async (db) => {
    if (await findUserByEmail(db, email, 'authenticated')) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    return insertUser(db, {
      id: id || undefined,
      email,
      passwordHash,
      aud: 'authenticated',
      role: stringField(body, 'role') || 'authenticated',
      emailConfirmed: booleanField(body, 'email_confirm'),
      appMetadata,
      userMetadata: checkMetadataSize(objectField(body, 'user_metadata') ?? {}),
      isAnonymous: false,
    });
  });
  return userJson(created);
}

/** PUT /admin/users/{id}: email, password, confirmation, metadata (merged) and role. */
async function update(ctx: ServerContext, id: string, body: Body): Promise<Record<string, unknown>> {
  const existing = await findUserById(ctx.pool, id);
  if (!existing) throw userNotFound();
  const rawEmail = stringField(body, 'email');
  const email = rawEmail ? validateEmail(rawEmail) : '';
  const password = stringField(body, 'password');
  if (password) checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
  const passwordHash = password ? await hashPassword(password) : null;
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const role = stringField(body, 'role');
  await inTransaction(ctx, async (db) => {
    const u = existing.row;
    if (email && email !== u.email) {
      const taken = await findUserByEmail(db, email, u.aud ?? 'authenticated');
      if (taken && taken.row.id !== id)
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      await db.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [id, email]);
      await insertEmailIdentity(db, id, email, Boolean(u.email_confirmed_at));
    }
    if (passwordHash)
      await db.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [id, passwordHash]);
    if (booleanField(body, 'email_confirm')) {
      await db.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id]);
    }
    if (userMetadata) {
      await db.query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [
        id,
        checkMetadataSize(mergeMetadata(u.raw_user_meta_data, userMetadata)),
      ]);
    }
    if (appMetadata) {
      await db.query(`update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1`, [
        id,
        mergeMetadata(u.raw_app_meta_data, appMetadata),
      ]);
    }
    if (role) await db.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, role]);
  });
  return userJson((await findUserById(ctx.pool, id))!);
}
