import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../shared/src/config/constants.ts';
import { errorText } from '../../shared/src/domain/errors/index.ts';
import { listingId } from './seed/model.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { anonymousSession, db, unique } from './support/clients.ts';

// Bounded free text (issue 50, 20261128500200_text_length_limits.sql): what the forms refuse as too long,
// the database refuses too, through the API, with a constraint the shared error table turns into the
// form's own message.

const phone = () => `7${String(Date.now() % 1e9).padStart(9, '0')}`;

describe('the length limits of what a buyer types', () => {
  it('are the numbers of TEXT_LIMITS', async () => {
    const { rows } = await db().query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conname in ('delivery_addresses_full_name_length', 'delivery_addresses_address_line1_length',
                          'delivery_addresses_address_line2_length', 'delivery_addresses_city_length',
                          'seller_submissions_seller_name_length') order by conname`,
    );
    const limit = (name: string) => Number(/<= (\d+)/.exec(rows.find((r) => r.name === name)!.definition)![1]);
    expect(rows).toHaveLength(5);
    expect(limit('delivery_addresses_full_name_length')).toBe(TEXT_LIMITS.personName);
    expect(limit('seller_submissions_seller_name_length')).toBe(TEXT_LIMITS.personName);
    expect(limit('delivery_addresses_address_line1_length')).toBe(TEXT_LIMITS.addressLine);
    expect(limit('delivery_addresses_address_line2_length')).toBe(TEXT_LIMITS.addressLine);
    expect(limit('delivery_addresses_city_length')).toBe(TEXT_LIMITS.city);
  });

  it.each([
    ['full_name', 'A'.repeat(TEXT_LIMITS.personName + 1), 'Full name must be at most 100 characters'],
    ['full_name', 'A'.repeat(200 * 1024), 'Full name must be at most 100 characters'],
    ['address_line1', 'B'.repeat(TEXT_LIMITS.addressLine + 1), 'Address line 1 must be at most 150 characters'],
    ['address_line2', 'C'.repeat(140 * 1024), 'Address line 2 must be at most 150 characters'],
    ['city', 'D'.repeat(TEXT_LIMITS.city + 1), 'City must be at most 80 characters'],
  ])('place_order refuses a %s that is too long, and no order is made', async (field, value, message) => {
    const listing = await createListing(db(), 1_000);
    const { data, error } = await placeOrder(await anonymousSession(), listing, null, { [field]: value, phone: phone() });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '23514' });
    expect(errorText(error, 'Failed to save delivery address. Please try again.')).toBe(message);
    const { rows } = await db().query('select count(*)::int as n from public.delivery_addresses where collectible_id = $1', [
      listing,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('place_order takes a name, address and city at exactly the limits', async () => {
    const listing = await createListing(db(), 1_000);
    const { error } = await placeOrder(await anonymousSession(), listing, null, {
      full_name: 'N'.repeat(TEXT_LIMITS.personName),
      address_line1: 'L'.repeat(TEXT_LIMITS.addressLine),
      address_line2: 'M'.repeat(TEXT_LIMITS.addressLine),
      city: 'C'.repeat(TEXT_LIMITS.city),
      phone: phone(),
    });
    expect(error).toBeNull();
  });

  it('a seller submission with a name over 100 characters is refused with the sell form’s message', async () => {
    const visitor = await anonymousSession();
    const path = `seller-submissions/${Date.now()}-0-${unique('limit')}.jpg`;
    const jpeg = readFileSync(new URL(`../seed/images/${listingId(1)}/1.jpg`, import.meta.url));
    const upload = await visitor.storage
      .from('collectible-images')
      .upload(path, Buffer.concat([jpeg, Buffer.from(unique('bytes'))]), { contentType: 'image/jpeg' });
    expect(upload.error).toBeNull();
    const name = 'R'.repeat(TEXT_LIMITS.personName + 1);
    const { error } = await visitor.from('seller_submissions').insert({
      seller_name: name,
      seller_phone: '+919876543210',
      status: 'pending',
      image_url: visitor.storage.from('collectible-images').getPublicUrl(path).data.publicUrl,
    });
    expect(error).toMatchObject({ code: '23514' });
    expect(errorText(error, 'Failed to submit. Please try again.')).toBe('Your name must be at most 100 characters');
  });
});
