import type { Pool, PoolClient } from 'pg';
import { AuthError } from './errors.ts';

export type Db = Pool | PoolClient;

/** GoTrue stores every user under the nil instance id; seeds written for hosted Supabase do the same. */
export const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/** A user as GoTrue returns it: the row plus its identities. */
export interface AuthUser {
  row: UserRow;
  identities: IdentityRow[];
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous`;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function withIdentities(db: Db, row: UserRow | undefined): Promise<AuthUser | null> {
  if (!row) return null;
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at nulls first, id`,
    [row.id],
  );
  return { row, identities: rows };
}

export async function findUserById(db: Db, id: string): Promise<AuthUser | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return withIdentities(db, rows[0]);
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export async function findUserByEmail(db: Db, email: string, aud: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and aud = $2 and is_sso_user = false
      order by created_at limit 1`,
    [email, aud],
  );
  return withIdentities(db, rows[0]);
}

export async function listUsers(
  db: Db,
  aud: string,
  page: number,
  perPage: number,
): Promise<{ users: AuthUser[]; total: number }> {
  const count = await db.query<{ total: string }>(`select count(*) as total from auth.users where aud = $1`, [aud]);
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where aud = $1 order by created_at desc nulls last, id limit $2 offset $3`,
    [aud, perPage, (page - 1) * perPage],
  );
  const users: AuthUser[] = [];
  for (const row of rows) users.push((await withIdentities(db, row))!);
  return { users, total: Number(count.rows[0]?.total ?? 0) };
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  aud: string;
  role: string;
  emailConfirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
  id?: string;
}

/**
 * Inserts into auth.users (and auth.identities for email users) with plain SQL, so triggers a project
 * defines on auth.users (e.g. creating a profile row) fire exactly as they do under GoTrue.
 * A failing trigger surfaces as GoTrue's "Database error saving new user".
 */
export async function insertUser(db: PoolClient, input: NewUser): Promise<AuthUser> {
  let id: string;
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
         email_change_token_new, email_change, is_anonymous)
       values ($1, coalesce($2::uuid, gen_random_uuid()), $3, $4, $5, $6, case when $7 then now() end,
         $8, $9, now(), now(), '', '', '', '', $10)
       returning id`,
      [
        NIL_INSTANCE,
        input.id ?? null,
        input.aud,
        input.role,
        input.email,
        input.passwordHash ?? '',
        input.emailConfirmed,
        input.appMetadata,
        input.userMetadata,
        input.isAnonymous,
      ],
    );
    id = rows[0]!.id;
    if (input.email) await insertEmailIdentity(db, id, input.email, input.emailConfirmed, input.userMetadata);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    console.error('[auth] saving new user failed:', err instanceof Error ? err.message : err);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
  // Triggers may have changed the row while it was inserted (GoTrue reloads for the same reason).
  return (await findUserById(db, id))!;
}

export async function insertEmailIdentity(
  db: Db,
  userId: string,
  email: string,
  verified: boolean,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const data: Record<string, unknown> = { sub: userId, email, email_verified: verified, phone_verified: false };
  for (const [key, value] of Object.entries(extra)) if (!(key in data)) data[key] = value;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [userId, userId, data],
  );
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    ...(i.email ? { email: i.email } : {}),
  };
}

/** The user object exactly as GoTrue serialises it (optional timestamps omitted when unset). */
export function userJson({ row: u, identities }: AuthUser): Record<string, unknown> {
  const optional = (key: string, value: unknown) =>
    value === undefined || value === null || value === '' ? {} : { [key]: value };
  return {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    ...optional('email_confirmed_at', iso(u.email_confirmed_at)),
    phone: u.phone ?? '',
    ...optional('phone_confirmed_at', iso(u.phone_confirmed_at)),
    ...optional('confirmation_sent_at', iso(u.confirmation_sent_at)),
    ...optional('confirmed_at', iso(u.confirmed_at)),
    ...optional('recovery_sent_at', iso(u.recovery_sent_at)),
    ...optional('new_email', u.email_change),
    ...optional('email_change_sent_at', iso(u.email_change_sent_at)),
    ...optional('invited_at', iso(u.invited_at)),
    ...optional('last_sign_in_at', iso(u.last_sign_in_at)),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    ...optional('banned_until', iso(u.banned_until)),
    created_at: iso(u.created_at) ?? new Date(0).toISOString(),
    updated_at: iso(u.updated_at) ?? new Date(0).toISOString(),
    ...optional('deleted_at', iso(u.deleted_at)),
    is_anonymous: u.is_anonymous,
  };
}

export function isBanned(u: UserRow): boolean {
  return u.banned_until !== null && new Date(u.banned_until).getTime() > Date.now();
}
