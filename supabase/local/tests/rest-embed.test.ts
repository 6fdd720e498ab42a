import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(() => fx?.stop());

describe('embedded resources', () => {
  it('embeds a to-one relationship as an object, selected by its foreign key column hint', async () => {
    const { data, error } = await fx.client().from('posts').select('id, author:authors!author_id(name)').eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, author: { name: 'Ravi' } }]);
  });

  it('embeds by foreign key constraint name', async () => {
    const { data } = await fx.client().from('posts').select('id, editor:authors!posts_editor_id_fkey(name)').order('id').limit(2);
    expect(data).toEqual([
      { id: 1, editor: { name: 'Ravi' } },
      { id: 2, editor: null },
    ]);
  });

  it('embeds through the foreign key column name itself', async () => {
    const { data } = await fx.client().from('posts').select('id, author_id(name)').eq('id', 1);
    expect(data).toEqual([{ id: 1, author_id: { name: 'Asha' } }]);
  });

  it('answers 300 PGRST201 when two relationships could be meant', async () => {
    const { error, status } = await fx.client().from('posts').select('id, authors(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.details).toHaveLength(2);
    expect(error?.hint).toContain("'authors!posts_author_id_fkey'");
  });

  it('answers 400 PGRST200 when no relationship exists', async () => {
    const res = await fx.fetch('/rest/v1/tags?select=name,authors(name)');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'tags' and 'authors' in the schema cache",
    });
  });

  it('embeds a to-many relationship as an array (empty when nothing matches)', async () => {
    const { data } = await fx.client().from('posts').select('id, comments(body)').in('id', [2, 3]).order('id');
    expect(data).toEqual([
      { id: 2, comments: [] },
      { id: 3, comments: [{ body: 'Nice patina' }] },
    ]);
  });

  it('embeds from the referenced side (authors → posts)', async () => {
    const { data } = await fx.client().from('authors').select('name, posts!author_id(id)').eq('id', 1);
    expect(data?.[0]?.name).toBe('Asha');
    expect((data?.[0]?.posts as { id: number }[] | undefined)?.map((p) => p.id).sort()).toEqual([1, 2]);
  });

  it('embeds a one-to-one relationship as an object from both sides', async () => {
    const { data } = await fx.client().from('authors').select('name, author_profiles(website)').order('id').limit(2);
    expect(data).toEqual([
      { name: 'Asha', author_profiles: { website: 'https://asha.example.com' } },
      { name: 'Ravi', author_profiles: null },
    ]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await fx.client().from('posts').select('id, tags(name)').eq('id', 5);
    expect(data?.[0]?.tags).toEqual(expect.arrayContaining([{ name: 'silver' }, { name: 'ancient' }]));
    expect(data?.[0]?.tags).toHaveLength(2);
  });

  it('nests embeddings and aliases them', async () => {
    const { data } = await fx
      .client()
      .from('authors')
      .select('name, writings:posts!author_id(title, remarks:comments(body))')
      .eq('id', 2)
      .order('id', { referencedTable: 'writings' });
    expect(data).toEqual([{ name: 'Ravi', writings: [{ title: 'British India rupees', remarks: [{ body: 'Nice patina' }] }] }]);
  });

  it('embeds relationships of a view over one table', async () => {
    const { data } = await fx.client().from('published_posts').select('title, authors(name)').eq('id', 5);
    expect(data).toEqual([{ title: 'Punch-marked coins', authors: { name: 'Meera' } }]);
  });

  it('spreads a to-one embedding into the parent object', async () => {
    const { data } = await fx.client().from('posts').select('id, ...authors!author_id(author_name:name)').eq('id', 1);
    expect(data).toEqual([{ id: 1, author_name: 'Asha' }]);
  });

  it('applies filters, order, limit and offset inside an embedding', async () => {
    const { data } = await fx
      .client()
      .from('tags')
      .select('name, posts(id)')
      .eq('name', 'silver')
      .order('id', { referencedTable: 'posts', ascending: false })
      .limit(1, { referencedTable: 'posts' });
    expect(data).toEqual([{ name: 'silver', posts: [{ id: 5 }] }]);
    const filtered = await fx.fetch('/rest/v1/posts?select=id,comments(body)&id=eq.1&comments.body=like.Thank*');
    expect(await filtered.json()).toEqual([{ id: 1, comments: [{ body: 'Thank you' }] }]);
    const offset = await fx.fetch('/rest/v1/posts?select=id,comments(body)&id=eq.1&comments.order=id&comments.offset=1');
    expect(await offset.json()).toEqual([{ id: 1, comments: [{ body: 'Thank you' }] }]);
  });

  it('supports or= inside an embedding', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id,comments(body)&id=eq.1&comments.or=(body.eq.Thank%20you,body.eq.none)');
    expect(await res.json()).toEqual([{ id: 1, comments: [{ body: 'Thank you' }] }]);
  });

  it('keeps parents whose embedding is filtered empty, unless !inner', async () => {
    const plain = await fx.client().from('posts').select('id, comments(body)').eq('comments.body', 'Nice patina').order('id');
    expect(plain.data?.map((p) => p.id)).toEqual([1, 2, 3, 5]);
    const inner = await fx.client().from('posts').select('id, comments!inner(body)').eq('comments.body', 'Nice patina');
    expect(inner.data).toEqual([{ id: 3, comments: [{ body: 'Nice patina' }] }]);
  });

  it('counts only the parents an !inner embedding keeps', async () => {
    const { count } = await fx.client().from('posts').select('id, comments!inner(id)', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('filters parents on a to-one !inner embedding', async () => {
    const { data } = await fx.client().from('posts').select('id, authors!author_id!inner(name)').eq('authors.name', 'Meera');
    expect(data).toEqual([{ id: 5, authors: { name: 'Meera' } }]);
  });

  it('filters parents by an embedding being null or not', async () => {
    const res = await fx.fetch('/rest/v1/authors?select=name,author_profiles(website)&author_profiles=not.is.null');
    expect(await res.json()).toEqual([{ name: 'Asha', author_profiles: { website: 'https://asha.example.com' } }]);
    const bad = await fx.fetch('/rest/v1/authors?select=name,author_profiles(website)&author_profiles=eq.1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST120');
  });

  it('orders parents by a column of a to-one embedding', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id,authors!author_id(name)&order=authors(name).desc,id');
    const rows = (await res.json()) as { id: number }[];
    expect(rows.map((r) => r.id)).toEqual([3, 5, 1, 2]);
  });

  it('answers PGRST108 for modifiers on something not embedded', async () => {
    const res = await fx.fetch('/rest/v1/posts?select=id&comments.limit=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST108',
      message: "'comments' is not an embedded resource in this request",
    });
  });

  it('lets RLS decide what embedded rows each role sees', async () => {
    const anon = await fx.client().from('authors').select('name, posts!author_id(id)').eq('id', 2);
    expect(anon.data?.[0]?.posts).toEqual([{ id: 3 }]);
    const service = await fx.client({ key: fx.serviceRoleKey }).from('authors').select('name, posts!author_id(id)').eq('id', 2);
    expect((service.data?.[0]?.posts as { id: number }[] | undefined)?.map((p) => p.id).sort()).toEqual([3, 4]);
  });
});
