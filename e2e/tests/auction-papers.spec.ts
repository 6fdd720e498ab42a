import { expect, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { e2eDatabase } from './support/database';
import { DEMO_ADMIN, signInAs } from './support/session';

// An auction order's papers in the back office (issue 47): a winner of two lots pays one order, which has
// a certificate per piece; the order card's 'Certificate PDF' lets the admin choose the piece, each
// opening its own certificate, instead of opening the first piece's only.

let serial = 0;
const unique = () => `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '');

/** A paid auction order of two lots won by one collector; the lots are closed in the database. */
async function paidTwoLotOrder() {
  const admin = await apiClientAs(DEMO_ADMIN);
  const saved = await admin.rpc('save_auction', {
    auction_id: null as unknown as string,
    title: `E2E papers sale ${unique()}`,
    description: 'An auction made by the papers test.',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    first_lot_closes_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
  if (saved.error) throw saved.error;
  const auctionId = saved.data as unknown as string;
  const lots: string[] = [];
  const names: string[] = [];
  for (const label of ['mohur', 'dinar']) {
    const listing = await createListing(admin, `papers-${label}`, { price: 5000 });
    const lot = await admin.rpc('add_auction_lot', {
      auction_id: auctionId,
      collectible_id: listing.id,
      opening_bid: 1000,
      reserve: null as unknown as number,
    });
    if (lot.error) throw lot.error;
    lots.push(lot.data as unknown as string);
    names.push(listing.name as string);
  }
  const scheduled = await admin.rpc('schedule_auction', { auction: auctionId });
  if (scheduled.error) throw scheduled.error;

  const account = { email: `bidder.papers.${unique()}@example.com`, password: 'auction-bidder-123' };
  const winner = apiClient();
  const phone = `9${unique().slice(-9).padStart(9, '0')}`;
  const signedUp = await winner.auth.signUp({ ...account, options: { data: { phone } } });
  if (signedUp.error) throw signedUp.error;
  const terms = await winner.rpc('accept_auction_terms');
  if (terms.error) throw terms.error;
  for (const lot of lots) {
    const placed = await winner.rpc('place_bid', { lot_id: lot, amount: 1000 });
    if (placed.error) throw placed.error;
  }
  const db = e2eDatabase();
  try {
    await db.query(`update public.auction_lots set closes_at = clock_timestamp() - interval '1 second' where id = any($1)`, [
      lots,
    ]);
    await db.query('select private.close_due_auction_lots()');
  } finally {
    await db.end();
  }
  const { data: order, error } = await winner.rpc('checkout_auction', {
    auction: auctionId,
    full_name: 'Kavya Iyer',
    phone,
    address_line1: '22 Anna Salai',
    address_line2: '',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600002',
  });
  if (error || !order?.order_id) throw error ?? new Error(`no order: ${JSON.stringify(order)}`);
  const utr = `6${unique().slice(-11).padStart(11, '0')}`;
  const submitted = await winner.rpc('submit_payment', { order_id: order.order_id, utr });
  if (submitted.error) throw submitted.error;
  const paid = await admin.rpc('mark_order_paid', { order_id: order.order_id });
  if (paid.error) throw paid.error;
  return { orderId: order.order_id as string, names, utr };
}

test('an auction order’s card offers one certificate per piece, each opened as its own PDF', async ({ page }, testInfo) => {
  const { orderId, names, utr } = await paidTwoLotOrder();
  await signInAs(page, DEMO_ADMIN);
  const label = `Order #${orderId.slice(0, 8)}`;
  await page.goto(`/admin/orders?q=${utr}`);
  const papers = page.getByRole('article', { name: label }).getByRole('region', { name: `Papers of ${label}` });
  // A long e-mail address wraps in its column: it never runs under the order's amounts beside it.
  const card = page.getByRole('article', { name: label });
  const email = await card.getByTestId('buyer-email').boundingBox();
  const total = await card.getByText('Total', { exact: true }).boundingBox();
  expect(email && total && (email.x + email.width <= total.x || email.y >= total.y + total.height)).toBe(true);
  await papers.getByRole('button', { name: 'Certificate PDF' }).click();

  const dialog = page.getByRole('dialog', { name: 'Certificates' });
  await expect(dialog).toContainText(`${label} holds several pieces, each with a certificate of its own.`);
  const buttons = dialog.getByRole('button', { name: /^Certificate PDF: / });
  await expect(buttons).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('auction-certificates-1280.png') });
  const opened = new Set<string>();
  for (const name of names) {
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: `Certificate PDF: ${name}` }).click(),
    ]);
    await expect.poll(() => tab.url()).toContain('/storage/v1/object/sign/documents/certificates/');
    opened.add(new URL(tab.url()).pathname);
    await tab.close();
  }
  // Two pieces, two certificates: not the first piece's twice.
  expect(opened.size).toBe(2);

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: 'Certificate PDF' }).click();
  await expect(buttons).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('auction-certificates-390.png') });
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
});
