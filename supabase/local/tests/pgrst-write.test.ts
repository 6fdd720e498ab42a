import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

const json = { 'Content-Type': 'application/json' };
const qtyOf = async (id: number) => (await fx.sql('select qty from public.items where id = $1', [id])).rows[0]?.qty;

// Tests write items (quantities, upserted rows 10 and 11): every test starts from the fixture's four.
beforeEach(async () => {
  await fx.sql('delete from public.items where id not between 1 and 4');
  await fx.sql(
    `insert into public.items values (1, 'coin', 1), (2, 'note', 2), (3, 'medal', 3), (4, 'token', 4)
       on conflict (id) do update set name = excluded.name, qty = excluded.qty`,
  );
});

describe('Prefer: max-affected', () => {
  it('refuses and rolls back an update touching more rows than allowed (handling=strict)', async () => {
    const res = await fx.fetch('/rest/v1/items?id=lte.3', {
      method: 'PATCH',
      headers: { ...json, Prefer: 'handling=strict, max-affected=2' },
      body: '{"qty": 99}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    expect(await qtyOf(1)).toBe(1);
  });

  it('lets a write within the limit through and says so in Preference-Applied', async () => {
    const res = await fx.fetch('/rest/v1/items?id=eq.4', {
      method: 'PATCH',
      headers: { ...json, Prefer: 'handling=strict, max-affected=1' },
      body: '{"qty": 40}',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    expect(await qtyOf(4)).toBe(40);
  });

  it('ignores max-affected without handling=strict, as PostgREST does', async () => {
    const res = await fx.fetch('/rest/v1/items?id=in.(3,4)', {
      method: 'PATCH',
      headers: { ...json, Prefer: 'max-affected=1' },
      body: '{"qty": 4}',
    });
    expect(res.status).toBe(204);
  });

  it('refuses a delete past the limit through supabase-js', async () => {
    const { error, status } = await fx
      .client({ key: fx.serviceRoleKey })
      .from('items')
      .delete()
      .gt('id', 0)
      .setHeader('Prefer', 'handling=strict, max-affected=1');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST124');
    expect((await fx.sql('select count(*)::int as n from public.items')).rows[0].n).toBe(4);
  });

  it('applies to functions returning sets, and refuses it for functions returning one value (PGRST128)', async () => {
    const tooMany = await getJson(fx, '/rpc/single_column_table', { headers: { Prefer: 'handling=strict, max-affected=2' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    const single = await getJson(fx, '/rpc/single_out_param?num=1', { headers: { Prefer: 'handling=strict, max-affected=2' } });
    expect(single.status).toBe(400);
    expect(single.body).toEqual({
      code: 'PGRST128',
      details: null,
      hint: null,
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });

  it('refuses unknown preferences with handling=strict (PGRST122)', async () => {
    const { status, body } = await getJson(fx, '/items', { headers: { Prefer: 'handling=strict, nonsense, count=exact' } });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: nonsense',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    });
  });
});

describe('upsert status', () => {
  it('answers 201 when the upsert inserted a row', async () => {
    const { status, data } = await fx.client().from('items').upsert({ id: 10, name: 'anna' }).select();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 10, name: 'anna', qty: 0 }]);
  });

  it('answers 200 when the upsert only updated existing rows', async () => {
    await fx.sql(`insert into public.items values (10, 'anna', 0)`);
    const { status, data } = await fx
      .client()
      .from('items')
      .upsert([{ id: 10, name: 'paisa' }])
      .select('id,name');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 10, name: 'paisa' }]);
    const res = await fx.fetch('/rest/v1/items', {
      method: 'POST',
      headers: { ...json, Prefer: 'resolution=merge-duplicates,return=minimal' },
      body: '[{"id":10,"name":"pie"}]',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=minimal');
  });

  it('answers 201 when ignore-duplicates skipped every row, and 200 for an empty merge', async () => {
    const ignored = await getJson(fx, '/items', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=representation, resolution=ignore-duplicates' },
      body: '[{"id":1,"name":"coin"}]',
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body).toEqual([]);
    const empty = await getJson(fx, '/items', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=representation, resolution=merge-duplicates' },
      body: '[]',
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
  });

  it('ignores the resolution on a table without a primary key', async () => {
    const res = await getJson(fx, '/no_pk', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=representation, resolution=merge-duplicates' },
      body: '[{"a":"1","b":"0"}]',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([{ a: '1', b: '0' }]);
    expect(res.headers.get('preference-applied')).toBe('return=representation');
  });

  it('answers 201 when an upsert mixes inserts and updates', async () => {
    await fx.sql(`insert into public.items values (10, 'paisa', 0)`);
    const res = await fx.fetch('/rest/v1/items', {
      method: 'POST',
      headers: { ...json, Prefer: 'resolution=merge-duplicates' },
      body: '[{"id":10,"name":"pie"},{"id":11,"name":"dam"}]',
    });
    expect(res.status).toBe(201);
  });
});

describe('Prefer: tx=rollback', () => {
  it('answers as if committed, then rolls back, where pgrst.db_tx_end allows it', async () => {
    const res = await fx.fetch('/rest/v1/items', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=representation, tx=rollback' },
      body: '{"id":50,"name":"ghost"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await res.json()).toEqual([{ id: 50, name: 'ghost', qty: 0 }]);
    expect((await fx.sql('select count(*)::int as n from public.items where id = 50')).rows[0].n).toBe(0);
  });

  it('rolls back the work of triggers too', async () => {
    const { status } = await fx.client().from('ledger').insert({ id: 7, name: 'seven' }).setHeader('Prefer', 'tx=rollback');
    expect(status).toBe(201);
    expect((await fx.sql('select count(*)::int as n from public.ledger where id = 7')).rows[0].n).toBe(0);
  });

  it('commits with tx=commit', async () => {
    const res = await fx.fetch('/rest/v1/ledger', {
      method: 'POST',
      headers: { ...json, Prefer: 'tx=commit' },
      body: '{"id":8,"name":"eight"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('tx=commit');
    expect((await fx.sql('select count(*)::int as n from public.ledger where id = 8')).rows[0].n).toBe(1);
  });
});

describe('Prefer: tx without the override', () => {
  it('ignores tx=rollback once pgrst.db_tx_end no longer allows it (NOTIFY pgrst, reload config)', async () => {
    await fx.sql('alter role authenticator reset pgrst.db_tx_end');
    await fx.sql("notify pgrst, 'reload config'");
    // Reloaded once a read no longer has tx=rollback applied (it is echoed only while the override is allowed).
    await expect
      .poll(async () =>
        (await fx.fetch('/rest/v1/ledger?limit=0', { headers: { Prefer: 'tx=rollback' } })).headers.get('preference-applied'),
      )
      .toBeNull();
    try {
      const res = await fx.fetch('/rest/v1/ledger', {
        method: 'POST',
        headers: { ...json, Prefer: 'tx=rollback' },
        body: '{"id":9,"name":"nine"}',
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('preference-applied')).toBeNull();
      expect((await fx.sql('select count(*)::int as n from public.ledger where id = 9')).rows[0].n).toBe(1);
    } finally {
      await fx.sql("alter role authenticator set pgrst.db_tx_end = 'commit-allow-override'");
      await fx.sql("notify pgrst, 'reload config'");
      // The reload is asynchronous: the tx=rollback tests must not still find the override refused.
      await expect
        .poll(
          async () =>
            (await fx.fetch('/rest/v1/ledger?limit=0', { headers: { Prefer: 'tx=rollback' } })).headers.get('preference-applied'),
          { timeout: 10_000 },
        )
        .toBe('tx=rollback');
    }
  });
});
