import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(() => fx?.stop());

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

describe('select', () => {
  it('returns every column with *, as an array', async () => {
    const { data, error, status } = await fx.client().from('tags').select('*').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, name: 'gold' },
      { id: 2, name: 'silver' },
      { id: 3, name: 'ancient' },
    ]);
  });

  it('picks columns, renames them with alias:column and casts with ::type', async () => {
    const { data } = await fx.client().from('posts').select('id, headline:title, rating::text').eq('id', 1);
    expect(data).toEqual([{ id: 1, headline: 'Mughal gold mohurs', rating: '5' }]);
  });

  it('reads inside json with -> and ->>, named after the last key', async () => {
    const { data } = await fx.client().from('posts').select('id, meta->views, language:meta->>lang').eq('id', 1);
    expect(data).toEqual([{ id: 1, views: 120, language: 'en' }]);
  });

  it('casts a json path value', async () => {
    const { data } = await fx.client().from('posts').select('views:meta->>views::int').eq('id', 2);
    expect(data).toEqual([{ views: 80 }]);
  });

  it('answers 42703 for a column the table does not have', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id,nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: '42703', details: null, hint: null, message: 'column posts.nope does not exist' });
  });

  it('answers PGRST205 (404) with a suggestion for an unknown table', async () => {
    const { error, status } = await fx.client().from('postz').select();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', hint: "Perhaps you meant the table 'public.posts'" });
  });

  it('refuses aggregate functions like PostgREST with aggregates disabled (PGRST123)', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=count()');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST123');
  });
});

