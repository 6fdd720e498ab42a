import type { Pool, PoolClient } from 'pg';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The parts of a Supabase CLI `config.toml` this server honours. */
export interface ProjectConfig {
  projectId: string;
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: {
    jwtExpiry: number;
    enableSignup: boolean;
    enableAnonymousSignIns: boolean;
    minimumPasswordLength: number;
    siteUrl: string;
    /** `[auth.rate_limit]`: requests per IP address, as the CLI hands them to GoTrue. */
    rateLimit: AuthRateLimits;
  };
  storage: { fileSizeLimit: number; buckets: Record<string, BucketConfig> };
  functions: Record<string, { verifyJwt: boolean }>;
  /** `[db.seed]`: which seed files run on a fresh database (paths relative to the project dir). */
  db?: { seedEnabled: boolean; seedPaths: string[] };
}

export interface AuthRateLimits {
  /** Email sign-ups and password sign-ins per 5 minutes (GoTrue's RATE_LIMIT_OTP). */
  signInSignUps: number;
  /** Anonymous sign-ins per hour. */
  anonymousUsers: number;
  /** Refresh-token grants per 5 minutes. */
  tokenRefresh: number;
}

export interface BucketConfig {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  objectsPath: string | null;
}

/** Verified JWT claims (the `request.jwt.claims` PostgREST sets). `role` is always present. */
export interface JwtClaims {
  role: string;
  sub?: string;
  email?: string;
  is_anonymous?: boolean;
  session_id?: string;
  exp?: number;
  [key: string]: unknown;
}

export interface ServerContext {
  config: ProjectConfig;
  projectDir: string;
  dataDir: string;
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser pool (bypasses RLS): bootstrap, auth tables, realtime plumbing. */
  pool: Pool;
  /**
   * Runs `fn` in one transaction as the JWT's role with `request.jwt.claims` set
   * (exactly like PostgREST: set_config('role', …, true) and set_config('request.jwt.claims', …, true)).
   * Rolls back on throw.
   */
  withRole<T>(claims: JwtClaims, fn: (client: PoolClient) => Promise<T>): Promise<T>;
  /** Listeners told after a successful DML through any API (used by realtime as a fallback); optional. */
  events: import('node:events').EventEmitter;
}

/** An API module handles every request under its prefix; `path` is what follows the prefix (starts with '/'). */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;
