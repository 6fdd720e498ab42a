// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fetchRemoteList, parseRemoteList } from './remoteList';

const SHELL = 'https://shop.example/remotes.json';

describe('parseRemoteList', () => {
  it('reads remote names and their manifest URLs', () => {
    expect(parseRemoteList({ catalog: 'https://cdn.example/catalog/mf-manifest.json' }, SHELL)).toEqual([
      { name: 'catalog', entry: 'https://cdn.example/catalog/mf-manifest.json' },
    ]);
  });

  it('resolves a relative entry against the shell origin', () => {
    expect(parseRemoteList({ blog: '/remotes/blog/mf-manifest.json' }, SHELL)[0]?.entry).toBe(
      'https://shop.example/remotes/blog/mf-manifest.json',
    );
  });

  it('rejects a list that is not a name → URL map', () => {
    expect(() => parseRemoteList([{ name: 'catalog' }], SHELL)).toThrow();
    expect(() => parseRemoteList({ 'Not A Name': 'x' }, SHELL)).toThrow();
    expect(() => parseRemoteList({ catalog: '' }, SHELL)).toThrow();
  });
});

describe('fetchRemoteList', () => {
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

  it('fetches /remotes.json of the page origin', async () => {
    let asked = '';
    const fetchImpl = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ sell: 'http://localhost:3003/mf-manifest.json' }));
    }) as typeof fetch;
    await expect(fetchRemoteList(fetchImpl)).resolves.toEqual([
      { name: 'sell', entry: 'http://localhost:3003/mf-manifest.json' },
    ]);
    expect(asked).toBe(`${window.location.origin}/remotes.json`);
  });

  it('fails loudly when the file is missing', async () => {
    await expect(fetchRemoteList(answer(404, {}) as typeof fetch)).rejects.toThrow(/HTTP 404/);
  });
});
