import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/** `[inbucket]` of config.toml as the Supabase CLI reads it (the CLI serves Mailpit there). */
export interface InboxConfig {
  enabled: boolean;
  /** The web inbox (CLI default 54324). */
  port: number;
  /** SMTP; the CLI leaves it commented out (Mailpit's 1025 stays inside Docker), so 54325 is its documented example. */
  smtpPort: number;
  /** `admin_email` / `sender_name`: the From of GoTrue's e-mails in the CLI. */
  adminEmail: string;
  senderName: string;
}

type Env = Record<string, string | undefined>;

const DEFAULTS: InboxConfig = {
  enabled: true,
  port: 54324,
  smtpPort: 54325,
  adminEmail: 'admin@email.com',
  senderName: 'Admin',
};

export async function loadInboxConfig(projectDir: string, env: Env): Promise<InboxConfig> {
  const text = await readFile(join(projectDir, 'config.toml'), 'utf8').catch(() => '');
  return inboxConfigFromToml(text ? (parse(text) as Record<string, unknown>) : {}, env);
}

/** SUPABASE_INBUCKET_<KEY> overrides a key, as the CLI lets SUPABASE_<KEY> override any key of config.toml. */
export function inboxConfigFromToml(toml: Record<string, unknown>, env: Env = {}): InboxConfig {
  const raw = toml.inbucket;
  const table = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const value = (key: string) => env[`SUPABASE_INBUCKET_${key.toUpperCase()}`] ?? table[key];
  const port = (key: string, fallback: number) => {
    const v = Number(value(key));
    return value(key) !== undefined && Number.isInteger(v) && v >= 0 && v < 65536 ? v : fallback;
  };
  const enabled = value('enabled');
  return {
    // Unlike the CLI, a config.toml without [inbucket] runs no inbox: test projects start many servers at once,
    // and fixed ports would collide.
    enabled:
      raw === undefined && enabled === undefined
        ? false
        : typeof enabled === 'boolean'
          ? enabled
          : enabled === undefined
            ? DEFAULTS.enabled
            : enabled === 'true',
    port: port('port', DEFAULTS.port),
    smtpPort: port('smtp_port', DEFAULTS.smtpPort),
    adminEmail: typeof value('admin_email') === 'string' ? String(value('admin_email')) : DEFAULTS.adminEmail,
    senderName: typeof value('sender_name') === 'string' ? String(value('sender_name')) : DEFAULTS.senderName,
  };
}
