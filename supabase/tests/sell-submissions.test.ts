import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingId } from './seed/model.ts';
import { adminClient, anonymousSession, buyerClient, db, unique, type ShopClient } from './support/clients.ts';

// The server agrees with the sell form (migration 20261123001000): a hand-made API call cannot insert
// what the form would refuse, and stale seller uploads can be found for removal.

const bucket = 'collectible-images';
const jpeg = readFileSync(new URL(`../seed/images/${listingId(1)}/1.jpg`, import.meta.url));
let visitor: ShopClient;
let admin: ShopClient;

beforeAll(async () => {
  // The sell form uploads and submits as an anonymous session: Storage records it as the photos' owner.
  visitor = await anonymousSession();
  admin = await adminClient();
});

/** Uploads a photo as the form does and answers its public URL. */
async function sellerPhoto(): Promise<string> {
  const path = `seller-submissions/${Date.now()}-0-${unique('coin')}.jpg`;
  // Bytes of its own: a listing photo's exact bytes would be a copy of it (seller-photos.test.ts).
  const bytes = Buffer.concat([jpeg, Buffer.from(unique('bytes'))]);
  const { error } = await visitor.storage.from(bucket).upload(path, bytes, { contentType: 'image/jpeg' });
  if (error) throw error;
  return visitor.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

const submission = (name: string, image_url: string, admin_notes: string | null = null, extra: Record<string, unknown> = {}) => ({
  seller_name: name,
  seller_phone: '+919876543210',
  status: 'pending',
  image_url,
  admin_notes,
  ...extra,
});

const rowsNamed = async (name: string) =>
  (await db().query('select status, image_url, admin_notes from public.seller_submissions where seller_name = $1', [name])).rows;

describe('a visitor submitting through the API', () => {
  it('may insert what the form sends: pending, three stored photos, the notes as the form writes them', async () => {
    const [first, second, third] = await Promise.all([sellerPhoto(), sellerPhoto(), sellerPhoto()]);
    const name = unique('Ravi');
    const { error } = await visitor
      .from('seller_submissions')
      .insert(submission(name, first, `Additional images: ${second}, ${third}`));
    expect(error).toBeNull();
    expect(await rowsNamed(name)).toEqual([
      { status: 'pending', image_url: first, admin_notes: `Additional images: ${second}, ${third}` },
    ]);
  });

  it('is refused a phone that is not +91 and 10 digits', async () => {
    const name = unique('phone');
    const { error } = await visitor
      .from('seller_submissions')
      .insert({ ...submission(name, await sellerPhoto()), seller_phone: '98765' });
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain('seller_submissions_seller_phone_format');
    expect(await rowsNamed(name)).toEqual([]);
  });

  it.each(['accepted', 'rejected'])("is refused status '%s'", async (status) => {
    const name = unique('status');
    const { error } = await visitor.from('seller_submissions').insert(submission(name, await sellerPhoto(), null, { status }));
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "seller_submissions"',
    });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('is refused a fourth image', async () => {
    const [first, ...rest] = await Promise.all([sellerPhoto(), sellerPhoto(), sellerPhoto(), sellerPhoto()]);
    const name = unique('four');
    const { error } = await visitor
      .from('seller_submissions')
      .insert(submission(name, first, `Additional images: ${rest.join(', ')}`));
    expect(error).toMatchObject({ code: 'P0001', hint: 'sell_image_count', message: 'Maximum 3 images allowed' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it.each([
    ['a photo hosted elsewhere', async () => 'https://photos.example/seller-submissions/coin.jpg'],
    [
      'a listing photo of this bucket',
      async () => visitor.storage.from(bucket).getPublicUrl(`${listingId(1)}/1.jpg`).data.publicUrl,
    ],
    [
      'a seller photo that was never uploaded',
      async () => visitor.storage.from(bucket).getPublicUrl(`seller-submissions/${unique('none')}.jpg`).data.publicUrl,
    ],
    ['a stored photo with a query string', async () => `${await sellerPhoto()}?download=1`],
  ])('is refused %s', async (_case, imageUrl) => {
    const name = unique('url');
    const { error } = await visitor.from('seller_submissions').insert(submission(name, await imageUrl()));
    expect(error).toMatchObject({ code: 'P0001', hint: 'sell_image_not_stored' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('is refused the same photo twice', async () => {
    const photo = await sellerPhoto();
    const { error } = await visitor
      .from('seller_submissions')
      .insert(submission(unique('twice'), photo, `Additional images: ${photo}`));
    expect(error?.hint).toBe('sell_image_not_stored');
  });

  it('is refused notes other than the additional images', async () => {
    const name = unique('notes');
    const { error } = await visitor
      .from('seller_submissions')
      .insert(submission(name, await sellerPhoto(), 'Please call after 6 pm, price is 5 lakh'));
    expect(error).toMatchObject({ code: 'P0001', hint: 'sell_notes_format' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('applies to signed-in buyers and anonymous sessions too', async () => {
    for (const client of [await buyerClient(), await anonymousSession()]) {
      const { error } = await client
        .from('seller_submissions')
        .insert(submission(unique('buyer'), 'https://photos.example/a.jpg'));
      expect(error?.hint).toBe('sell_image_not_stored');
    }
  });

  it('cannot read submissions back, its own included', async () => {
    const { data } = await visitor.from('seller_submissions').select('id');
    expect(data ?? []).toEqual([]);
  });
});

describe('an admin', () => {
  it('may note other https image URLs (spec §3) and set any status', async () => {
    const name = unique('admin');
    const { error } = await admin
      .from('seller_submissions')
      .insert(
        submission(name, 'https://photos.example/a.jpg', 'Seller also sent https://photos.example/b.jpg', { status: 'accepted' }),
      );
    expect(error).toBeNull();
    expect(await rowsNamed(name)).toHaveLength(1);
  });
});

describe('unreferenced_seller_uploads', () => {
  const age = (url: string, interval: string) =>
    db().query(`update storage.objects set created_at = now() - $2::interval where bucket_id = $3 and name = $1`, [
      url.replace(/^.*\/collectible-images\//, ''),
      interval,
      bucket,
    ]);
  const pathOf = (url: string) => url.replace(/^.*\/collectible-images\//, '');

  it('names seller photos older than a day that no submission references, and only those', async () => {
    const [orphan, young, first, second] = await Promise.all([sellerPhoto(), sellerPhoto(), sellerPhoto(), sellerPhoto()]);
    const { error } = await visitor
      .from('seller_submissions')
      .insert(submission(unique('kept'), first, `Additional images: ${second}`));
    expect(error).toBeNull();
    await Promise.all([age(orphan, '25 hours'), age(young, '2 hours'), age(first, '3 days'), age(second, '3 days')]);

    const { data, error: rpcError } = await admin.rpc('unreferenced_seller_uploads');
    expect(rpcError).toBeNull();
    expect(data).toContain(pathOf(orphan));
    for (const kept of [young, first, second]) expect(data).not.toContain(pathOf(kept));
    expect((data ?? []).every((path) => path.startsWith('seller-submissions/'))).toBe(true);
  });

  it("is what the admin screen's clean-up removes: old orphans go, referenced and recent photos stay", async () => {
    const [orphan, young, first, second] = await Promise.all([sellerPhoto(), sellerPhoto(), sellerPhoto(), sellerPhoto()]);
    const { error } = await visitor
      .from('seller_submissions')
      .insert(submission(unique('kept'), first, `Additional images: ${second}`));
    expect(error).toBeNull();
    await Promise.all([age(orphan, '2 days'), age(young, '23 hours'), age(first, '3 days'), age(second, '3 days')]);

    // removeUnreferencedSellerUploads() (shared/src/domain/sellerSubmissions/submit.ts), step by step,
    // with the admin's session as the Seller Submissions screen has it.
    const { data: paths, error: rpcError } = await admin.rpc('unreferenced_seller_uploads');
    expect(rpcError).toBeNull();
    expect(paths).toContain(pathOf(orphan));
    const { error: removeError } = await admin.storage.from(bucket).remove(paths ?? []);
    expect(removeError).toBeNull();

    const stored = async (url: string) =>
      (await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, pathOf(url)])).rowCount;
    expect(await stored(orphan)).toBe(0);
    // Hosted Storage answers a missing object with HTTP 400 and statusCode '404' in the body.
    expect((await fetch(orphan)).ok).toBe(false);
    for (const kept of [young, first, second]) {
      expect(await stored(kept)).toBe(1);
      expect((await fetch(kept)).status).toBe(200);
    }
    const again = await admin.rpc('unreferenced_seller_uploads');
    expect(again.data).toEqual([]);
  });

  it('is for admins only', async () => {
    const anon = await visitor.rpc('unreferenced_seller_uploads');
    expect(anon.error).not.toBeNull();
    const buyer = await (await buyerClient()).rpc('unreferenced_seller_uploads');
    expect(buyer.error).toMatchObject({ code: 'P0001', hint: 'not_authorized' });
  });
});
