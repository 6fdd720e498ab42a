import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingId } from './seed/model.ts';
import { adminClient, anonClient, anonymousSession, db, unique, userIdOf, type ShopClient } from './support/clients.ts';

// Seller photos (issue 29 item 4): each upload under seller-submissions/ is recorded with its uploader,
// a submission may use only its own session's photos at this project's storage URL, deleting a
// submission never removes a photo another submission (or a listing) uses or another seller uploaded,
// and visitors can neither list that folder nor copy files into it.

const bucket = 'collectible-images';
const listingPhoto = `${listingId(1)}/1.jpg`;
let admin: ShopClient;
beforeAll(async () => {
  admin = await adminClient();
});

/** A photo of its own bytes each time (a copy of another file would share its eTag). */
async function freshJpeg(): Promise<Buffer> {
  const colour = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: 90 };
  return sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Uploads a photo as the sell form does (as the visitor's session) and answers its public URL. */
async function sellerPhoto(client: ShopClient): Promise<string> {
  const path = `seller-submissions/${Date.now()}-0-${unique('coin')}.jpg`;
  const { error } = await client.storage.from(bucket).upload(path, await freshJpeg(), { contentType: 'image/jpeg' });
  if (error) throw error;
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

const pathOf = (url: string) => url.replace(/^.*\/collectible-images\//, '');
const submission = (image_url: string, admin_notes: string | null = null) => ({
  seller_name: unique('Seller'),
  seller_phone: '+919876543210',
  status: 'pending',
  image_url,
  admin_notes,
});
const stored = async (path: string) =>
  (await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path])).rowCount === 1;

describe('the uploader of a seller photo', () => {
  it('is recorded: the object is owned by the session that uploaded it', async () => {
    const seller = await anonymousSession();
    const url = await sellerPhoto(seller);
    const { rows } = await db().query('select owner::text, owner_id from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      pathOf(url),
    ]);
    const id = await userIdOf(seller);
    expect(rows).toEqual([{ owner: id, owner_id: id }]);
  });

  it('must be a session: the anon key alone may not upload under seller-submissions/', async () => {
    const path = `seller-submissions/${unique('keyless')}.jpg`;
    const { error } = await anonClient()
      .storage.from(bucket)
      .upload(path, await freshJpeg(), { contentType: 'image/jpeg' });
    expect(error?.message).toBe('new row violates row-level security policy');
    expect(await stored(path)).toBe(false);
  });

  it('is who submits: the sell form flow (one anonymous session uploads and submits) is accepted', async () => {
    const seller = await anonymousSession();
    const [first, second] = [await sellerPhoto(seller), await sellerPhoto(seller)];
    const { error } = await seller.from('seller_submissions').insert(submission(first, `Additional images: ${second}`));
    expect(error).toBeNull();
  });

  it('must match the submission: another session may not submit those photos', async () => {
    const [owner, other] = [await anonymousSession(), await anonymousSession()];
    const photo = await sellerPhoto(owner);
    const asImage = await other.from('seller_submissions').insert(submission(photo));
    expect(asImage.error).toMatchObject({ code: 'P0001', hint: 'sell_image_not_stored' });
    const inNotes = await other
      .from('seller_submissions')
      .insert(submission(await sellerPhoto(other), `Additional images: ${photo}`));
    expect(inNotes.error).toMatchObject({ code: 'P0001', hint: 'sell_image_not_stored' });
  });
});

describe("a submission's photo URLs", () => {
  const elsewhere = (url: string) => url.replace(/^https?:\/\/[^/]+/, 'https://photos.attacker.example');

  it("are this project's storage URL only, for image_url", async () => {
    const seller = await anonymousSession();
    const { error } = await seller.from('seller_submissions').insert(submission(elsewhere(await sellerPhoto(seller))));
    expect(error).toMatchObject({ code: 'P0001', hint: 'sell_image_not_stored' });
  });

  it("are this project's storage URL only, for the additional images in admin_notes", async () => {
    const seller = await anonymousSession();
    const first = await sellerPhoto(seller);
    const second = elsewhere(await sellerPhoto(seller));
    const { error } = await seller.from('seller_submissions').insert(submission(first, `Additional images: ${second}`));
    expect(error).toMatchObject({ code: 'P0001', hint: 'sell_image_not_stored' });
  });
});

