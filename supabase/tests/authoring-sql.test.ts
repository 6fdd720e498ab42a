import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminClient, anonClient, buyerClient, db, unique, type ShopClient } from './support/clients.ts';

// Listing authoring (spec §2 create/edit, §7): one call writes the listing and its image rows, admin-checked
// inside; a listing never exists without its images, and a failed write leaves nothing behind.

const BUCKET_URL = 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images';
const photo = (id: string, n: number) => `${BUCKET_URL}/${id}/1700000000000-${n}`;

function fields(slug = unique('authoring')) {
  return {
    type: 'coin',
    name: 'Authoring Test Rupee',
    slug,
    description: 'A test piece.',
    price: 1500,
    youtube_url: '',
    category_id: null as unknown as string,
  };
}

async function rowsOf(id: string) {
  const listing = await db().query(`select * from public.collectibles where id = $1`, [id]);
  const images = await db().query<{ id: string; image_url: string; order: number }>(
    `select id, image_url, "order" from public.collectible_images where collectible_id = $1 order by "order", id`,
    [id],
  );
  return { listing: listing.rows[0] as Record<string, unknown> | undefined, images: images.rows };
}

async function create(client: ShopClient, images: string[], overrides: Partial<ReturnType<typeof fields>> = {}) {
  const id = randomUUID();
  const result = await client.rpc('create_collectible', { collectible_id: id, ...fields(), ...overrides, image_urls: images });
  return { id, ...result };
}

describe('create_collectible', () => {
  it('inserts the listing under the id the form made, with its images in upload order and no status', async () => {
    const admin = await adminClient();
    const id = randomUUID();
    const { data, error } = await admin.rpc('create_collectible', {
      collectible_id: id,
      ...fields(),
      youtube_url: '  ',
      image_urls: [photo(id, 0), photo(id, 1), photo(id, 2)],
    });
    expect(error).toBeNull();
    expect(data).toBe(id);
    const { listing, images } = await rowsOf(id);
    expect(listing).toMatchObject({ name: 'Authoring Test Rupee', price: 1500, status: null, youtube_url: null });
    expect(images.map((image) => [image.image_url, image.order])).toEqual([
      [photo(id, 0), 0],
      [photo(id, 1), 1],
      [photo(id, 2), 2],
    ]);
  });

  it("refuses a listing without images: 'Please add at least one image'", async () => {
    const { id, error } = await create(await adminClient(), []);
    expect(error).toMatchObject({ code: 'P0001', hint: 'listing_images_required', message: 'Please add at least one image' });
    expect((await rowsOf(id)).listing).toBeUndefined();
  });

  it('leaves nothing behind when a step fails: a seventh image, a taken slug, a bad video link', async () => {
    const admin = await adminClient();
    const seven = await create(
      admin,
      Array.from({ length: 7 }, (_, n) => photo('x', n)),
    );
    expect(seven.error).toMatchObject({ hint: 'listing_image_limit' });
    expect(await rowsOf(seven.id)).toEqual({ listing: undefined, images: [] });

    const first = await create(admin, [photo('a', 0)]);
    const slug = (await rowsOf(first.id)).listing!.slug as string;
    const taken = await create(admin, [photo('b', 0)], { slug });
    expect(taken.error).toMatchObject({ code: '23505' });
    expect(taken.error!.message).toContain('collectibles_slug_key');
    expect(await rowsOf(taken.id)).toEqual({ listing: undefined, images: [] });

    const video = await create(admin, [photo('c', 0)], { youtube_url: 'https://vimeo.com/123' });
    expect(video.error!.message).toContain('collectibles_youtube_url_valid');
    expect(await rowsOf(video.id)).toEqual({ listing: undefined, images: [] });
  });

  it('refuses visitors and buyers (Not authenticated / Not authorized) and writes nothing', async () => {
    const visitor = await create(anonClient(), [photo('v', 0)]);
    expect(visitor.error).toMatchObject({ code: 'P0001', hint: 'not_authenticated', message: 'Not authenticated' });
    const buyer = await create(await buyerClient(), [photo('b', 0)]);
    expect(buyer.error).toMatchObject({ code: 'P0001', hint: 'not_authorized', message: 'Not authorized' });
    expect((await rowsOf(visitor.id)).listing).toBeUndefined();
    expect((await rowsOf(buyer.id)).listing).toBeUndefined();
  });
});

describe('update_collectible', () => {
  async function listingWithFourImages() {
    const { id, error } = await create(
      await adminClient(),
      [0, 1, 2, 3].map((n) => photo('seed', n)).map((url, n) => url.replace('seed', `s${n}`)),
    );
    expect(error).toBeNull();
    await db().query(
      `update public.collectible_images set image_url = $2 || '/' || $1 || '/1700000000000-' || "order" where collectible_id = $1`,
      [id, BUCKET_URL],
    );
    return { id, images: (await rowsOf(id)).images };
  }

  function update(client: ShopClient, id: string, kept: string[], added: string[], overrides: Record<string, unknown> = {}) {
    return client.rpc('update_collectible', {
      collectible_id: id,
      ...fields(),
      name: 'Edited Rupee',
      status: 'sold',
      kept_image_ids: kept,
      new_image_urls: added,
      ...overrides,
    });
  }

  it('saves the fields and status, keeps the chosen images in order, adds new ones after them, answers removed files', async () => {
    const { id, images } = await listingWithFourImages();
    const kept = [images[3]!.id, images[1]!.id];
    const { data, error } = await update(await adminClient(), id, kept, [photo(id, 9)]);
    expect(error).toBeNull();
    expect([...(data ?? [])].sort()).toEqual([`${id}/1700000000000-0`, `${id}/1700000000000-2`]);
    const after = await rowsOf(id);
    expect(after.listing).toMatchObject({ name: 'Edited Rupee', status: 'sold' });
    expect(after.images.map((image) => [image.image_url, image.order])).toEqual([
      [images[1]!.image_url, 0],
      [images[3]!.image_url, 1],
      [photo(id, 9), 2],
    ]);
  });

  it('refuses to leave a listing without images, and changes nothing', async () => {
    const { id, images } = await listingWithFourImages();
    const { error } = await update(await adminClient(), id, [], []);
    expect(error).toMatchObject({ hint: 'listing_images_required' });
    const after = await rowsOf(id);
    expect(after.images).toEqual(images);
    expect(after.listing).toMatchObject({ name: 'Authoring Test Rupee', status: null });
  });

  it('refuses a slug another listing uses, and changes nothing', async () => {
    const { id, images } = await listingWithFourImages();
    const other = await create(await adminClient(), [photo('o', 0)]);
    const slug = (await rowsOf(other.id)).listing!.slug;
    const { error } = await update(await adminClient(), id, [], [photo(id, 5)], { slug });
    expect(error!.message).toContain('collectibles_slug_key');
    expect((await rowsOf(id)).images).toEqual(images);
  });

  it("answers 'Collectible not found' for an unknown id", async () => {
    const { error } = await update(await adminClient(), randomUUID(), [], [photo('z', 0)]);
    expect(error).toMatchObject({ hint: 'collectible_not_found' });
  });

  it('refuses visitors and buyers, and changes nothing', async () => {
    const { id, images } = await listingWithFourImages();
    expect((await update(anonClient(), id, [], [photo(id, 7)])).error).toMatchObject({ hint: 'not_authenticated' });
    expect((await update(await buyerClient(), id, [], [photo(id, 7)])).error).toMatchObject({ hint: 'not_authorized' });
    expect((await rowsOf(id)).images).toEqual(images);
  });
});