describe('filters', () => {
  const cases: [string, string, number[]][] = [
    ['eq', 'rating=eq.5', [1]],
    ['neq', 'rating=neq.5', [2, 5]],
    ['gt', 'rating=gt.3', [1, 2]],
    ['gte', 'rating=gte.4', [1, 2]],
    ['lt', 'rating=lt.4', [5]],
    ['lte', 'rating=lte.4', [2, 5]],
    ['like (with * as wildcard)', 'title=like.*coins*', [2, 5]],
    ['ilike', 'title=ilike.*MUGHAL*', [1]],
    ['is null', 'rating=is.null', [3]],
    ['is true', 'published=is.true', [1, 2, 3, 5]],
    ['in', 'id=in.(1,3,5)', [1, 3, 5]],
    ['in with quoted values', 'title=in.("Fanam coins of the south","Punch-marked coins")', [2, 5]],
    ['cs (array contains)', 'tags=cs.{gold}', [1, 2]],
    ['cd (array contained by)', 'tags=cd.{silver,ancient,gold}', [3, 5]],
    ['cs on jsonb', 'meta=cs.{"lang":"hi"}', [3]],
    ['not.', 'rating=not.is.null', [1, 2, 5]],
    ['not.in', 'id=not.in.(1,2)', [3, 5]],
    ['a json path', 'meta->>lang=eq.en', [1, 2]],
    ['two filters on one column', 'rating=gte.3&rating=lte.4', [2, 5]],
    ['or', 'or=(rating.eq.5,rating.is.null)', [1, 3]],
    ['nested and inside or', 'or=(id.eq.1,and(rating.lt.4,tags.cs.{ancient}))', [1, 5]],
    ['not.or', 'not.or=(id.eq.1,id.eq.2)', [3, 5]],
    ['and', 'and=(rating.gte.3,title.ilike.*coins*)', [2, 5]],
    ['quoted values with commas in or', 'or=(body.eq."100% silver, 50% legend",id.eq.1)', [1, 5]],
    ['eq(any)', 'id=eq(any).{1,2}', [1, 2]],
    ['like(all)', 'title=like(all).{*coins*,*south*}', [2]],
    ['match (regex)', 'title=match.^[BM]', [1, 3]],
  ];
  for (const [name, query, expected] of cases) {
    it(`supports ${name}`, async () => {
      const res = await fx.fetch(`/rest/v1/posts?select=id&order=id&${query}`);
      expect(res.status).toBe(200);
      expect(ids(await res.json())).toEqual(expected);
    });
  }

  it('supports the same filters through supabase-js', async () => {
    const { data } = await fx
      .client()
      .from('posts')
      .select('id')
      .ilike('title', '%coins%')
      .not('rating', 'is', null)
      .or('rating.gte.4,tags.cs.{ancient}')
      .in('id', [2, 5, 9])
      .order('id');
    expect(ids(data)).toEqual([2, 5]);
  });

  it('treats SQL in values as plain data', async () => {
    const { data, error } = await fx.client().from('posts').select('id').eq('title', "x'; drop table posts; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { count } = await fx.client({ key: fx.serviceRoleKey }).from('posts').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(5);
  });

  it('answers PGRST100 for an unknown operator', async () => {
    const res = await fx.fetch('/rest/v1/posts?id=equals.1');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST100');
  });

  it('answers 22P02 (400) for a value of the wrong type', async () => {
    const { error, status } = await fx.client().from('posts').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('order, limit, offset, Range', () => {
  it('orders asc/desc with nullsfirst/nullslast', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id&order=rating.desc.nullslast,id.asc');
    expect(ids(await res.json())).toEqual([1, 2, 5, 3]);
    const nullsFirst = await fx.client().from('posts').select('id').order('rating', { ascending: true, nullsFirst: true });
    expect(ids(nullsFirst.data)).toEqual([3, 5, 2, 1]);
  });

  it('pages with limit and offset and reports the Content-Range', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id&order=id&limit=2&offset=1');
    expect(ids(await res.json())).toEqual([2, 3]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  it('pages with .range() from supabase-js', async () => {
    const { data } = await fx.client().from('posts').select('id').order('id').range(2, 3);
    expect(ids(data)).toEqual([3, 5]);
  });

  it('honours the Range header', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id&order=id', { headers: { Range: '0-1', 'Range-Unit': 'items' } });
    expect(ids(await res.json())).toEqual([1, 2]);
    expect(res.headers.get('content-range')).toBe('0-1/*');
  });

  it('answers 416 PGRST103 for a Range whose upper bound is below its lower bound', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id', { headers: { Range: '5-1' } });
    expect(res.status).toBe(416);
    expect((await res.json()).code).toBe('PGRST103');
  });

  it('counts with Prefer: count=exact and answers 206 for a partial page', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id&order=id&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-1/4');
    const { count, data } = await fx.client().from('posts').select('id', { count: 'exact' }).order('id').limit(2);
    expect(count).toBe(4);
    expect(data).toHaveLength(2);
  });

  it('counts filtered rows only', async () => {
    const { count } = await fx.client().from('posts').select('id', { count: 'exact' }).eq('author_id', 1);
    expect(count).toBe(2);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/4');
    expect(await res.text()).toBe('');
    const { count, data } = await fx.client().from('posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
    expect(data).toBeNull();
  });

  it('answers 416 when the offset is past the counted rows', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(await res.json()).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
    });
  });

  it('caps every read at [api] max_rows', async () => {
    await fx.sql("insert into public.tags (name) select 'bulk-' || g from generate_series(1, 80) g");
    const { data, count } = await fx.client().from('tags').select('id', { count: 'exact' });
    expect(data).toHaveLength(50);
    expect(count).toBe(83);
    const limited = await fx.client().from('tags').select('id').limit(500);
    expect(limited.data).toHaveLength(50);
    await fx.sql("delete from public.tags where name like 'bulk-%'");
  });
});

describe('singular responses', () => {
  it('returns one object for .single()', async () => {
    const res = await fx.fetch('/rest/v1/tags?id=eq.1', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(res.headers.get('content-type')).toContain('application/vnd.pgrst.object+json');
    expect(await res.json()).toEqual({ id: 1, name: 'gold' });
  });

  it('answers 406 PGRST116 when .single() matches no row or several', async () => {
    const none = await fx.client().from('tags').select().eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await fx.client().from('tags').select().single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 3 rows');
  });

  it('returns null for .maybeSingle() without a row', async () => {
    const { data, error } = await fx.client().from('tags').select().eq('id', 999).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('answers 406 PGRST107 for a media type it cannot produce', async () => {
    const res = await fx.fetch('/rest/v1/tags', { headers: { Accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('PGRST107');
  });

  it('strips nulls when asked', async () => {
    const { data } = await fx.client().from('posts').select('id, rating').eq('id', 3).stripNulls();
    expect(data).toEqual([{ id: 3 }]);
  });
});

describe('schemas', () => {
  it('reads another exposed schema with Accept-Profile (supabase.schema())', async () => {
    const { data, error } = await fx.client().schema('extras').from('notes').select('body');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'in another schema' }]);
  });

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const res = await fx.fetch('/rest/v1/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public, graphql_public, extras',
    });
  });
});
