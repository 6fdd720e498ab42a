import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context.ts';
import { functionSmtpFor } from '../mail/index.ts';

/** Parses a dotenv file the way the Supabase CLI reads `functions/.env`: KEY=VALUE, comments, quotes, `export`. */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!;
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '').trim();
    }
    values[match[1]!] = value;
  }
  return values;
}

interface PoolOptions {
  connectionString?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string | (() => string);
  database?: string;
}

/** The database URL functions get as SUPABASE_DB_URL, recovered from the server's own pool settings. */
function databaseUrl(ctx: ServerContext): string | undefined {
  const options = (ctx.pool as unknown as { options?: PoolOptions }).options;
  if (!options) return process.env.DATABASE_URL;
  if (options.connectionString) return options.connectionString;
  if (!options.host || typeof options.password === 'function') return process.env.DATABASE_URL;
  const auth = `${encodeURIComponent(options.user ?? 'postgres')}:${encodeURIComponent(options.password ?? '')}`;
  return `postgresql://${auth}@${options.host}:${options.port ?? 5432}/${options.database ?? 'postgres'}`;
}

/**
 * The environment an Edge Function sees: what `supabase functions serve` provides (SUPABASE_URL, the keys,
 * SUPABASE_DB_URL) over the project's `functions/.env`, over the local inbox's SMTP settings. Values from the process environment stay visible
 * underneath, so secrets such as an AI provider key can also be passed by the shell that starts the server.
 */
export function functionEnv(ctx: ServerContext): Map<string, string> {
  const env = new Map<string, string>();
  // The local inbox's SMTP and the site's URL (config.toml [auth] site_url), as the shop's send-mail needs
  // them; the shell's environment and functions/.env win over these.
  const local = { ...functionSmtpFor(ctx), SITE_URL: ctx.config.auth.siteUrl };
  for (const [key, value] of Object.entries(local)) if (process.env[key] === undefined) env.set(key, value);
  const file = join(ctx.projectDir, 'functions', '.env');
  if (existsSync(file)) {
    for (const [key, value] of Object.entries(parseDotenv(readFileSync(file, 'utf8')))) env.set(key, value);
  }
  env.set('SUPABASE_URL', ctx.apiUrl);
  env.set('SUPABASE_ANON_KEY', ctx.anonKey);
  env.set('SUPABASE_SERVICE_ROLE_KEY', ctx.serviceRoleKey);
  const db = databaseUrl(ctx);
  if (db) env.set('SUPABASE_DB_URL', db);
  return env;
}
