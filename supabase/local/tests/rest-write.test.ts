import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './helpers.ts';

let fx: Fixture;
let admin: ReturnType<Fixture['client']>;
beforeAll(async () => {
  fx = await startFixture();
  admin = fx.client({ key: fx.serviceRoleKey });
});
afterAll(() => fx?.stop());

const json = { 'Content-Type': 'application/json' };

describe('insert', () => {
  it('inserts one row and answers 201 without a body by default', async () => {
    const res = await fx.fetch('/rest/v1/tags', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${fx.serviceRoleKey}` },
      body: JSON.stringify({ name: 'copper' }),
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    const { data } = await admin.from('tags').select('name').eq('name', 'copper');
    expect(data).toEqual([{ name: 'copper' }]);
  });

  it('honours Prefer: return=minimal explicitly and says so in Preference-Applied', async () => {
    const res = await fx.fetch('/rest/v1/tags', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${fx.serviceRoleKey}`, Prefer: 'return=minimal, count=exact' },
      body: JSON.stringify([{ name: 'zinc' }, { name: 'tin' }]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('return=minimal, count=exact');
    expect(res.headers.get('content-range')).toBe('*/2');
    expect(await res.text()).toBe('');
  });

  it('tells listeners (realtime) which table changed', async () => {
    const seen: unknown[] = [];
    const listener = (event: unknown) => seen.push(event);
    fx.server.ctx.events.on('dml', listener);
    await admin.from('tags').insert({ name: 'lead' });
    fx.server.ctx.events.off('dml', listener);
    expect(seen).toEqual([{ schema: 'public', table: 'tags', type: 'INSERT', count: 1 }]);
  });

  it('returns the inserted rows with return=representation, shaped by select', async () => {
    const { data, error, status } = await admin.from('tags').insert({ name: 'bronze' }).select('id, name');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: expect.any(Number), name: 'bronze' }]);
  });

  it('inserts many rows; missing keys become NULL, or DEFAULT with defaultToNull: false', async () => {
    const rows = [
      { author_id: 3, title: 'Bulk one', rating: 1 },
      { author_id: 3, title: 'Bulk two' },
    ];
    const { data, error } = await admin.from('posts').insert(rows).select('title, rating, published');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Bulk one', rating: 1, published: false },
      { title: 'Bulk two', rating: null, published: false },
    ]);
    const withDefaults = await admin
      .from('posts')
      .insert(
        [
          { author_id: 3, title: 'Bulk three', published: true },
          { author_id: 3, title: 'Bulk four' },
        ],
        { defaultToNull: false },
      )
      .select('title, published, tags');
    expect(withDefaults.data).toEqual([
      { title: 'Bulk three', published: true, tags: [] },
      { title: 'Bulk four', published: false, tags: [] },
    ]);
  });

  it('stores arrays and json from the JSON body', async () => {
    const { data } = await admin
      .from('posts')
      .insert({ author_id: 1, title: 'Typed', tags: ['a', 'b'], meta: { nested: { ok: true } } })
      .select('tags, meta')
      .single();
    expect(data).toEqual({ tags: ['a', 'b'], meta: { nested: { ok: true } } });
  });

  it('embeds related rows in the representation', async () => {
    const { data } = await admin
      .from('posts')
      .insert({ author_id: 2, title: 'With author' })
      .select('title, authors!author_id(name)')
      .single();
    expect(data).toEqual({ title: 'With author', authors: { name: 'Ravi' } });
  });

  it('answers 409 23505 for a duplicate key', async () => {
    const { error, status } = await admin.from('tags').insert({ name: 'gold' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: 'Key (name)=(gold) already exists.' });
  });

  it('answers 409 23503 for a missing referenced row', async () => {
    const { error, status } = await admin.from('posts').insert({ author_id: 999, title: 'Orphan' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('answers 400 for check (23514), not-null (23502) and type (22P02) violations', async () => {
    const check = await admin.from('posts').insert({ author_id: 1, title: '' });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
    const notNull = await admin.from('posts').insert({ author_id: 1, title: null });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const type = await admin.from('posts').insert({ author_id: 'one', title: 'x' });
    expect([type.status, type.error?.code]).toEqual([400, '22P02']);
  });

  it('answers 400 PGRST204 for a column the table does not have', async () => {
    const { error, status } = await admin.from('tags').insert({ name: 'x', colour: 'red' });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'tags' in the schema cache",
    });
  });

  it('answers 400 PGRST102 for a body that is not JSON, or objects with different keys', async () => {
    const broken = await fx.fetch('/rest/v1/tags', { method: 'POST', headers: json, body: '{"name": ' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const mismatched = await fx.fetch('/rest/v1/tags', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${fx.serviceRoleKey}` },
      body: JSON.stringify([{ name: 'a' }, { id: 5 }]),
    });
    expect(await mismatched.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('only inserts the keys named by columns=', async () => {
    const res = await fx.fetch('/rest/v1/tags?columns=name&select=name', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${fx.serviceRoleKey}`, Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'nickel', id: 7777 }),
    });
    expect(await res.json()).toEqual([{ name: 'nickel' }]);
    const { data } = await admin.from('tags').select('id').eq('name', 'nickel').single();
    expect(data?.id).not.toBe(7777);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key', async () => {
    const { data, error } = await admin.from('tags').upsert({ id: 1, name: 'gold!' }).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: 'gold!' }]);
    await admin.from('tags').upsert({ id: 1, name: 'gold' });
  });

  it('merges on the columns given by onConflict', async () => {
    const { data } = await admin.from('tags').upsert({ name: 'silver' }, { onConflict: 'name' }).select('id, name');
    expect(data).toEqual([{ id: 2, name: 'silver' }]);
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    const res = await fx.fetch('/rest/v1/tags?on_conflict=name', {
      method: 'POST',
      headers: {
        ...json,
        Authorization: `Bearer ${fx.serviceRoleKey}`,
        Prefer: 'resolution=ignore-duplicates,return=representation',
      },
      body: JSON.stringify([{ name: 'gold' }, { name: 'platinum' }]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toContain('resolution=ignore-duplicates');
    expect(await res.json()).toEqual([{ id: expect.any(Number), name: 'platinum' }]);
  });
});

describe('update and delete', () => {
  it('updates the rows the filters select and answers 204', async () => {
    const res = await fx.fetch('/rest/v1/posts?id=eq.5', {
      method: 'PATCH',
      headers: { ...json, Authorization: `Bearer ${fx.serviceRoleKey}` },
      body: JSON.stringify({ rating: 4 }),
    });
    expect(res.status).toBe(204);
    const { data } = await admin.from('posts').select('rating').eq('id', 5).single();
    expect(data).toEqual({ rating: 4 });
  });

  it('returns updated rows with .select() and counts them', async () => {
    const { data, count, status } = await admin
      .from('posts')
      .update({ rating: 3 }, { count: 'exact' })
      .in('id', [5, 3])
      .select('id, rating')
      .order('id');
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toEqual([
      { id: 3, rating: 3 },
      { id: 5, rating: 3 },
    ]);
  });

  it('refuses an update or delete without filters, like hosted Supabase (21000)', async () => {
    const update = await admin.from('tags').update({ name: 'x' });
    expect([update.status, update.error?.code, update.error?.message]).toEqual([400, '21000', 'UPDATE requires a WHERE clause']);
    const del = await admin.from('tags').delete();
    expect([del.status, del.error?.message]).toEqual([400, 'DELETE requires a WHERE clause']);
  });

  it('deletes the rows the filters select, returning them on request', async () => {
    const { data, error } = await admin.from('tags').delete().eq('name', 'platinum').select('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'platinum' }]);
    const gone = await admin.from('tags').select('id').eq('name', 'platinum');
    expect(gone.data).toEqual([]);
  });

  it('rolls back a .single() write that touches more than one row (406)', async () => {
    const { error, status } = await admin.from('posts').update({ rating: 1 }).in('id', [1, 2]).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await admin.from('posts').select('rating').in('id', [1, 2]).order('id');
    expect(data).toEqual([{ rating: 5 }, { rating: 4 }]);
  });

  it('answers 405 PGRST117 for an unsupported method', async () => {
    const res = await fx.fetch('/rest/v1/tags', { method: 'PUT', headers: json, body: '{}' });
    expect(res.status).toBe(405);
    expect((await res.json()).code).toBe('PGRST117');
  });

  it('writes into another schema with Content-Profile', async () => {
    const { data, error } = await fx
      .client({ key: fx.serviceRoleKey, schema: 'extras' })
      .from('notes')
      .insert({ body: 'second' })
      .select('body');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'second' }]);
  });
});
