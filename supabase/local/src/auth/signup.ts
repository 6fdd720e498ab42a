import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context.ts';
import { checkMetadataSize } from './account.ts';
import { badRequest, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import type { RateLimit } from './rate-limit.ts';
import { inTransaction, objectField, readJson, stringField, validateEmail } from './request.ts';
import { issueSession, type SessionResponse } from './sessions.ts';
import { findUserByEmail, insertUser } from './users.ts';

const AUDIENCE = 'authenticated';

const signupDisabled = () => unprocessable('signup_disabled', 'Signups not allowed for this instance');

/**
 * POST /signup. With an email and password: GoTrue with mailer_autoconfirm (the CLI's local default), so
 * the user is confirmed at once and a session returned. With neither email nor phone: an anonymous sign-in.
 */
export async function signup(ctx: ServerContext, req: IncomingMessage, limit: RateLimit): Promise<SessionResponse> {
  const { auth } = ctx.config;
  const body = await readJson(req);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = checkMetadataSize(objectField(body, 'data') ?? {});

  if (!email && !phone) {
    if (!auth.enableAnonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    limit(req, 'anonymous');
    if (!auth.enableSignup) throw signupDisabled();
    return inTransaction(ctx, async (db) => {
      const user = await insertUser(db, {
        email: null,
        passwordHash: null,
        aud: AUDIENCE,
        role: 'authenticated',
        emailConfirmed: false,
        appMetadata: {},
        userMetadata: data,
        isAnonymous: true,
      });
      return issueSession(ctx, db, req, user.row.id, 'anonymous');
    });
  }

  limit(req, 'signInSignUp');
  if (!auth.enableSignup) throw signupDisabled();
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, auth.minimumPasswordLength);
  if (email && phone)
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const normalized = validateEmail(email);

  // Hash outside the transaction: bcrypt is deliberately slow.
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (db) => {
    // Unlike GoTrue, an existing unconfirmed address is not taken over by a new signup: this server has no
    // mailbox to prove ownership, so any existing address counts as registered.
    if (await findUserByEmail(db, normalized, AUDIENCE)) throw unprocessable('user_already_exists', 'User already registered');
    const user = await insertUser(db, {
      email: normalized,
      passwordHash,
      aud: AUDIENCE,
      role: 'authenticated',
      emailConfirmed: true,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: data,
      isAnonymous: false,
    }).catch((err: unknown) => {
      if (err instanceof Error && 'code' in err && err.code === 'email_exists') {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      throw err;
    });
    return issueSession(ctx, db, req, user.row.id, 'password');
  });
}
