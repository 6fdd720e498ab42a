import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

describe('relationships through views', () => {
  it('follows foreign keys between views over a schema that is not exposed, through renamed columns', async () => {
    const { data, error } = await fx.client().from('countries').select('name, cities(city_name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'India', cities: [{ city_name: 'Mumbai' }, { city_name: 'Delhi' }] },
      { name: 'Nepal', cities: [{ city_name: 'Kathmandu' }] },
    ]);
    const raw = await getJson(fx, '/cities?select=city_name,countries(name)&city_id=eq.3');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ city_name: 'Kathmandu', countries: { name: 'Nepal' } }]);
  });

  it('follows them through a view with a CTE and a subselect', async () => {
    const { data } = await fx.client().from('big_cities').select('name, countries(name)').order('id');
    expect(data).toEqual([
      { name: 'Mumbai', countries: { name: 'India' } },
      { name: 'Delhi', countries: { name: 'India' } },
    ]);
  });

  it('follows them through a view of a view', async () => {
    const { data } = await fx
      .client()
      .from('country_names')
      .select('name, cities(city_name), big_cities(name)')
      .eq('country_ref', 2);
    expect(data).toEqual([{ name: 'Nepal', cities: [{ city_name: 'Kathmandu' }], big_cities: [] }]);
  });

  it('follows composite keys renamed and re-ordered by a view', async () => {
    const { data } = await fx.client().from('shipments').select('item, shipment_notes(note)').order('line_no');
    expect(data).toEqual([
      { item: 'rupee', shipment_notes: [] },
      { item: 'anna', shipment_notes: [{ note: 'fragile' }] },
    ]);
    const raw = await getJson(fx, '/shipment_notes?select=note,shipments(item)');
    expect(raw.body).toEqual([{ note: 'fragile', shipments: { item: 'anna' } }]);
  });

  it('filters parents by an !inner embedding through views', async () => {
    const { data } = await fx.client().from('countries').select('name, cities!inner(city_name)').eq('cities.city_name', 'Delhi');
    expect(data).toEqual([{ name: 'India', cities: [{ city_name: 'Delhi' }] }]);
  });

  it('embeds by the referenced column as target (one-to-many)', async () => {
    const raw = await getJson(fx, '/actors?select=name,id(character)&name=eq.Aamir');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ name: 'Aamir', id: [{ character: 'Bhuvan' }] }]);
  });

  it('does not take a column of the origin as target when it points at a view', async () => {
    const { status, body } = await getJson(fx, '/cities?select=city_name,nation(name)');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'cities' and 'nation' in the schema cache",
    });
  });
});

describe('computed columns and computed relationships', () => {
  it('selects, filters and orders by a computed column, which * leaves out', async () => {
    const { data, error } = await fx.client().from('people').select('id, full_name').order('full_name', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, full_name: 'Ravi Menon' },
      { id: 3, full_name: 'Meera Iyer' },
      { id: 1, full_name: 'Asha Rao' },
    ]);
    const filtered = await getJson(fx, '/people?select=*&full_name=ilike.*iyer');
    expect(filtered.body).toEqual([{ id: 3, first_name: 'Meera', last_name: 'Iyer', mentor_id: 1 }]);
    const aliased = await getJson(fx, '/people?select=name:full_name&id=eq.1');
    expect(aliased.body).toEqual([{ name: 'Asha Rao' }]);
  });

  it('embeds a computed relationship: ROWS 1 as an object, SETOF as an array', async () => {
    const { data } = await fx.client().from('people').select('first_name, mentor(first_name), mentees(first_name)').order('id');
    expect(data).toEqual([
      { first_name: 'Asha', mentor: null, mentees: [{ first_name: 'Ravi' }, { first_name: 'Meera' }] },
      { first_name: 'Ravi', mentor: { first_name: 'Asha' }, mentees: [] },
      { first_name: 'Meera', mentor: { first_name: 'Asha' }, mentees: [] },
    ]);
  });

  it('filters by and inside a computed relationship', async () => {
    const raw = await getJson(fx, '/people?select=first_name,mentees!inner(full_name)&mentees.first_name=eq.Meera');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ first_name: 'Asha', mentees: [{ full_name: 'Meera Iyer' }] }]);
  });
});
