import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonymousSession, buyerClient, db, unique, type ShopClient } from './support/clients.ts';
import { createListing, placeOrder } from './support/checkout.ts';

// The validation rules of spec §5 have twins in the database: whatever the UI rejects, the API rejects too,
// with a PostgREST error whose code and constraint name say why.

let admin: ShopClient;
let buyer: ShopClient;
beforeAll(async () => {
  [admin, buyer] = await Promise.all([adminClient(), buyerClient()]);
});

const listing = (overrides: Record<string, unknown> = {}) => ({
  type: 'coin',
  name: 'Constraint coin',
  slug: unique('constraint').toLowerCase(),
  description: 'Condition: fine',
  price: 100,
  ...overrides,
});

describe('collectibles (listing form, spec §5)', () => {
  it.each([
    ['a negative price', { price: -1 }, '23514', 'collectibles_price_not_negative'],
    ['a type other than coin or note', { type: 'medal' }, '23514', 'collectibles_type_coin_or_note'],
    ['an unknown status', { status: 'reserved' }, '23514', 'collectibles_status_known'],
    ['an empty name', { name: '  ' }, '23514', 'collectibles_name_required'],
    ['a slug that is not URL-friendly', { slug: 'Mughal Rupee!' }, '23514', 'collectibles_slug_url_friendly'],
    ['a slug the shell routes itself', { slug: 'sell' }, '23514', 'collectibles_slug_not_a_route'],
    ['a video link that is not YouTube', { youtube_url: 'https://vimeo.com/123456' }, '23514', 'collectibles_youtube_url_valid'],
    [
      'a YouTube link with a short id',
      { youtube_url: 'https://www.youtube.com/watch?v=abc' },
      '23514',
      'collectibles_youtube_url_valid',
    ],
    [
      'a YouTube link with a 12-character id',
      { youtube_url: 'https://youtu.be/aqz-KE-bpKQX' },
      '23514',
      'collectibles_youtube_url_valid',
    ],
    ['a YouTube channel link', { youtube_url: 'https://www.youtube.com/@sikka' }, '23514', 'collectibles_youtube_url_valid'],
  ])('rejects %s', async (_what, overrides, code, constraint) => {
    const { error } = await admin.from('collectibles').insert(listing(overrides) as never);
    expect(error?.code).toBe(code);
    expect(error?.message).toContain(constraint);
  });

  it('rejects a fractional price as not an integer', async () => {
    const { error } = await admin.from('collectibles').insert(listing({ price: 10.5 }) as never);
    expect(error?.code).toBe('22P02');
  });

  it('rejects a slug already in use with 23505 (HTTP 409)', async () => {
    const { error, status } = await admin.from('collectibles').insert(listing({ slug: '1911-george-v-pig-rupee' }) as never);
    expect(error?.code).toBe('23505');
    expect(status).toBe(409);
  });

  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/shorts/aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
    'https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ',
    'youtu.be/aqz-KE-bpKQ',
  ])('accepts the YouTube link %s', async (url) => {
    const { error } = await admin.from('collectibles').insert(listing({ youtube_url: url }) as never);
    expect(error).toBeNull();
  });

  it('accepts a listing without a status (shown as available)', async () => {
    const { data, error } = await admin.from('collectibles').insert(listing()).select('status, user_id').single();
    expect(error).toBeNull();
    expect(data?.status).toBeNull();
    expect(data?.user_id).not.toBeNull();
  });

  it('keeps a listing to at most 6 images', async () => {
    const id = await createListing(db(), 100);
    const rows = Array.from({ length: 7 }, (_, i) => ({
      collectible_id: id,
      image_url: `https://example.com/${i}.jpg`,
      order: i,
    }));
    const { error } = await admin.from('collectible_images').insert(rows);
    expect(error?.message).toBe('A listing can have at most 6 images');
    const { error: six } = await admin.from('collectible_images').insert(rows.slice(0, 6));
    expect(six).toBeNull();
  });
});

describe('promo codes (promo form, spec §5)', () => {
  it.each([
    ['a lower-case code', { code: 'welcome' }, 'promo_codes_code_upper_case'],
    ['a discount of 0', { discount_percent: 0 }, 'promo_codes_discount_1_to_100'],
    ['a discount over 100', { discount_percent: 101 }, 'promo_codes_discount_1_to_100'],
    ['max uses of 0', { max_uses: 0 }, 'promo_codes_max_uses_at_least_1'],
    ['a negative used count', { used_count: -1 }, 'promo_codes_used_count_not_negative'],
    ['more uses than allowed', { max_uses: 2, used_count: 3 }, 'promo_codes_used_within_max'],
  ])('rejects %s', async (_what, overrides, constraint) => {
    const { error } = await admin
      .from('promo_codes')
      .insert({ code: unique('C').toUpperCase(), discount_percent: 10, ...overrides });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('rejects a duplicate code', async () => {
    const { error } = await admin.from('promo_codes').insert({ code: 'WELCOME10', discount_percent: 10 });
    expect(error?.code).toBe('23505');
  });

  it('accepts unlimited uses (max_uses null) and defaults to active, starting now', async () => {
    const { data, error } = await admin
      .from('promo_codes')
      .insert({ code: unique('OK').toUpperCase(), discount_percent: 1 })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ max_uses: null, used_count: 0, is_active: true, expires_at: null });
  });
});

