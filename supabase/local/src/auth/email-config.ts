import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';

/** `[auth.email]` keys GoTrue's e-mails use (read here so ../config.ts stays as it is). */
export interface AuthEmailConfig {
  /** Seconds an e-mail link stays valid (GOTRUE_MAILER_OTP_EXP; CLI default 3600). */
  otpExpiry: number;
  /** Seconds before another e-mail may go to the same user (SMTP_MAX_FREQUENCY; CLI default "1s"). */
  maxFrequency: number;
}

const cache = new Map<string, Promise<AuthEmailConfig>>();

export function authEmailConfig(projectDir: string): Promise<AuthEmailConfig> {
  let config = cache.get(projectDir);
  if (!config) {
    config = readFile(join(projectDir, 'config.toml'), 'utf8')
      .catch(() => '')
      .then((text) => {
        const toml = (text ? parse(text) : {}) as { auth?: { email?: Record<string, unknown> } };
        const email = toml.auth?.email ?? {};
        return {
          otpExpiry: typeof email.otp_expiry === 'number' ? email.otp_expiry : 3600,
          maxFrequency: seconds(email.max_frequency, 1),
        };
      });
    cache.set(projectDir, config);
  }
  return config;
}

/** Go durations as the CLI writes them ("1s", "60s", "1m30s"). */
function seconds(value: unknown, fallback: number): number {
  if (typeof value !== 'string') return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (!parts.length) return fallback;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1), 0);
}
