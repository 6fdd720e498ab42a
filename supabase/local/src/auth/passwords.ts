import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue hashes with Go's bcrypt at its default cost. */
const BCRYPT_COST = 10;
/** bcrypt ignores bytes past 72, so GoTrue refuses longer passwords instead of silently truncating them. */
const MAX_PASSWORD_LENGTH = 72;

/**
 * Hashes like GoTrue does: a `$2a$` bcrypt hash, the variant both Go's bcrypt and pgcrypto's
 * `crypt(pw, gen_salt('bf'))` produce, so hashes move freely between SQL seeds and this server.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
  return bcryptHash(password, salt);
}

/** A hash of nothing anyone knows, at the same cost: what a sign-in of an unknown address is checked against. */
const NOBODY_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_COST);

/**
 * Verifies against any bcrypt variant ($2a$ from pgcrypto/GoTrue, $2b$/$2y$ from other tools). Without a usable
 * hash (unknown address, account without password) it still spends one comparison and answers false, so the
 * time taken does not tell the two apart. `compare` is the worker pool's; a test passes one that counts.
 */
export async function verifyPassword(password: string, hash: string | null, compare = bcryptCompare): Promise<boolean> {
  const usable = hash !== null && /^\$2[abxy]\$\d\d\$/.test(hash);
  try {
    const matches = await compare(password, usable ? hash.replace(/^\$2[xy]\$/, '$2a$') : NOBODY_HASH);
    return usable && matches;
  } catch {
    return false;
  }
}

/** GoTrue's checkPasswordStrength: too long is a validation error, too short a weak_password with reasons. */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  const bytes = Buffer.byteLength(password); // Go's len(): bytes, not characters
  if (bytes > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (bytes < minimumLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimumLength} characters.`, ['length']);
  }
}
