// Issue 35 cause 7 (logic trees as PostgREST's parser reads them) and issue 29 item 10 (a logic tree
// nested 2,000 deep, a select of 3,000 items: 400 PGRST100, never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

const ids = (body: unknown) => (body as { id: number }[]).map((row) => row.id);

describe('logic trees', () => {
  it('allows whitespace around groups, commas and operators', async () => {
    const q = 'and=( and ( id.in.( 1, 2, 3 ) , id.eq.3 ) , or ( id.eq.2 , id.eq.3 ) )';
    const { status, body } = await getJson(fx, `/projects?select=id&${q}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([3]);
  });

  it('reads not.or( … ) and not.and( … ) inside a list', async () => {
    const q = 'and=( id.gte.1, not.or(id.eq.2, id.eq.3), or(id.eq.1, id.eq.3) )';
    const { status, body } = await getJson(fx, `/projects?select=id&${q}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([1]);
    const { data, error } = await fx
      .client()
      .from('projects')
      .select('id')
      .or('not.and(id.eq.1,name.eq.Windows 7),id.eq.1')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});

describe('request size limits', () => {
  it('answers 400 PGRST100 for an or= nested 2,000 deep', async () => {
    const depth = 2000;
    const tree = `${'or('.repeat(depth - 1)}id.eq.1${')'.repeat(depth - 1)}`;
    const { status, body } = await getJson(fx, `/projects?select=id&or=(${tree})`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST100', details: expect.stringContaining('nested') });
    expect(Object.keys(body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('answers 400 PGRST100 for embeddings nested 2,000 deep', async () => {
    const depth = 2000;
    const select = `${'x('.repeat(depth)}id${')'.repeat(depth)}`;
    const { status, body } = await getJson(fx, `/projects?select=${select}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST100' });
  });

  it('answers 400 PGRST100 for a select of 3,000 items', async () => {
    const select = Array(3000).fill('id').join(',');
    const { status, body } = await getJson(fx, `/projects?select=${select}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST100', details: expect.stringContaining('1664') });
  });

  it('still reads a logic tree a few levels deep', async () => {
    const tree = 'or(and(or(id.eq.1,id.eq.2),id.neq.2),id.eq.3)';
    const { status, body } = await getJson(fx, `/projects?select=id&order=id&or=(${tree})`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([1, 3]);
  });
});
