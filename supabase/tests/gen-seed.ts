// Writes supabase/seed.sql from the seed data in ./seed. Usage: pnpm gen:seed
// SEED_STORAGE_ORIGIN=https://<ref>.supabase.co makes the image URLs point at a hosted project.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STORAGE_ORIGIN, renderSeedSql } from './seed/render-sql.ts';

const target = fileURLToPath(new URL('../seed.sql', import.meta.url));
writeFileSync(target, renderSeedSql(process.env.SEED_STORAGE_ORIGIN ?? DEFAULT_STORAGE_ORIGIN));
console.log(`wrote ${target}`);
