import { expect, type Page, test } from './support/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClientAs, createListing } from './catalog-data';
import { mailTo } from './support/inbox';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';

// Issue 33 against `pnpm start`'s stack: an order's e-mails reach the local inbox (its Mailpit-shaped API
// on :54324) through the outbox and the send-mail function, with the agreed figures and the order's link;
// 'Mark Fulfilled' with a tracking number sends the buyer the 'shipped' e-mail.

const SHOP = 'shop-desk@sikka.test';

async function placeOrder(buyer: SupabaseClient, admin: SupabaseClient) {
  const listing = await createListing(admin, `messages-${Date.now().toString(36)}`, { price: 12_345 });
  const { data, error } = await buyer.rpc('place_order', {
    collectible_id: listing.id,
    full_name: 'Lakshmi Messages',
    phone: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    address_line1: '9 Temple Street',
    address_line2: '',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
  });
  if (error) throw error;
  return { ...(data as { order_id: string; reference: string }), listing };
}

const linkIn = (text: string) => /http:\/\/\S+\/order\/[A-Za-z0-9_-]{32}/.exec(text)?.[0];

async function fulfil(page: Page, reference: string, tracking: string) {
  const card = page.getByRole('article', { name: `Order #${reference}` });
  await card.getByRole('button', { name: 'Mark Fulfilled' }).click();
  // The order is unpaid: the card asks first whether to ship it so (issue 49); this answers yes.
  await page
    .getByRole('alertdialog', { name: 'Fulfil an unpaid order?' })
    .getByRole('button', { name: 'Fulfil unpaid order' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Mark Fulfilled' });
  await expect(dialog.getByLabel('Carrier')).toHaveValue('India Post Speed Post');
  await expect(dialog.getByLabel('Insured value (₹)')).toHaveValue('12395');
  // India Post's 13-character rule: a short number is refused and kept as typed.
  await dialog.getByLabel('Tracking number').fill('EE12345IN');
  await dialog.getByRole('button', { name: 'Mark Fulfilled' }).click();
  await expect(dialog.getByText('An India Post tracking number has 13 characters, e.g. EE123456785IN')).toBeVisible();
  await expect(dialog.getByLabel('Tracking number')).toHaveValue('EE12345IN');
  await dialog.getByLabel('Tracking number').fill(tracking.toLowerCase());
  await dialog.getByRole('button', { name: 'Mark Fulfilled' }).click();
  await expect(dialog).toBeHidden();
  return card;
}

test('an order e-mails the buyer and the shop; Mark Fulfilled e-mails the buyer the tracking number', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiClientAs(DEMO_ADMIN);
  expect((await admin.rpc('update_shop_settings', { changes: { contact_email: SHOP } })).error).toBeNull();
  const buyer = await apiClientAs(DEMO_BUYER);
  const order = await placeOrder(buyer, admin);

  // 12,345 + 50 shipping.
  const placed = await mailTo(DEMO_BUYER.email, `Order #${order.reference}: `);
  expect(placed.Subject).toBe(`Order #${order.reference}: ${order.listing.name} is held for you`);
  for (const figure of ['Price: ₹12,345', 'Shipping: ₹50', 'Total: ₹12,395', 'by UPI', 'IST'])
    expect(placed.Text).toContain(figure);
  const link = linkIn(placed.Text);
  expect(link).toBeDefined();
  expect(placed.HTML).toContain(`href="${link}"`);
  const token = (await admin.from('delivery_addresses').select('access_token').eq('id', order.order_id).single()).data
    ?.access_token;
  expect(link).toBe(`http://localhost:3000/order/${token}`);

  const shop = await mailTo(SHOP, `New order #${order.reference}`);
  expect(shop.Text).toContain('Total: ₹12,395');
  expect(shop.Text).toContain(`http://localhost:3000/admin/orders?q=${order.reference}`);

  // The link opens the order page.
  await page.goto(link!);
  await expect(page.getByText(order.listing.name).first()).toBeVisible();

  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${order.reference}`);
  const card = await fulfil(page, order.reference, 'EE123456785IN');
  await expect(card.getByText('Fulfilled', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'EE123456785IN (track on India Post)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.indiapost\.gov\.in\//,
  );
  await expect(card.getByText('₹12,395').first()).toBeVisible();

  const shipped = await mailTo(DEMO_BUYER.email, `Order #${order.reference}: shipped`);
  expect(shipped.Subject).toBe(`Order #${order.reference}: shipped by India Post Speed Post`);
  expect(shipped.Text).toContain('tracking number EE123456785IN, insured for ₹12,395');
  expect(shipped.Text).toContain('Track on India Post: https://www.indiapost.gov.in/');
  expect(linkIn(shipped.Text)).toBe(link);
});
