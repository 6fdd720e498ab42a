// Writes supabase/schema.sql (the schema as the migrations leave it, schema only, stable order) from the
// migrations: starts supabase-local on this project in a temp dir and reads the migrated catalog.
// Usage: pnpm gen:schema
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dumpSchema } from './support/schemadump.ts';
import { startShopServer } from './support/server.ts';

const schemaFile = fileURLToPath(new URL('../schema.sql', import.meta.url));

const server = await startShopServer();
try {
  writeFileSync(schemaFile, await dumpSchema(server.pool));
  console.log(`wrote ${schemaFile}`);
} finally {
  await server.close();
}
