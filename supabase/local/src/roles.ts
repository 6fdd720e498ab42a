import type { Pool } from 'pg';

/**
 * Which roles a JWT may name. PostgREST connects as `authenticator` and can only switch to the roles granted to
 * it (anon, authenticated, service_role, and any a project grants); this server connects as a superuser, so
 * every API that runs as the JWT's role checks the same rule, or `role: postgres` would bypass every policy.
 * REST applies it from its schema cache (src/rest/index.ts checkRole); Storage and Realtime ask here.
 */
const ROLE_SQL = `select rolname <> 'authenticator' and pg_has_role('authenticator', oid, 'MEMBER') as switchable
                  from pg_roles where rolname = $1`;

/** Answers are kept briefly: roles change with migrations, not per request. */
const TTL_MS = 10_000;
const cache = new WeakMap<Pool, Map<string, { refusal: string | null; at: number }>>();

/** Postgres' own refusal for a role the API may not switch to, or null when it may. */
export async function apiRoleRefusal(pool: Pool, role: string): Promise<string | null> {
  let roles = cache.get(pool);
  if (!roles) cache.set(pool, (roles = new Map()));
  const known = roles.get(role);
  if (known && Date.now() - known.at < TTL_MS) return known.refusal;
  const { rows } = await pool.query<{ switchable: boolean }>(ROLE_SQL, [role]);
  const refusal = !rows[0]
    ? `role "${role}" does not exist`
    : rows[0].switchable
      ? null
      : `permission denied to set role "${role}"`;
  if (roles.size > 1000) roles.clear();
  roles.set(role, { refusal, at: Date.now() });
  return refusal;
}
