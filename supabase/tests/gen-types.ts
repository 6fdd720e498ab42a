// Writes shared/src/database.types.ts (the Supabase CLI's `Database` type shape) from the migrations:
// starts supabase-local on this project in a temp dir and introspects the migrated schema.
// Usage: pnpm gen:types
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startShopServer } from './support/server.ts';
import { generateDatabaseTypes } from './support/typegen.ts';

const typesFile = fileURLToPath(new URL('../../shared/src/database.types.ts', import.meta.url));

const server = await startShopServer();
try {
  writeFileSync(typesFile, await generateDatabaseTypes(server.pool));
  console.log(`wrote ${typesFile}`);
} finally {
  await server.close();
}
