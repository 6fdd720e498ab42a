import { describe, expect, it } from 'vitest';
import { adminClient, anonClient, buyerClient, db, unique } from './support/clients.ts';
import { createListing, delivery } from './support/checkout.ts';

// Deleting rows that own stored files (spec §6, §7) happens in one transaction, admin-checked inside the
// function, which answers the storage paths for the caller to remove after the commit.

const BUCKET_URL = 'http://127.0.0.1:54321/storage/v1/object/public/collectible-images';

async function listingWithOrderAndImages() {
  const id = await createListing(db(), 1200);
  await db().query(
    `insert into public.collectible_images (collectible_id, image_url, "order") values
       ($1, $2, 0), ($1, $3, 1), ($1, 'https://images.example/elsewhere.jpg', 2)`,
    [id, `${BUCKET_URL}/${id}/1700000000000-0`, `${BUCKET_URL}/${id}/1700000000000-1`],
  );
  await db().query(
    `insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, delivery.full_name, delivery.phone, delivery.address_line1, delivery.city, delivery.state, delivery.pincode],
  );
  return id;
}

async function countsFor(id: string) {
  const { rows } = await db().query<{ listings: number; images: number; orders: number }>(
    `select (select count(*)::int from public.collectibles where id = $1) as listings,
            (select count(*)::int from public.collectible_images where collectible_id = $1) as images,
            (select count(*)::int from public.delivery_addresses where collectible_id = $1) as orders`,
    [id],
  );
  return rows[0]!;
}

describe('delete_collectible', () => {
  it("removes the listing's orders, image rows and the listing, and answers its stored files", async () => {
    const id = await listingWithOrderAndImages();
    const { data, error } = await (await adminClient()).rpc('delete_collectible', { collectible_id: id });
    expect(error).toBeNull();
    expect([...(data ?? [])].sort()).toEqual([`${id}/1700000000000-0`, `${id}/1700000000000-1`]);
    expect(await countsFor(id)).toEqual({ listings: 0, images: 0, orders: 0 });
  });

  it('is atomic: when its last step fails, the orders and images are still there', async () => {
    const id = await listingWithOrderAndImages();
    const trigger = unique('fail_delete').replaceAll('-', '_');
    await db().query(`
      create function public.${trigger}() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure deleting the listing'; end $$;
      create trigger ${trigger} before delete on public.collectibles
        for each row when (old.id = '${id}') execute function public.${trigger}();`);
    try {
      const { error } = await (await adminClient()).rpc('delete_collectible', { collectible_id: id });
      expect(error?.message).toBe('simulated failure deleting the listing');
      expect(await countsFor(id)).toEqual({ listings: 1, images: 3, orders: 1 });
    } finally {
      await db().query(`drop trigger ${trigger} on public.collectibles; drop function public.${trigger}();`);
    }
  });

  it('refuses a visitor and a buyer with the admin texts and keys, deleting nothing', async () => {
    const id = await listingWithOrderAndImages();
    const visitor = await anonClient().rpc('delete_collectible', { collectible_id: id });
    expect(visitor.error?.message).toMatch(/Not authenticated|permission denied/);
    const buyer = await (await buyerClient()).rpc('delete_collectible', { collectible_id: id });
    expect(buyer.error).toMatchObject({ code: 'P0001', message: 'Not authorized', hint: 'not_authorized' });
    expect(await countsFor(id)).toEqual({ listings: 1, images: 3, orders: 1 });
  });

  it("answers 'Collectible not found' for an id that is not there", async () => {
    const { error } = await (await adminClient()).rpc('delete_collectible', {
      collectible_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error).toMatchObject({ message: 'Collectible not found', hint: 'collectible_not_found' });
  });
});

describe('delete_seller_submission', () => {
  it('deletes the submission and answers the stored files of image_url and admin_notes', async () => {
    const name = unique('seller');
    const [first, second] = [`${BUCKET_URL}/seller-submissions/${name}-0.jpg`, `${BUCKET_URL}/seller-submissions/${name}-1.jpg`];
    const { rows } = await db().query<{ id: string }>(
      `insert into public.seller_submissions (seller_name, seller_phone, image_url, admin_notes)
       values ($1, '+919876543210', $2, $3) returning id`,
      [name, first, `Additional images: ${second}, https://photos.example/other.jpg`],
    );
    const id = rows[0]!.id;
    const buyer = await (await buyerClient()).rpc('delete_seller_submission', { submission_id: id });
    expect(buyer.error?.hint).toBe('not_authorized');

    const { data, error } = await (await adminClient()).rpc('delete_seller_submission', { submission_id: id });
    expect(error).toBeNull();
    expect([...(data ?? [])].sort()).toEqual([`seller-submissions/${name}-0.jpg`, `seller-submissions/${name}-1.jpg`]);
    const left = await db().query('select 1 from public.seller_submissions where id = $1', [id]);
    expect(left.rowCount).toBe(0);
  });
});

describe('refusals carry a machine key', () => {
  it('puts the key of a promo refusal in the hint, beside the spec text', async () => {
    const { error } = await (await buyerClient()).rpc('validate_promo', { code: 'NOSUCHCODE' });
    expect(error).toMatchObject({ code: 'P0001', message: 'Invalid promo code', hint: 'promo_invalid' });
  });

  it('answers an order for a sold piece with collectible_sold', async () => {
    const id = await createListing(db(), 500, 'sold');
    const { error } = await (await buyerClient()).rpc('place_order', { collectible_id: id, ...delivery });
    expect(error).toMatchObject({ message: 'This item has already been sold', hint: 'collectible_sold' });
  });
});
