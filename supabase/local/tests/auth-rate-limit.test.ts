import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// The Supabase CLI's defaults for [auth.rate_limit], set back over the fixture's raised ones the way the CLI
// reads overrides (SUPABASE_<KEY> with dots as underscores); anonymous sign-ins lowered to keep the test short.
const CLI_DEFAULTS = {
  SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '30',
  SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '150',
  SUPABASE_AUTH_RATE_LIMIT_ANONYMOUS_USERS: '3',
};

let server: ServerProcess;
let firstRequestAt = 0;
beforeAll(async () => {
  server = await startServerProcess(CLI_DEFAULTS);
  firstRequestAt = performance.now();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const auth = (path: string, body: unknown) =>
  fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

describe('auth rate limits, as hosted GoTrue has them', () => {
  it('answers an unknown e-mail as slowly as a known one with a wrong password', async () => {
    expect((await auth('/signup', { email: 'timing@sikka.test', password: 'right-password' })).status).toBe(200);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => auth('/token?grant_type=password', { email: 'timing@sikka.test', password: `wrong-${i}` })));
      unknown.push(await timed(() => auth('/token?grant_type=password', { email: `nobody-${i}@sikka.test`, password: 'x' })));
    }
    console.log(`median sign-in: known e-mail ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses the 31st sign-in or sign-up of a burst from one address with GoTrue 429, even the right password', async () => {
    // 1 sign-up + 10 sign-ins above; the bucket holds 30 (GoTrue's burst) and refills one every 10 s.
    const refilled = Math.ceil((performance.now() - firstRequestAt) / 10_000);
    const statuses: number[] = [];
    const started = performance.now();
    for (let i = 0; i < 100 && !statuses.includes(429); i++) {
      statuses.push((await auth('/token?grant_type=password', { email: 'timing@sikka.test', password: `guess-${i}` })).status);
    }
    console.log(`${statuses.length} password guesses in ${Math.round(performance.now() - started)} ms before the first 429`);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(19);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(19 + refilled + 1);
    const right = await auth('/token?grant_type=password', { email: 'timing@sikka.test', password: 'right-password' });
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(right.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect((await auth('/signup', { email: 'late@sikka.test', password: 'right-password' })).status).toBe(429);
  });

  it('limits anonymous sign-ups per address (anonymous_users an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await auth('/signup', {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits token refreshes per address (token_refresh, a burst of 30)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await auth('/token?grant_type=refresh_token', { refresh_token: `not-a-token-${i}` })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
