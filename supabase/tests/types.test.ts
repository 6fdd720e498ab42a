import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { shop } from './support/clients.ts';
import { generateDatabaseTypes } from './support/typegen.ts';

it('shared/src/database.types.ts matches the migrations (run `pnpm gen:types` when this fails)', async () => {
  const pool = new pg.Pool({ connectionString: shop().databaseUrl, max: 1 });
  try {
    const committed = readFileSync(new URL('../../shared/src/database.types.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await generateDatabaseTypes(pool));
  } finally {
    await pool.end();
  }
});
