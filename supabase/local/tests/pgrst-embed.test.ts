import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from './helpers.ts';
import { getJson, startPgrstFixture } from './pgrst-helpers.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await startPgrstFixture();
});
afterAll(() => fx?.stop());

describe('self-referencing embeds', () => {
  it('embeds the children of a tree with the foreign key column as hint', async () => {
    const { data, error } = await fx
      .client()
      .from('family_tree')
      .select('id, name, children:family_tree!parent(name)')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: 'Root', children: [{ name: 'Child A' }, { name: 'Child B' }] }]);
  });

  it('embeds the parent through the column name, and the children through the table name', async () => {
    const raw = await getJson(fx, '/family_tree?select=name,parent(name),family_tree(name)&id=eq.2');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ name: 'Child A', parent: { name: 'Root' }, family_tree: [{ name: 'Grandchild' }] }]);
  });

  it('nests a tree two levels deep', async () => {
    const { data } = await fx
      .client()
      .from('family_tree')
      .select('name, kids:family_tree!parent(name, kids:family_tree!parent(name))')
      .eq('id', 1);
    expect(data).toEqual([
      {
        name: 'Root',
        kids: [
          { name: 'Child A', kids: [{ name: 'Grandchild' }] },
          { name: 'Child B', kids: [] },
        ],
      },
    ]);
  });

  it('tells two self-references apart by hint', async () => {
    const { data } = await fx
      .client()
      .from('organizations')
      .select('name, auditees:organizations!auditor(name), managed:organizations!manager(name)')
      .eq('id', 1);
    expect(data).toEqual([
      { name: 'Auditor Co', auditees: [{ name: 'Client' }, { name: 'Client 2' }], managed: [{ name: 'Client 2' }] },
    ]);
  });

  it('answers 300 PGRST201 for two self-references without a hint', async () => {
    const { status, body } = await getJson(fx, '/organizations?select=name,organizations(name)');
    expect(status).toBe(300);
    expect(body).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'organizations with organizations',
          relationship: 'organizations_auditor_fkey using organizations(id) and organizations(auditor)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'organizations with organizations',
          relationship: 'organizations_manager_fkey using organizations(id) and organizations(manager)',
        },
      ],
      hint: "Try changing 'organizations' to one of the following: 'organizations!organizations_auditor_fkey', 'organizations!organizations_manager_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'organizations' and 'organizations'",
    });
  });

  it('answers PGRST200 with a suggestion for a misspelt embedding', async () => {
    const { status, body } = await getJson(fx, '/films?select=title,reviewz(stars)');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'films' and 'reviewz' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'reviews' instead of 'reviewz'.",
      message: "Could not find a relationship between 'films' and 'reviewz' in the schema cache",
    });
  });
});

describe('JSON operators', () => {
  it('names a path ending in an array index after its last key', async () => {
    const { data } = await fx.client().from('documents').select('id, data->arr->0, data->arr->>1').order('id');
    expect(data).toEqual([
      { id: 1, arr: '20' },
      { id: 2, arr: null },
    ]);
    const raw = await getJson(fx, '/documents?select=data->arr->0&id=eq.1');
    expect(raw.body).toEqual([{ arr: 10 }]);
    const bare = await getJson(fx, '/documents?select=data->nested->k,tags->0&id=eq.1');
    expect(bare.body).toEqual([{ k: 'v', tags: 'rare' }]);
  });

  it('reads arrays and composites with -> and ->>', async () => {
    const { data } = await fx
      .client()
      .from('documents')
      .select('id, tags->>0, metal:face->>metal, weight:face->weight')
      .order('id');
    expect(data).toEqual([
      { id: 1, tags: 'rare', metal: 'gold', weight: 7.9 },
      { id: 2, tags: 'common', metal: 'silver', weight: 11.6 },
    ]);
  });

  it('filters and orders by a path into an array or a composite', async () => {
    const { data } = await fx.client().from('documents').select('id').eq('face->>metal', 'silver');
    expect(data).toEqual([{ id: 2 }]);
    const raw = await getJson(fx, '/documents?select=id&tags->>0=eq.rare&order=face->weight.desc');
    expect(raw.body).toEqual([{ id: 1 }]);
    const ordered = await getJson(fx, '/documents?select=id&order=face->weight.desc');
    expect(ordered.body).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

describe('to-many spreads', () => {
  it('answers a many-to-many spread as arrays of values', async () => {
    const { data, error } = await fx.client().from('films').select('title, ...actors(actors:name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Sholay', actors: ['Amitabh', 'Dharmendra'] },
      { title: 'Lagaan', actors: ['Aamir'] },
      { title: 'Unreleased', actors: [] },
    ]);
  });

  it('answers a one-to-many spread as one array per column, ordered as asked', async () => {
    const raw = await getJson(fx, '/films?select=title,...reviews(review_ids:id,stars)&reviews.order=stars.asc&id=eq.1');
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ title: 'Sholay', review_ids: [2, 1], stars: [4, 5] }]);
  });

  it('keeps only parents with rows under !inner', async () => {
    const { data } = await fx
      .client()
      .from('films')
      .select('id, ...reviews!inner(stars)')
      .order('id')
      .order('id', { referencedTable: 'reviews' });
    expect(data).toEqual([
      { id: 1, stars: [5, 4] },
      { id: 2, stars: [5] },
    ]);
  });
});
