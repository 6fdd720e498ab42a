import type { PoolClient } from 'pg';
import type { JwtClaims, ServerContext } from '../context.ts';

/** What a role may do on a private channel's topic, per extension. */
export interface TopicPermissions {
  broadcast: { read: boolean; write: boolean };
  presence: { read: boolean; write: boolean };
}

const EXTENSIONS = ['broadcast', 'presence'] as const;

/**
 * Realtime Authorization, as Supabase Realtime checks it: in a transaction that is always rolled back, a row
 * per extension is put in realtime.messages for the topic; then, as the JWT's role with its claims and
 * `realtime.topic` set, the role may read if its SELECT policies show it those rows, and write if its
 * INSERT policies accept a row of its own.
 */
export async function topicPermissions(ctx: ServerContext, claims: JwtClaims, topic: string): Promise<TopicPermissions> {
  const client = await ctx.pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const probes = await client.query<{ id: string }>(
      `insert into realtime.messages (topic, extension, private) select $1, e, true from unnest($2::text[]) e returning id`,
      [topic, EXTENSIONS],
    );
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('realtime.topic', $4, true)`,
      [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', topic],
    );
    const readable = await client.query<{ extension: string }>(
      'select extension from realtime.messages where id = any($1::uuid[])',
      [probes.rows.map((row) => row.id)],
    );
    const permissions = {} as TopicPermissions;
    for (const extension of EXTENSIONS) {
      permissions[extension] = {
        read: readable.rows.some((row) => row.extension === extension),
        write: await canInsert(client, topic, extension),
      };
    }
    return permissions;
  } finally {
    await client.query('ROLLBACK').catch(() => (broken = true));
    client.release(broken);
  }
}

async function canInsert(client: PoolClient, topic: string, extension: string): Promise<boolean> {
  await client.query('SAVEPOINT realtime_write_check');
  try {
    await client.query('insert into realtime.messages (topic, extension, private) values ($1, $2, true)', [topic, extension]);
    return true;
  } catch (err) {
    // 42501: the INSERT policies refused the row; anything else is a real failure.
    if ((err as { code?: string }).code !== '42501') throw err;
    return false;
  } finally {
    await client.query('ROLLBACK TO SAVEPOINT realtime_write_check');
  }
}
