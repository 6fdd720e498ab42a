import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

describe('Prefer: count=planned / count=estimated', () => {
  // Each test analyzes and adds rows of its own: start every test from the fixture's rows (3 reviews, 150 counters).
  beforeEach(async () => {
    await fx.sql('delete from public.reviews where id > 3');
    await fx.sql('delete from public.counters where id > 150');
  });

  it('answers the planner estimate for count=planned', async () => {
    await fx.sql('analyze public.reviews');
    await fx.sql('insert into public.reviews values (4, 3, 2), (5, 3, 1)');
    const { headers, status } = await getJson(fx, '/reviews?select=id', { headers: { Prefer: 'count=planned' } });
    expect(status).toBe(200);
    expect(headers.get('content-range')).toBe('0-4/3');
    const { count } = await fx.client().from('reviews').select('id', { count: 'planned', head: true });
    expect(count).toBe(3);
  });

  it('counts exactly up to max_rows for count=estimated', async () => {
    // The planner's statistics say 3 rows; 5 are there.
    await fx.sql('analyze public.reviews');
    await fx.sql('insert into public.reviews values (4, 3, 2), (5, 3, 1)');
    const { count } = await fx.client().from('reviews').select('id', { count: 'estimated', head: true });
    expect(count).toBe(5);
  });

  it('answers the estimate past max_rows for count=estimated', async () => {
    await fx.sql('analyze public.counters');
    await fx.sql('insert into public.counters select generate_series(151, 200)');
    const { headers, status } = await getJson(fx, '/counters?select=id', { headers: { Prefer: 'count=estimated' } });
    expect(status).toBe(206);
    expect(headers.get('content-range')).toBe('0-99/150');
    expect(headers.get('preference-applied')).toBe('count=estimated');
    const exact = await getJson(fx, '/counters?select=id', { headers: { Prefer: 'count=exact' } });
    expect(exact.headers.get('content-range')).toBe('0-99/200');
    expect(exact.headers.get('preference-applied')).toBe('count=exact');
  });

  it('estimates the rows of a set-returning function too', async () => {
    const { headers } = await getJson(fx, '/rpc/single_column_table', { headers: { Prefer: 'count=planned' } });
    expect(headers.get('content-range')).toMatch(/^0-2\/\d+$/);
  });
});

describe('nulls=stripped', () => {
  it('strips nulls for the vendor array type and says so in Content-Type', async () => {
    const res = await fx.fetch('/rest/v1/people?select=id,mentor_id&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8');
    expect(await res.json()).toEqual([{ id: 1 }]);
    const { data } = await fx.client().from('people').select('id, mentor_id').eq('id', 1).stripNulls();
    expect(data).toEqual([{ id: 1 }]);
  });

  it('strips nulls of a single object', async () => {
    const res = await fx.fetch('/rest/v1/people?select=id,mentor_id&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8');
    expect(await res.json()).toEqual({ id: 1 });
  });

  it('ignores nulls=stripped on application/json', async () => {
    const res = await fx.fetch('/rest/v1/people?select=id,mentor_id&id=eq.1', {
      headers: { Accept: 'application/json;nulls=stripped' },
    });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual([{ id: 1, mentor_id: null }]);
  });
});

describe('refusals, word for word', () => {
  it('refuses the same table embedded twice without aliases (42712)', async () => {
    const { status, body } = await getJson(fx, '/films?select=title,reviews(stars),reviews(id)');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "films_reviews_1" specified more than once',
    });
    const aliased = await getJson(fx, '/films?select=title,reviews(stars),ids:reviews(id)&id=eq.2');
    expect(aliased.body).toEqual([{ title: 'Lagaan', reviews: [{ stars: 5 }], ids: [{ id: 3 }] }]);
  });

  it('gives the position where a select stopped parsing (PGRST100)', async () => {
    const { status, body } = await getJson(fx, '/films?select=title,');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'PGRST100', message: '"failed to parse select parameter (title,)" (line 1, column 7)' });
    const json = await getJson(fx, '/documents?select=data->>-78xy');
    expect(json.body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse select parameter (data->>-78xy)" (line 1, column 11)',
    });
  });

  it('answers PGRST204 for a column a write names that does not exist', async () => {
    const { status, body } = await getJson(fx, '/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id": 70, "colour": "red"}',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'colour' column of 'items' in the schema cache",
    });
  });
});
