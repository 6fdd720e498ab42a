import type { IncomingMessage } from 'node:http';
import type { AuthRateLimits } from '../context.ts';
import { AuthError } from './errors.ts';

/**
 * A token bucket per client address, as GoTrue's tollbooth limiters are: `perSecond` refill up to `burst`.
 * Buckets that have refilled completely are forgotten, so the map holds only recently active addresses.
 */
export class TokenBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond) : this.burst;
    if (this.buckets.size > 10_000) this.forgetFull(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  private forgetFull(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
    }
  }
}

export type LimitKind = 'signInSignUp' | 'anonymous' | 'tokenRefresh';

/** GoTrue's 429 for every rate limit of the API. */
export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/**
 * The limits of `[auth.rate_limit]` with GoTrue's bucket shapes: sign-ins/sign-ups and refreshes refill over
 * 5 minutes with a burst of 30; anonymous sign-ins refill over an hour with a burst of the whole hour's count.
 * Password sign-ins count as sign-ins (the CLI's documented meaning of sign_in_sign_ups).
 */
export function authRateLimiter(limits: AuthRateLimits, now: () => number = Date.now) {
  const buckets: Record<LimitKind, TokenBuckets> = {
    signInSignUp: new TokenBuckets(limits.signInSignUps / 300, 30, now),
    anonymous: new TokenBuckets(limits.anonymousUsers / 3600, limits.anonymousUsers, now),
    tokenRefresh: new TokenBuckets(limits.tokenRefresh / 300, 30, now),
  };
  /** Throws GoTrue's 429 when the request's address has used up `kind`. */
  return (req: IncomingMessage, kind: LimitKind): void => {
    // The socket's address, never X-Forwarded-For: nothing in front of this server vouches for that header.
    if (!buckets[kind].take(req.socket.remoteAddress ?? '')) throw overRequestRateLimit();
  };
}

export type RateLimit = ReturnType<typeof authRateLimiter>;
