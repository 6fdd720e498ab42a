import { request } from 'node:http';
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
beforeAll(async () => {
  server = await startServerProcess(CLI_DEFAULTS);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

// The limits are per client address (the socket's, as the server keys them), so each test sends from its own
// loopback address (all of 127.0.0.0/8 is the loopback interface on Linux) and no test spends another's budget.
const ADDRESSES = {
  timing: '127.0.0.11',
  burst: '127.0.0.12',
  anonymous: '127.0.0.13',
  refresh: '127.0.0.14',
} as const;

/** POSTs to /auth/v1 from `from` (a local address to send from), answering a Fetch Response. */
const authFrom = (from: string) => (path: string, body: unknown) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(`${server.url}/auth/v1${path}`);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress: from,
        headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(key, v);
          }
          const body = Buffer.concat(chunks);
          resolve(new Response(body.length ? body : null, { status: res.statusCode ?? 0, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

describe('auth rate limits, as hosted GoTrue has them', () => {
  it('answers an unknown e-mail as slowly as a known one with a wrong password', async () => {
    const auth = authFrom(ADDRESSES.timing);
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
    const auth = authFrom(ADDRESSES.burst);
    const firstRequestAt = performance.now();
    expect((await auth('/signup', { email: 'burst@sikka.test', password: 'right-password' })).status).toBe(200);
    // 1 sign-up above from this address; the bucket holds 30 (GoTrue's burst) and refills one every 10 s.
    const statuses: number[] = [];
    const started = performance.now();
    for (let i = 0; i < 100 && !statuses.includes(429); i++) {
      statuses.push((await auth('/token?grant_type=password', { email: 'burst@sikka.test', password: `guess-${i}` })).status);
    }
    const refilled = Math.ceil((performance.now() - firstRequestAt) / 10_000);
    console.log(`${statuses.length} password guesses in ${Math.round(performance.now() - started)} ms before the first 429`);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(29);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(29 + refilled + 1);
    const right = await auth('/token?grant_type=password', { email: 'burst@sikka.test', password: 'right-password' });
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(right.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect((await auth('/signup', { email: 'late@sikka.test', password: 'right-password' })).status).toBe(429);
  });

  it('limits anonymous sign-ups per address (anonymous_users an hour)', async () => {
    const auth = authFrom(ADDRESSES.anonymous);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await auth('/signup', {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits token refreshes per address (token_refresh, a burst of 30)', async () => {
    const auth = authFrom(ADDRESSES.refresh);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await auth('/token?grant_type=refresh_token', { refresh_token: `not-a-token-${i}` })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
