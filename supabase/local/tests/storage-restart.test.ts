import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { startFixture, type Fixture } from './helpers.ts';
import { freshDataDir } from './pg-template.ts';

// Kept across the restart; starts as a copy of the run's initdb'd cluster (tests/pg-template.ts).
const dataDir = freshDataDir('storage-restart-');
let running: Fixture | undefined;
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps uploaded objects and re-seeds buckets idempotently across a restart', async () => {
  running = await startFixture({ dataDir });
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c0a060' } })
    .png()
    .toBuffer();
  const upload = await running.fetch('/storage/v1/object/images/kept/anna.png', {
    method: 'POST',
    headers: { Authorization: `Bearer ${running.serviceRoleKey}`, 'Content-Type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(upload.status).toBe(200);
  await running.stop();

  running = await startFixture({ dataDir });
  const kept = await running.fetch('/storage/v1/object/public/images/kept/anna.png');
  expect(kept.status).toBe(200);
  expect(Buffer.from(await kept.arrayBuffer()).equals(png)).toBe(true);
  const seeded = await running.sql(
    `select count(*)::int as n from storage.objects where bucket_id = 'images' and name = 'coins/gold-mohur.png'`,
  );
  expect(seeded.rows[0].n).toBe(1);
  expect((await running.fetch('/storage/v1/object/public/images/coins/gold-mohur.png')).status).toBe(200);
});
