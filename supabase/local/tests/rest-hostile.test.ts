import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(() => fx?.stop());

async function expectHealthy(): Promise<void> {
  const health = await fetch(`${fx.url}/health`);
  expect(health.status).toBe(200);
  const { data, error } = await fx.client().from('tags').select('name').eq('id', 1);
  expect(error).toBeNull();
  expect(data).toEqual([{ name: 'gold' }]);
  const { count } = await fx.client({ key: fx.serviceRoleKey }).from('posts').select('*', { count: 'exact', head: true });
  expect(count).toBe(5);
}

describe('hostile input', () => {
  const broken: [string, string][] = [
    ['an unclosed select group', '/rest/v1/posts?select=id,comments(body'],
    ['an empty select item', '/rest/v1/posts?select=id,,title'],
    ['a statement after a select column', '/rest/v1/posts?select=id;drop%20table%20posts'],
    ['a statement after a cast', '/rest/v1/posts?select=id::text;drop%20table%20posts'],
    ['an unclosed or group', '/rest/v1/posts?or=(id.eq.1,title.eq.x'],
    ['an or group without operators', '/rest/v1/posts?or=(id,1)'],
    ['an unknown operator', '/rest/v1/posts?id=drop.1'],
    ['a bad is value', '/rest/v1/posts?rating=is.maybe'],
    ['an in list without parentheses', '/rest/v1/posts?id=in.1,2'],
    ['a bad order direction', '/rest/v1/posts?order=id.sideways'],
    ['a statement in order', '/rest/v1/posts?order=id;delete%20from%20posts'],
    ['a negative limit', '/rest/v1/posts?limit=-1'],
    ['a non-numeric offset', '/rest/v1/posts?offset=1%20or%201=1'],
    ['a filter with an empty column', '/rest/v1/posts?=eq.1'],
  ];
  for (const [what, path] of broken) {
    it(`answers 400 PGRST100 for ${what}`, async () => {
      const res = await fx.fetch(path);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ code: 'PGRST100' });
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });
  }

  it('keeps SQL-looking identifiers out of SQL (unknown column 42703, unknown table 404)', async () => {
    const column = await fx.fetch(`/rest/v1/posts?select=${encodeURIComponent('"id; drop table posts; --"')}`);
    expect(column.status).toBe(400);
    expect((await column.json()).code).toBe('42703');
    const table = await fx.fetch(`/rest/v1/${encodeURIComponent('posts"; drop table posts; --')}`);
    expect(table.status).toBe(404);
    expect((await table.json()).code).toBe('PGRST205');
    const filterColumn = await fx.fetch(`/rest/v1/posts?${encodeURIComponent('id) or (1=1')}=eq.1`);
    expect(filterColumn.status).toBe(400);
  });

  it('passes SQL-looking values as data', async () => {
    const values = ["' or '1'='1", '1; drop table posts', "gold') union select * from secrets --", '\\x00', '%', '*'];
    for (const value of values) {
      const { error, status } = await fx.client().from('tags').select('id').eq('name', value);
      expect([status, error]).toEqual([200, null]);
    }
    const json = await fx.fetch(`/rest/v1/posts?select=${encodeURIComponent(`meta->>"a'b"`)}&id=eq.1`);
    expect(await json.json()).toEqual([{ "a'b": null }]);
  });

  it('answers 404 PGRST125 for a malformed path', async () => {
    const res = await fx.fetch('/rest/v1/%E0%A4%A');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('PGRST125');
    const deep = await fx.fetch('/rest/v1/posts/1/comments');
    expect(deep.status).toBe(404);
  });

  it('answers 413 for a body over 10 MB and keeps serving', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) });
    const res = await fx.fetch('/rest/v1/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fx.serviceRoleKey}` },
      body: huge,
    });
    expect(res.status).toBe(413);
    await expectHealthy();
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await fx.fetch('/rest/v1/tags', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=x' });
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('PGRST107');
  });

  it('answers 400 for JSON that is not an object or array of objects', async () => {
    for (const body of ['42', '"text"', '[1,2]', 'null', '']) {
      const res = await fx.fetch('/rest/v1/tags', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('PGRST102');
    }
  });

  it('handles a very long in list and deep nesting without failing', async () => {
    const ids = Array.from({ length: 1500 }, (_, i) => i + 1);
    const { data, error } = await fx.client().from('tags').select('id').in('id', ids).order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    const nested = `/rest/v1/posts?select=id&or=(${'and('.repeat(50)}id.eq.1${')'.repeat(50)})`;
    const res = await fx.fetch(nested);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1 }]);
  });

  it('survives many concurrent bad and good requests', async () => {
    const requests = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? fx.fetch('/rest/v1/posts?select=id(')
        : i % 3 === 1
          ? fx.fetch('/rest/v1/posts', { headers: { Authorization: 'Bearer x.y.z' } })
          : fx.fetch('/rest/v1/posts?select=id'),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set([400, 401, 200]));
    await expectHealthy();
  });

  it('answers garbage HTTP with 400 and keeps serving', async () => {
    const net = await import('node:net');
    const { port } = new URL(fx.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GARBAGE / NOT-HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(reply).toContain('400');
    await expectHealthy();
  });
});
