// Issue 35, causes 4–6, 8 and the write part of 9: partitioned tables, column-level grants, max_rows on
// embedded arrays, deferred constraints under tx=rollback, Content-Range of writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

const json = { 'Content-Type': 'application/json' };

describe('partitioned tables', () => {
  it('embeds through a partitioned junction without offering its partitions', async () => {
    const { data, error } = await fx.client().from('dealers').select('name, car_brands(name)');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Doc's garage", car_brands: [{ name: 'DeLorean' }] }]);
  });

  it('embeds a partitioned table by its foreign key', async () => {
    const { data, error } = await fx.client().from('car_brands').select('name, car_models(name)').eq('name', 'Ford');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ford', car_models: [{ name: 'Model T' }] }]);
  });

  it('answers 404 for a partition, as PostgREST does', async () => {
    const { status, body } = await getJson(fx, '/car_models_1981');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'PGRST205' });
  });

  it('upserts into a partitioned table with return=representation', async () => {
    const { data, error, status } = await fx
      .client()
      .from('car_models')
      .upsert({ name: 'DMC-12', year: 1981, brand: 'Ford' })
      .select('name, brand');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'DMC-12', brand: 'Ford' }]);
    const inserted = await fx.client().from('car_models').upsert({ name: 'Mustang', year: 1964, brand: 'Ford' }).select('name');
    expect(inserted.status).toBe(201);
  });
});

describe('column-level grants', () => {
  it('returns the granted columns of an insert', async () => {
    const { data, error } = await fx.client().from('labelled').insert({ id: 10, label: 'ten' }).select('id, label');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 10, label: 'ten' }]);
  });

  it('returns the granted columns of an update and a delete', async () => {
    const updated = await fx.client().from('labelled').update({ label: 'uno' }).eq('id', 1).select('label');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ label: 'uno' }]);
    const deleted = await fx.client().from('labelled').delete().eq('id', 2).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: 2 }]);
  });

  it('still refuses a column that is not granted', async () => {
    const { error, status } = await fx.client().from('labelled').insert({ id: 11, label: 'x' }).select('secret');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

describe('max_rows', () => {
  it('limits embedded arrays too', async () => {
    const { data, error } = await fx.client().from('shelves').select('id, shelf_items(id)');
    expect(error).toBeNull();
    expect(data?.[0]?.shelf_items).toHaveLength(100);
  });
});

describe('Prefer: tx=rollback and deferred constraints', () => {
  it('checks deferred constraints before rolling back (409)', async () => {
    const { status, body } = await getJson(fx, '/deferred_children', {
      method: 'POST',
      headers: { ...json, Prefer: 'tx=rollback' },
      body: '{"id":1,"parent_id":999}',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: '23503' });
  });
});

describe('Content-Range of writes', () => {
  it('answers */* for a delete and */N with a count', async () => {
    await fx.sql('insert into public.labelled values (20, $1, null), (21, $1, null)', ['bulk']);
    const res = await fx.fetch('/rest/v1/labelled?id=eq.20', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('*/*');
    const counted = await fx.fetch('/rest/v1/labelled?id=eq.21', { method: 'DELETE', headers: { Prefer: 'count=exact' } });
    expect(counted.headers.get('content-range')).toBe('*/1');
  });
});

describe('views naming one base column twice', () => {
  it('embeds by either of the view column names', async () => {
    for (const hint of ['t1_id1', 't1_id2']) {
      const { status, body } = await getJson(fx, `/lineage_v1?select=id,lineage_v2!${hint}(id)`);
      expect(status).toBe(200);
      expect(body).toEqual([{ id: 1, lineage_v2: [{ id: 7 }] }]);
    }
    const { data, error } = await fx.client().from('lineage_v2').select('id, t1_id2, lineage_v1!t1_id2(id)');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7, t1_id2: 1, lineage_v1: { id: 1 } }]);
  });
});