describe('deleting a submission', () => {
  /** Rows as an older client (or a seed) may have left them: written with the superuser. */
  async function storedSubmission(imageUrl: string, notes: string | null, submittedBy: string | null): Promise<string> {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.seller_submissions (seller_name, seller_phone, image_url, admin_notes, submitted_by)
       values ($1, '+919876543210', $2, $3, $4) returning id`,
      [unique('Seller'), imageUrl, notes, submittedBy],
    );
    return rows[0]!.id;
  }

  it('never answers a photo that another submission still references', async () => {
    const seller = await anonymousSession();
    const sellerId = await userIdOf(seller);
    const [own, shared] = [await sellerPhoto(seller), await sellerPhoto(seller)];
    const deleted = await storedSubmission(own, `Additional images: ${shared}`, sellerId);
    await storedSubmission(shared, null, sellerId);
    const { data, error } = await admin.rpc('delete_seller_submission', { submission_id: deleted });
    expect(error).toBeNull();
    expect(data).toEqual([pathOf(own)]);
  });

  it("never answers another seller's photo, whatever host the URL names", async () => {
    const [victim, attacker] = [await anonymousSession(), await anonymousSession()];
    const victimPhoto = await sellerPhoto(victim);
    const spoofed = victimPhoto.replace(/^https?:\/\/[^/]+/, 'https://cdn.attacker.example');
    const attackerPhoto = await sellerPhoto(attacker);
    const deleted = await storedSubmission(attackerPhoto, `Additional images: ${spoofed}`, await userIdOf(attacker));
    const { data } = await admin.rpc('delete_seller_submission', { submission_id: deleted });
    expect(data).toEqual([pathOf(attackerPhoto)]);
    expect(await stored(pathOf(victimPhoto))).toBe(true);
  });

  it('never answers a listing photo noted in a submission', async () => {
    const listingUrl = admin.storage.from(bucket).getPublicUrl(listingPhoto).data.publicUrl;
    const deleted = await storedSubmission(listingUrl, null, null);
    const { data } = await admin.rpc('delete_seller_submission', { submission_id: deleted });
    expect(data).toEqual([]);
  });
});

describe('the seller-submissions/ folder', () => {
  it('cannot be listed with the anon key', async () => {
    await sellerPhoto(await anonymousSession());
    const { data } = await anonClient().storage.from(bucket).list('seller-submissions', { limit: 1000 });
    expect(data ?? []).toEqual([]);
  });

  it("lists only a session's own uploads to that session, and everything to an admin", async () => {
    const [seller, other] = [await anonymousSession(), await anonymousSession()];
    const own = pathOf(await sellerPhoto(seller));
    const theirs = pathOf(await sellerPhoto(other));
    const names = async (client: ShopClient) =>
      ((await client.storage.from(bucket).list('seller-submissions', { limit: 1000, search: '' })).data ?? []).map(
        (f) => `seller-submissions/${f.name}`,
      );
    const seen = await names(seller);
    expect(seen).toContain(own);
    expect(seen).not.toContain(theirs);
    const everything = (
      await admin.storage
        .from(bucket)
        .list('seller-submissions', { limit: 1000, sortBy: { column: 'created_at', order: 'desc' } })
    ).data?.map((f) => `seller-submissions/${f.name}`);
    expect(everything).toEqual(expect.arrayContaining([own, theirs]));
  });

  it('cannot be copied into, with the anon key or as a session', async () => {
    for (const client of [anonClient(), await anonymousSession()]) {
      const target = `seller-submissions/${unique('copied')}.jpg`;
      const { error } = await client.storage.from(bucket).copy(listingPhoto, target);
      expect(error).not.toBeNull();
      expect(await stored(target)).toBe(false);
    }
  });

  it('still serves each photo publicly by its URL (the admin screen and the e-mails show them)', async () => {
    const url = await sellerPhoto(await anonymousSession());
    expect((await fetch(url)).status).toBe(200);
  });

  it('leaves the listing folders listable by visitors', async () => {
    const { data } = await anonClient().storage.from(bucket).list(listingId(1));
    expect(data?.map((f) => f.name)).toContain('1.jpg');
  });
});
