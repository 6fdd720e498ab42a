import { describe, expect, it } from 'vitest';
import { indianMobile } from '../../shared/src/format/phone.ts';
import { createListing, placeOrder } from './support/checkout.ts';
import { anonymousSession, db } from './support/clients.ts';

// The checkout phone (issue 50): people write '98450 12345', '+91 98450 12345' or '098450 12345'; the
// form and place_order read them with one rule (indianMobile / private.indian_mobile) and store 10 digits.

const SAMPLES = [
  '9845012345',
  '98450 12345',
  '+91 98450 12345',
  '+91-98450-12345',
  '098450 12345',
  '919845012345',
  '9198765432',
  '98450 1234',
  '+4498450123456',
  '0098450 12345',
  '98450 1234a',
  '',
];

describe('the checkout phone rule', () => {
  it('reads every sample the same in the form and in the database', async () => {
    const { rows } = await db().query<{ phone: string; digits: string | null }>(
      'select s as phone, private.indian_mobile(s) as digits from unnest($1::text[]) s',
      [SAMPLES],
    );
    expect(rows).toEqual(SAMPLES.map((phone) => ({ phone, digits: indianMobile(phone) })));
  });

  it('places an order for "+91 98450 12345" and stores 9845012345', async () => {
    const { data, error } = await placeOrder(await anonymousSession(), await createListing(db(), 800), null, {
      phone: '+91 98450 12345',
    });
    expect(error).toBeNull();
    const { rows } = await db().query('select phone from public.delivery_addresses where id = $1', [data!.order_id]);
    expect(rows).toEqual([{ phone: '9845012345' }]);
  });

  it('refuses a phone that is not 10 digits however it is written, with the form’s text', async () => {
    const { error } = await placeOrder(await anonymousSession(), await createListing(db(), 800), null, { phone: '98450 1234' });
    expect(error).toMatchObject({ code: 'P0001', hint: 'order_phone_invalid', message: 'Phone must be exactly 10 digits' });
  });
});
