import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry, retryPlugin } from './retry';

const FAST = { retries: 2, delayMs: 0 };

/** A fetch that plays the given outcomes in order and counts its calls. */
function scripted(outcomes: Array<number | 'network-error'>) {
  let calls = 0;
  const fetchImpl = (async () => {
    const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
    if (outcome === 'network-error') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: outcome });
  }) as typeof fetch;
  return { fetchImpl, calls: () => calls };
}

describe('fetchWithRetry', () => {
  it('retries a network error and returns the answer that follows', async () => {
    const server = scripted(['network-error', 200]);
    const response = await fetchWithRetry('/m.json', {}, FAST, server.fetchImpl);
    expect(response.status).toBe(200);
    expect(server.calls()).toBe(2);
  });

  it('retries a server error (5xx)', async () => {
    const server = scripted([503, 502, 200]);
    expect((await fetchWithRetry('/m.json', {}, FAST, server.fetchImpl)).status).toBe(200);
    expect(server.calls()).toBe(3);
  });

  it('gives up after the configured retries', async () => {
    const server = scripted(['network-error']);
    await expect(fetchWithRetry('/m.json', {}, FAST, server.fetchImpl)).rejects.toThrow('Failed to fetch');
    expect(server.calls()).toBe(3);
  });

  it('does not retry a 404, which will not heal by itself', async () => {
    const server = scripted([404, 200]);
    expect((await fetchWithRetry('/m.json', {}, FAST, server.fetchImpl)).status).toBe(404);
    expect(server.calls()).toBe(1);
  });
});

describe('retryPlugin, remoteEntry script', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>>[0];
  const entry = { get: () => undefined, init: () => undefined };
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  function failedLoad(getRemoteEntry: () => Promise<unknown>) {
    const globalLoading: Record<string, unknown> = {
      'sell:http://x/remoteEntry.js': Promise.reject(new Error('x')).catch(() => {}),
    };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'sell' },
      globalLoading,
      uniqueKey: 'sell:http://x/remoteEntry.js',
    };
    return { args: args as unknown as Args, globalLoading };
  }

  it('requests the script again after a failed load and hands back the entry', async () => {
    let attempts = 0;
    const { args, globalLoading } = failedLoad(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ScriptNetworkError');
      return entry;
    });
    const recovered = await retryPlugin(FAST).loadEntryError!(args);
    expect(recovered).toBe(entry);
    expect(attempts).toBe(2);
    expect(globalLoading).not.toHaveProperty('sell:http://x/remoteEntry.js');
  });

  it('lets the failure through when the script stays unreachable', async () => {
    let attempts = 0;
    const { args } = failedLoad(async () => {
      attempts += 1;
      throw new Error('ScriptNetworkError');
    });
    expect(await retryPlugin(FAST).loadEntryError!(args)).toBeUndefined();
    expect(attempts).toBe(FAST.retries);
  });
});
