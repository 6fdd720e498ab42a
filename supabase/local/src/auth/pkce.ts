import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PoolClient } from 'pg';
import type { ServerContext } from '../context.ts';
import { AuthError, badRequest, forbidden, notFound } from './errors.ts';
import { inTransaction, readJson, stringField } from './request.ts';
import { type AuthMethod, issueSession, type SessionResponse } from './sessions.ts';
import { findUserById, isBanned } from './users.ts';

/** GoTrue's FlowStateExpiryDuration: an auth code must be exchanged within five minutes. */
const FLOW_STATE_SECONDS = 300;

/** GoTrue's validatePKCEParams: both or neither; s256 or plain; a challenge of 43 to 128 characters. */
export function validatePkce(method: string, challenge: string): void {
  if (!method && !challenge) return;
  if (!method || !challenge) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!['s256', 'plain'].includes(method.toLowerCase())) {
    throw badRequest('validation_failed', `code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
}

/** Remembers the client's code challenge until the e-mail link is verified (auth.flow_state, as GoTrue). */
export async function createFlowState(
  db: PoolClient,
  userId: string,
  method: string,
  challenge: string,
  authMethod: AuthMethod,
): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), method.toLowerCase(), challenge, authMethod],
  );
}

/** GoTrue's issueAuthCode: the user's newest flow state for that method, stamped as issued; its code, or null. */
export async function issueAuthCode(db: PoolClient, userId: string, authMethod: AuthMethod): Promise<string | null> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, authMethod],
  );
  return rows[0]?.auth_code ?? null;
}

/** POST /token?grant_type=pkce: the auth code and the verifier whose challenge started the flow. */
export async function pkceGrant(ctx: ServerContext, req: IncomingMessage): Promise<SessionResponse> {
  const body = await readJson(req);
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  return inTransaction(ctx, async (db) => {
    const { rows } = await db.query<{
      id: string;
      user_id: string;
      code_challenge_method: string;
      code_challenge: string;
      authentication_method: string;
      expired: boolean;
    }>(
      `select id, user_id, code_challenge_method::text, code_challenge, authentication_method,
              coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2) as expired
         from auth.flow_state where auth_code = $1 for update`,
      [authCode, FLOW_STATE_SECONDS],
    );
    const flow = rows[0];
    if (!flow) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.expired) throw forbidden('flow_state_expired', 'invalid flow state, flow state has expired');
    const computed =
      flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
    if (computed !== flow.code_challenge) {
      throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    const user = flow.user_id ? await findUserById(db, flow.user_id) : null;
    if (!user) throw notFound('user_not_found', 'User not found');
    if (isBanned(user.row)) throw new AuthError(400, 'user_banned', 'User is banned');
    // One use only: the code is gone once it has given a session.
    await db.query('delete from auth.flow_state where id = $1', [flow.id]);
    return issueSession(ctx, db, req, user.row.id, flow.authentication_method as AuthMethod);
  });
}
