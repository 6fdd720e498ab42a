import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { GUEST_ADDRESS } from './support/paidOrder';
import { mailTo } from './support/inbox';
import { DEMO_ADMIN, signInAs } from './support/session';

// After the sale (issue 46) against `pnpm start`'s stack: a buyer asks for a return from the e-mail's
// order link, the owner approves it, the buyer adds the return parcel's tracking number, the owner
// receives it and records the refund; each step's e-mail reaches the buyer's inbox, the credit note's
// PDF reads right, and the month's register export lists the invoice and the credit note.

test('a return from the order link to the refund, its e-mails, its credit note and the month’s register', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `returns-${Date.now().toString(36)}@sikka.test`;
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `aftersale-${Date.now().toString(36)}`, { price: 4_200 });
  const buyer = apiClient();
  expect((await buyer.auth.signInAnonymously()).error).toBeNull();
  const placed = await buyer.rpc('place_order', {
    collectible_id: listing.id,
    full_name: 'Ritu Returns',
    phone: `7${String(Date.now()).slice(-9)}`,
    address_line1: GUEST_ADDRESS.line1,
    address_line2: '',
    city: GUEST_ADDRESS.city,
    state: GUEST_ADDRESS.state,
    pincode: GUEST_ADDRESS.pincode,
    buyer_email: email,
  });
  expect(placed.error).toBeNull();
  const { order_id: orderId, reference } = placed.data as { order_id: string; reference: string };
  expect((await admin.rpc('mark_order_paid', { order_id: orderId })).error).toBeNull();
  expect(
    (await admin.rpc('mark_order_fulfilled', { order_id: orderId, carrier: 'Blue Dart', tracking: 'BD-778899' })).error,
  ).toBeNull();
  expect((await admin.rpc('mark_order_delivered', { order_id: orderId })).error).toBeNull();

  // The buyer opens the order from the e-mail's link and asks for a return.
  const paidMail = await mailTo(email, 'payment received');
  const link = /http:\/\/\S+\/order\/[A-Za-z0-9_-]{32}/.exec(paidMail.Text)![0];
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
  const section = page.getByRole('region', { name: 'Return and refund' });
  const ask = section.getByRole('form', { name: 'Ask for a return' });
  await ask.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(ask.getByText('Please choose why you are returning the piece')).toBeVisible();
  await ask.getByLabel('The item arrived damaged').check();
  await ask.getByLabel('What is wrong?').fill('The slab arrived cracked across the corner.');
  // A photo of the damage: a tiny JPEG drawn by the browser.
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    canvas.getContext('2d')!.fillRect(8, 8, 32, 24);
    return canvas.toDataURL('image/jpeg').split(',')[1]!;
  });
  await ask
    .getByLabel('Photos (up to 3)')
    .setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo, 'base64') });
  await ask.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(section.getByText('Return requested — we are reviewing it')).toBeVisible();

  // The owner approves it on the Orders Dashboard.
  const desk = await browser.newPage();
  await signInAs(desk, DEMO_ADMIN);
  await desk.goto(`/admin/orders?q=${reference}`);
  const card = desk.getByRole('article', { name: `Order #${reference}` });
  // The buyer's photo, seen before deciding: a short-lived link to the private bucket.
  await card.getByRole('button', { name: 'View 1 photo' }).click();
  const photoLink = card.getByRole('link', { name: 'Photo 1' });
  const shown = await desk.request.get((await photoLink.getAttribute('href'))!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toContain('image/');
  await card.getByRole('button', { name: 'Approve return' }).click();
  await expect(card.getByText('Return approved — please send the piece back')).toBeVisible();
  const approved = await mailTo(email, 'your return is approved');
  expect(approved.Text).toContain('Museum Road');
  expect(approved.Text).toContain('we reimburse the return postage');

  // The buyer sends it back and gives the tracking number; a wrong India Post number is refused and kept.
  await page.reload();
  const parcel = section.getByRole('form', { name: 'Return parcel' });
  await parcel.getByLabel('Carrier').fill('India Post Speed Post');
  await parcel.getByLabel('Tracking number').fill('EE123456789IN');
  await parcel.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(parcel.getByRole('alert')).toContainText('check digit');
  await expect(parcel.getByLabel('Tracking number')).toHaveValue('EE123456789IN');
  await parcel.getByLabel('Tracking number').fill('EE123456785IN');
  await parcel.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(section.getByText('Return parcel on its way to us')).toBeVisible();

  // The owner receives it, puts the piece back on sale, and records the refund (an 11-digit reference is refused, kept).
  await desk.reload();
  await card.getByRole('button', { name: 'Received: back on sale' }).click();
  const refund = card.getByRole('form', { name: 'Record refund' });
  await expect(refund.getByLabel('Refund amount (₹)')).toHaveValue('4250');
  await refund.getByLabel('UPI').check();
  await refund.getByLabel('Bank reference (12-digit UTR / RRN)').fill('12345678901');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByText('The bank reference of the refund is 12 digits (the UTR or RRN)')).toBeVisible();
  await expect(refund.getByLabel('Bank reference (12-digit UTR / RRN)')).toHaveValue('12345678901');
  await refund.getByLabel('Bank reference (12-digit UTR / RRN)').fill('512345678901');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(card.getByText(/Refunded ₹4,250 by UPI/)).toBeVisible();
  const refunded = await mailTo(email, 'refund of ₹4,250 sent');
  expect(refunded.Text).toContain('512345678901');
  const creditSerial = /credit note (SKC\/\d{2}-\d{2}\/\d{6})/.exec(refunded.Text)![1]!;

  // The buyer's page shows the refund, at a desk's width and a phone's.
  await page.reload();
  await expect(section.locator('p', { hasText: 'Refund sent:' })).toContainText('512345678901');
  const shots = process.env.SIKKA_SHOTS_DIR;
  if (shots) {
    await section.screenshot({ path: join(shots, 'order-return-1280.png') });
    await card.screenshot({ path: join(shots, 'order-card-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: join(shots, 'order-return-390.png') });
  }

  // The credit note's PDF reads right.
  const papers = (await admin.rpc('order_documents', { order_id: orderId })).data as {
    invoices: { id: string; kind: string; serial: string }[];
  };
  const note = papers.invoices.find((i) => i.kind === 'credit_note')!;
  const invoice = papers.invoices.find((i) => i.kind === 'invoice')!;
  expect(note.serial).toBe(creditSerial);
  const signed = await admin.functions.invoke<{ url: string }>('documents', { body: { kind: 'invoice', id: note.id } });
  const pdf = await (await fetch(signed.data!.url)).arrayBuffer();
  const dir = mkdtempSync(join(tmpdir(), 'sikka-e2e-credit-'));
  writeFileSync(join(dir, 'credit.pdf'), new Uint8Array(pdf));
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'credit.pdf'), '-'], { encoding: 'utf8' });
  for (const part of [
    'CREDIT NOTE',
    `Credit Note no.: ${creditSerial}`,
    `Against invoice ${invoice.serial}`,
    'Reason: Sales return',
    'Rs. 4,250.00',
  ]) {
    expect(text).toContain(part);
  }

  // The month's register lists both, and its CSV export too.
  await desk.goto('/admin/accounts');
  const register = desk.getByRole('table', { name: 'Sales register' });
  await expect(register.getByRole('cell', { name: invoice.serial, exact: true })).toBeVisible();
  await expect(register.getByText(creditSerial)).toBeVisible();
  // Where the register is wider than the screen, its region scrolls sideways, by keyboard too. (Whether it
  // fits at 1280 px depends on the month's rows, which other tests add to: checked by eye, not here.)
  const region = desk.getByRole('region', { name: 'Sales register, scrolls sideways' });
  await region.focus();
  await expect(region).toBeFocused();
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`Tax invoice,${invoice.serial},`);
  expect(csv).toContain(`Credit note,${creditSerial},`);
  if (shots) {
    await desk.screenshot({ path: join(shots, 'accounts-1280.png') });
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: join(shots, 'accounts-390.png'), fullPage: true });
  }
  await desk.close();
});
