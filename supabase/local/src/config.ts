import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import type { BucketConfig, ProjectConfig } from './context.ts';

type Table = Record<string, unknown>;

/** Defaults of a fresh `supabase init` project (Supabase CLI), used for every key config.toml leaves out. */
const CLI_DEFAULTS = {
  schemas: ['public', 'graphql_public'],
  extraSearchPath: ['public', 'extensions'],
  maxRows: 1000,
  jwtExpiry: 3600,
  siteUrl: 'http://127.0.0.1:3000',
  minimumPasswordLength: 6,
  storageFileSizeLimit: '50MiB',
  seedPaths: ['./seed.sql'],
  // [auth.rate_limit] of `supabase init`
  signInSignUps: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
};

type Env = Record<string, string | undefined>;

/**
 * Reads `<projectDir>/config.toml` the way the Supabase CLI does. A missing file means "all defaults",
 * so any directory holding only migrations can still be served.
 */
export async function loadConfig(projectDir: string, env: Env = process.env): Promise<ProjectConfig> {
  let text = '';
  try {
    text = await readFile(join(projectDir, 'config.toml'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return configFromToml(text ? (parse(text) as Table) : {}, env);
}

export function configFromToml(toml: Table, env: Env = {}): ProjectConfig {
  const api = table(toml.api);
  const auth = table(toml.auth);
  const authEmail = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  // The CLI lets SUPABASE_<KEY> (dots as underscores) override any key of config.toml; a test stack that
  // races many guests from one address raises its limits this way, as a hosted project raises them.
  const limit = (key: string, fallback: number) => {
    const override = env[`SUPABASE_AUTH_RATE_LIMIT_${key.toUpperCase()}`];
    return override ? num(Number(override), fallback) : num(rateLimit[key], fallback);
  };
  const storage = table(toml.storage);
  const db = table(toml.db);
  const seed = table(db.seed);
  const functions = table(toml.functions);

  const buckets: Record<string, BucketConfig> = {};
  for (const [name, raw] of Object.entries(table(storage.buckets))) {
    const bucket = table(raw);
    buckets[name] = {
      public: bool(bucket.public, false),
      fileSizeLimit: bucket.file_size_limit === undefined ? null : parseSize(bucket.file_size_limit),
      allowedMimeTypes: Array.isArray(bucket.allowed_mime_types) ? bucket.allowed_mime_types.map(String) : null,
      objectsPath: typeof bucket.objects_path === 'string' ? bucket.objects_path : null,
    };
  }

  const fns: Record<string, { verifyJwt: boolean }> = {};
  for (const [name, raw] of Object.entries(functions)) fns[name] = { verifyJwt: bool(table(raw).verify_jwt, true) };

  return {
    projectId: typeof toml.project_id === 'string' ? toml.project_id : 'local',
    api: {
      schemas: strings(api.schemas, CLI_DEFAULTS.schemas),
      extraSearchPath: strings(api.extra_search_path, CLI_DEFAULTS.extraSearchPath),
      maxRows: num(api.max_rows, CLI_DEFAULTS.maxRows),
    },
    auth: {
      jwtExpiry: num(auth.jwt_expiry, CLI_DEFAULTS.jwtExpiry),
      // The CLI has both [auth] enable_signup and [auth.email] enable_signup; either turned off disables email signup.
      enableSignup: bool(auth.enable_signup, true) && bool(authEmail.enable_signup, true),
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
      minimumPasswordLength: num(auth.minimum_password_length, CLI_DEFAULTS.minimumPasswordLength),
      siteUrl: typeof auth.site_url === 'string' ? auth.site_url : CLI_DEFAULTS.siteUrl,
      rateLimit: {
        signInSignUps: limit('sign_in_sign_ups', CLI_DEFAULTS.signInSignUps),
        anonymousUsers: limit('anonymous_users', CLI_DEFAULTS.anonymousUsers),
        tokenRefresh: limit('token_refresh', CLI_DEFAULTS.tokenRefresh),
      },
    },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit ?? CLI_DEFAULTS.storageFileSizeLimit),
      buckets,
    },
    functions: fns,
    db: {
      seedEnabled: bool(seed.enabled, true),
      seedPaths: strings(seed.sql_paths, CLI_DEFAULTS.seedPaths),
    },
  };
}

/**
 * Sizes as the CLI reads them (docker/go-units RAMInBytes): "5MiB", "5MB" and "5M" all mean 5 * 1024^2;
 * a bare number is bytes.
 */
export function parseSize(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgtp]?)(i?b)?\s*$/i.exec(String(value));
  if (!match) throw new Error(`config.toml: invalid size "${String(value)}"`);
  const power = ' kmgtp'.indexOf((match[2] || ' ').toLowerCase());
  return Math.round(Number(match[1]) * 1024 ** power);
}

function table(value: unknown): Table {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function strings(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) ? value.map(String) : fallback;
}
