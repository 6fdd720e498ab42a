import { SignJWT, jwtVerify, errors } from 'jose';
import type { JwtClaims } from './context.ts';

/** The Supabase CLI's well-known local JWT secret (supabase start uses it; docs and examples rely on it). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const encoder = new TextEncoder();

/** Legacy anon / service_role API keys exactly as the CLI derives them (iss supabase-demo, exp 1983812996). */
export async function legacyApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: 1983812996 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

export async function signJwt(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type JwtFailure = 'expired' | 'invalid';

/** Verifies an HS256 token; returns its claims or why it failed. Never throws. */
export async function verifyJwt(
  secret: string,
  token: string,
): Promise<{ ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure; message: string }> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return { ok: false, reason: 'invalid', message: 'JWT has no role claim' };
    return { ok: true, claims: payload as JwtClaims };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    return { ok: false, reason: 'invalid', message: err instanceof Error ? err.message : 'invalid JWT' };
  }
}
