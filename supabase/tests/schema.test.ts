import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { shop } from './support/clients.ts';
import { dumpSchema } from './support/schemadump.ts';

it('supabase/schema.sql is the schema the migrations make (run `pnpm --filter @sikka/db-tests gen:schema` when this fails)', async () => {
  const pool = new pg.Pool({ connectionString: shop().databaseUrl, max: 1 });
  try {
    const committed = readFileSync(new URL('../schema.sql', import.meta.url), 'utf8');
    expect(committed).toBe(await dumpSchema(pool));
  } finally {
    await pool.end();
  }
});
