import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminClient, db, unique } from './support/clients.ts';

// Issue 28 item 1: the listing forms refuse a price that is not a whole number of rupees (shared
// parseListingPrice); the database refuses the same through the calls the forms make, and never rounds.

const BUCKET_URL = 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images';

const args = (price: unknown) => {
  const id = randomUUID();
  return {
    id,
    call: {
      collectible_id: id,
      type: 'coin',
      name: 'Price Rule Rupee',
      slug: unique('price-rule').toLowerCase(),
      description: 'A test piece.',
      price: price as number,
      youtube_url: '',
      category_id: null as unknown as string,
      image_urls: [`${BUCKET_URL}/${id}/1700000000000-0`],
    },
  };
};

const stored = async (id: string) =>
  (await db().query<{ price: number }>('select price from public.collectibles where id = $1', [id])).rows[0];

describe('create_collectible and update_collectible take whole rupees only', () => {
  it.each([
    ['a price with paise', 12.5, '22P02'],
    ['a price with paise as text', '12.50', '22P02'],
    ['a negative price', -5, '23514'],
    ['a price beyond the integer column', 2_147_483_648, '22003'],
  ])('refuse %s and write nothing', async (_what, price, code) => {
    const admin = await adminClient();
    const { id, call } = args(price);
    const { error } = await admin.rpc('create_collectible', call);
    expect(error?.code).toBe(code);
    expect(await stored(id)).toBeUndefined();
  });

  it('stores a whole price as given, and an update with paise leaves it unchanged', async () => {
    const admin = await adminClient();
    const { id, call } = args(1250);
    expect((await admin.rpc('create_collectible', call)).error).toBeNull();
    const { image_urls: _images, ...fields } = call;
    const update = await admin.rpc('update_collectible', {
      ...fields,
      price: 12.5,
      status: 'available',
      kept_image_ids: [],
      new_image_urls: call.image_urls,
    });
    expect(update.error?.code).toBe('22P02');
    expect(await stored(id)).toEqual({ price: 1250 });
  });
});
