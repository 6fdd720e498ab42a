// Issue 35, Content-Profile with several exposed schemas (cause 9) and an RPC argument whose type lives
// outside the request's search_path (cause 2). A project of its own, written here: the other fixtures
// expose one schema, and adding one would change every answer they give (Content-Profile on each).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from './helpers.ts';
import { getJson } from './pgrst-helpers.ts';

const CONFIG = `project_id = "supabase-local-profiles"
[api]
enabled = true
schemas = ["v1", "v2"]
extra_search_path = ["extensions"]
max_rows = 100
[db]
major_version = 17
[db.seed]
enabled = false
[realtime]
enabled = false
[storage]
enabled = false
[auth]
enabled = true
`;

const MIGRATION = `
create schema v1;
create schema v2;
grant usage on schema v1, v2 to anon, authenticated, service_role;
create table v1.parents (id int primary key, name text not null);
create table v2.parents (id int primary key, name text not null);
insert into v1.parents values (1, 'parent v1-1');
insert into v2.parents values (1, 'parent v2-1');
grant all on all tables in schema v1, v2 to anon, authenticated, service_role;
-- A type in public, which is on no request's search_path here.
create type public.coin_grade as enum ('fine', 'mint');
create function v1.grade_label(grade public.coin_grade) returns text
  language sql immutable as $$ select 'grade ' || grade::text $$;
grant execute on function v1.grade_label to anon;
`;

let fx: Fixture;
let projectDir: string;
beforeAll(async () => {
  projectDir = mkdtempSync(join(tmpdir(), 'supabase-local-profiles-'));
  mkdirSync(join(projectDir, 'migrations'));
  writeFileSync(join(projectDir, 'config.toml'), CONFIG);
  writeFileSync(join(projectDir, 'migrations', '20240101000000_profiles.sql'), MIGRATION);
  fx = await startFixture({ projectDir });
});
afterAll(async () => {
  await fx?.stop();
  rmSync(projectDir, { recursive: true, force: true });
});

describe('Content-Profile with several exposed schemas', () => {
  it('names the default schema of a read', async () => {
    const { status, headers, body } = await getJson(fx, '/parents');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1, name: 'parent v1-1' }]);
    expect(headers.get('content-profile')).toBe('v1');
  });

  it('names the schema a read or a write asked for', async () => {
    const read = await getJson(fx, '/parents', { headers: { 'Accept-Profile': 'v2' } });
    expect(read.body).toEqual([{ id: 1, name: 'parent v2-1' }]);
    expect(read.headers.get('content-profile')).toBe('v2');
    const write = await getJson(fx, '/parents', {
      method: 'POST',
      headers: { 'Content-Profile': 'v2', 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: '{"id": 2, "name": "parent v2-2"}',
    });
    expect(write.status).toBe(201);
    expect(write.headers.get('content-profile')).toBe('v2');
    const { data, error } = await fx.client({ schema: 'v2' }).from('parents').select('name').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'parent v2-2' }]);
  });
});

describe('RPC argument types outside the search path', () => {
  it('casts an argument to its type wherever the type lives', async () => {
    const { status, body } = await getJson(fx, '/rpc/grade_label?grade=mint');
    expect(status).toBe(200);
    expect(body).toBe('grade mint');
    const { data, error } = await fx.client({ schema: 'v1' }).rpc('grade_label', { grade: 'fine' });
    expect(error).toBeNull();
    expect(data).toBe('grade fine');
  });
});
