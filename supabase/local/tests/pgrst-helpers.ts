/** Starts supabase-local on tests/pgrst-fixture, the project behind the PostgREST conformance tests. */
import { fileURLToPath } from 'node:url';
import { startFixture, type Fixture } from './helpers.ts';

export const PGRST_FIXTURE_DIR = fileURLToPath(new URL('./pgrst-fixture/', import.meta.url));

export function startPgrstFixture(): Promise<Fixture> {
  return startFixture({ projectDir: PGRST_FIXTURE_DIR });
}

/** A raw GET of /rest/v1 with its status, headers and parsed body. */
export async function getJson(
  fx: Fixture,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await fx.fetch(`/rest/v1${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
