import type { JwtClaims } from '../context.ts';

/**
 * Verified tokens, remembered until they expire: supabase-js sends the same token on every request, and
 * checking an HMAC signature each time costs more than the query for small reads.
 */
export class VerifiedTokens {
  private entries = new Map<string, { claims: JwtClaims; until: number }>();

  constructor(private readonly capacity = 1000) {}

  get(token: string): JwtClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (Date.now() >= entry.until) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  set(token: string, claims: JwtClaims): void {
    // Tokens without exp are re-checked after a minute anyway, so a changed secret takes effect.
    const until = Math.min(typeof claims.exp === 'number' ? claims.exp * 1000 : Infinity, Date.now() + 60_000);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { claims, until });
  }
}
