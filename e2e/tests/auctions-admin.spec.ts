import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { expectAccessibleAndFits } from './support/a11y';
import { mainHeading } from './support/shell';
import { DEMO_ADMIN, signInAs } from './support/session';

// The auctions' back office (issue 47), served by the auction remote under /admin/auctions: a visitor gets
// Access Denied without its code; the owner makes an auction, adds a lot from a listing, schedules it and
// sees it live with its results and their CSV.

const AUCTION_ORIGIN = 'http://localhost:3006';
let serial = 0;
const unique = () => `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '');
/** An instant as a datetime-local field takes it, in this machine's clock (the browser's). */
const localInput = (at: number) => {
  const date = new Date(at);
  return new Date(at - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('a visitor at the auctions back office gets Access Denied and none of the auction remote’s code', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/admin/auctions');
  await expect(mainHeading(page)).toHaveText('Access Denied');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.startsWith(AUCTION_ORIGIN))).toEqual([]);
});

test('the owner makes an auction, adds a lot, schedules it and exports its results', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `auction-admin-${unique()}`, { price: 9000 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/auctions');
  await expect(mainHeading(page)).toHaveText('Manage Auctions');
  await expect(page).toHaveTitle('Auctions — Sikka Admin');

  // The form refuses a close before the start, and keeps what was typed.
  const form = page.getByRole('form', { name: 'Create auction' });
  const title = `E2E back-office sale ${unique()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Bidding opens').fill(localInput(Date.now() + 60 * 60_000));
  await form.getByLabel('First lot closes').fill(localInput(Date.now() + 30 * 60_000));
  await form.getByRole('button', { name: 'Create auction' }).click();
  await expect(form.getByText('The first lot must close after the auction starts')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('Bidding opens').fill(localInput(Date.now() - 60_000));
  await form.getByLabel('First lot closes').fill(localInput(Date.now() + 3 * 60 * 60_000));
  await form.getByRole('button', { name: 'Create auction' }).click();
  await expect(page).toHaveURL(/\/admin\/auctions\/[0-9a-f-]{36}$/);
  await expect(mainHeading(page)).toHaveText(title);

  // A lot from the listing: a reserve below the opening bid is the database's refusal, shown as is.
  await page.getByLabel('Find a listing').fill(listing.name);
  await page.getByRole('button', { name: 'Search' }).click();
  const addLot = page.getByRole('form', { name: 'Add a lot' });
  await addLot.getByLabel('Listing').selectOption(listing.id);
  await addLot.getByLabel('Opening bid (₹)').fill('2000');
  await addLot.getByLabel('Reserve (₹)').fill('1500');
  await addLot.getByRole('button', { name: 'Add lot' }).click();
  await expect(addLot.getByText('The reserve must be a whole number of rupees, at least the opening bid')).toBeVisible();
  await addLot.getByLabel('Reserve (₹)').fill('3000');
  await addLot.getByRole('button', { name: 'Add lot' }).click();
  await expect(page.getByRole('region', { name: 'Lots' }).getByRole('cell', { name: listing.name })).toBeVisible();
  await expectAccessibleAndFits(page, 1280, testInfo.outputPath('auction-admin-draft-1280.png'));

  await page.getByRole('button', { name: 'Schedule auction' }).click();
  const live = page.getByRole('region', { name: 'Lots, live' });
  await expect(live.getByRole('cell', { name: listing.name })).toBeVisible();
  await expect(live).toContainText('₹2,000 / ₹3,000');

  // Results: the one lot still open; the CSV carries it.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('Still open');
  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Lot,Item,Result,Hammer price (INR)');
  expect(csv).toContain(listing.name);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('auction-admin-live-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('auction-admin-live-1280.png'), fullPage: true });
});