describe('delivery details (checkout form, spec §5)', () => {
  it.each([
    ['an empty full name', { full_name: ' ' }, 'delivery_addresses_full_name_required'],
    ['an empty address line 1', { address_line1: '' }, 'delivery_addresses_address_line1_required'],
    ['an empty city', { city: '' }, 'delivery_addresses_city_required'],
    ['a 5-digit PIN code', { pincode: '56001' }, 'delivery_addresses_pincode_6_digits'],
    ['a PIN code with letters', { pincode: '56000A' }, 'delivery_addresses_pincode_6_digits'],
  ])('rejects %s', async (_what, overrides, constraint) => {
    const { error } = await placeOrder(buyer, await createListing(db(), 100), null, overrides);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('rejects a state the shop does not deliver to (Settings: the five by default)', async () => {
    const { error } = await placeOrder(buyer, await createListing(db(), 100), null, { state: 'Goa' });
    expect(error).toMatchObject({ code: 'P0001', hint: 'order_state_not_served' });
  });

  it('rejects a 9-digit phone (read as people write it: phone-rule.test.ts), and stores only 10 digits', async () => {
    const { error } = await placeOrder(buyer, await createListing(db(), 100), null, { phone: '987654321' });
    expect(error).toMatchObject({ code: 'P0001', hint: 'order_phone_invalid' });
    const listing = await createListing(db(), 100);
    await expect(
      db().query(
        `insert into public.delivery_addresses (collectible_id, full_name, phone, address_line1, city, state, pincode)
         values ($1, 'Asha', '+919876543210', '1 Road', 'Kochi', 'Kerala', '682001')`,
        [listing],
      ),
    ).rejects.toThrow('delivery_addresses_phone_10_digits');
  });

  it.each(['Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana'])('delivers to %s', async (state) => {
    const { error } = await placeOrder(buyer, await createListing(db(), 100), null, { state });
    expect(error).toBeNull();
  });

  it('accepts a missing address line 2', async () => {
    const { error } = await placeOrder(buyer, await createListing(db(), 100), null, { address_line2: '' });
    expect(error).toBeNull();
  });
});

describe('seller submissions (sell form, spec §5)', () => {
  const submission = (overrides: Record<string, unknown>) => ({
    seller_name: 'Constraint Seller',
    seller_phone: '+919876543210',
    image_url: 'https://example.com/s.jpg',
    status: 'pending',
    ...overrides,
  });

  it.each([
    ['a phone without +91', { seller_phone: '9876543210' }, 'seller_submissions_seller_phone_format'],
    ['a phone with 9 digits', { seller_phone: '+91987654321' }, 'seller_submissions_seller_phone_format'],
    ['an empty name', { seller_name: '' }, 'seller_submissions_seller_name_required'],
  ])('rejects %s', async (_what, overrides, constraint) => {
    // From a session, as the sell form submits (20261125000200: the anon key alone may not).
    const { error } = await (await anonymousSession()).from('seller_submissions').insert(submission(overrides));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('defaults a submission to pending', async () => {
    const name = unique('Default Seller');
    // Only photos the visitor's own session stored under seller-submissions/ are accepted
    // (20261123001000_sell_submission_rules, 20261125000200_seller_photo_ownership).
    const visitor = await anonymousSession();
    const path = `seller-submissions/${Date.now()}-0-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`;
    await visitor.storage
      .from('collectible-images')
      .upload(path, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), { contentType: 'image/jpeg' });
    const image_url = visitor.storage.from('collectible-images').getPublicUrl(path).data.publicUrl;
    const { error } = await visitor
      .from('seller_submissions')
      .insert({ seller_name: name, seller_phone: '+919876543210', image_url });
    expect(error).toBeNull();
    const { rows } = await db().query('select status from public.seller_submissions where seller_name = $1', [name]);
    expect(rows[0]?.status).toBe('pending');
  });
});

describe('blog posts (blog form, spec §5)', () => {
  const post = (overrides: Record<string, unknown>) => ({
    title: 'T',
    slug: unique('post').toLowerCase(),
    content: 'C',
    excerpt: 'E',
    cover_image: 'https://example.com/c.jpg',
    meta_description: 'M',
    ...overrides,
  });

  it('rejects a cover image that is not a URL', async () => {
    const { error } = await admin.from('blog_posts').insert(post({ cover_image: 'cover.jpg' }));
    expect(error?.message).toContain('blog_posts_cover_image_url');
  });

  it('rejects a slug used by another post', async () => {
    const { error } = await admin.from('blog_posts').insert(post({ slug: 'the-1911-pig-rupee' }));
    expect(error?.code).toBe('23505');
  });
});
