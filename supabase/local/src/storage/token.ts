import { errors, jwtVerify } from 'jose';

export { signJwt } from '../jwt.ts';

/** Verifies a storage-issued token (no `role` claim, unlike API tokens): its payload, 'expired', or null. */
export async function verifyJwtPayload(secret: string, token: string): Promise<Record<string, unknown> | 'expired' | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  } catch (err) {
    return err instanceof errors.JWTExpired ? 'expired' : null;
  }
}
