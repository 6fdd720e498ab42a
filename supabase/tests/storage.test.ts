import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingId } from './seed/model.ts';
import { adminClient, anonClient, anonymousSession, buyerClient, db, shop, unique, type ShopClient } from './support/clients.ts';

// Bucket collectible-images (migration 20240315000600 + config.toml): public read; any session uploads
// images up to 5 MB under seller-submissions/ (20261125000200: the anon key alone may not, see
// seller-photos.test.ts); every other write is the admin's.

const bucket = 'collectible-images';
const jpeg = readFileSync(new URL(`../seed/images/${listingId(1)}/1.jpg`, import.meta.url));
let clients: Record<'anon' | 'buyer' | 'anonymous' | 'admin', ShopClient>;

beforeAll(async () => {
  const [buyer, anonymous, admin] = await Promise.all([buyerClient(), anonymousSession(), adminClient()]);
  clients = { anon: anonClient(), buyer, anonymous, admin };
});

const sellerPath = () => `seller-submissions/${unique('photo')}.jpg`;
const listingPath = () => `${listingId(2)}/${unique('photo')}.jpg`;
// Bytes of their own: an upload with a listing photo's exact bytes is a copy of it (seller-photos.test.ts).
const photoBytes = () => Buffer.concat([jpeg, Buffer.from(unique('bytes'))]);
const upload = (who: keyof typeof clients, path: string, body: Buffer = photoBytes(), contentType = 'image/jpeg') =>
  clients[who].storage.from(bucket).upload(path, body, { contentType });
const stored = async (path: string) =>
  ((await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path])).rowCount ?? 0) > 0;

describe('reading', () => {
  it('serves seed images publicly, without any key', async () => {
    const response = await fetch(`${shop().url}/storage/v1/object/public/${bucket}/${listingId(1)}/1.jpg`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('lets a visitor list a listing folder', async () => {
    const { data, error } = await clients.anon.storage.from(bucket).list(listingId(1));
    expect(error).toBeNull();
    expect(data?.map((f) => f.name)).toContain('1.jpg');
  });
});

describe('seller uploads', () => {
  it.each(['buyer', 'anonymous', 'admin'] as const)('%s may upload an image under seller-submissions/', async (who) => {
    const path = sellerPath();
    const { error } = await upload(who, path);
    expect(error).toBeNull();
    expect(await stored(path)).toBe(true);
    const response = await fetch(clients.anon.storage.from(bucket).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
  });

  it('refuses a 6 MB image (the 5 MB limit)', async () => {
    const path = sellerPath();
    const { error } = await upload('anon', path, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
    expect(await stored(path)).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const path = `seller-submissions/${unique('notes')}.txt`;
    const { error } = await upload('anon', path, Buffer.from('not a coin'), 'text/plain');
    expect(error?.message).toBe('mime type text/plain is not supported');
    expect(await stored(path)).toBe(false);
  });

  it('does not let a visitor overwrite an existing upload', async () => {
    const path = sellerPath();
    await upload('anonymous', path);
    const { error } = await clients.anonymous.storage
      .from(bucket)
      .upload(path, Buffer.from(jpeg), { contentType: 'image/jpeg', upsert: true });
    expect(error).not.toBeNull();
  });
});

describe('listing photos and removal', () => {
  it.each(['anon', 'buyer', 'anonymous'] as const)('%s may not upload into a listing folder', async (who) => {
    const path = listingPath();
    const { error } = await upload(who, path);
    expect(error?.message).toBe('new row violates row-level security policy');
    expect(await stored(path)).toBe(false);
  });

  it('admin may upload into a listing folder', async () => {
    const path = listingPath();
    const { error } = await upload('admin', path);
    expect(error).toBeNull();
    expect(await stored(path)).toBe(true);
  });

  it.each(['anon', 'buyer', 'anonymous'] as const)('%s may not remove files', async (who) => {
    const path = sellerPath();
    await upload('admin', path);
    await clients[who].storage.from(bucket).remove([path]);
    expect(await stored(path)).toBe(true);
  });

  it('admin may remove files (a deleted listing or submission)', async () => {
    const path = sellerPath();
    await upload('anonymous', path);
    expect(await stored(path)).toBe(true);
    const { error } = await clients.admin.storage.from(bucket).remove([path]);
    expect(error).toBeNull();
    expect(await stored(path)).toBe(false);
  });
});
