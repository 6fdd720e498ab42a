import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { expectAccessibleAndFits } from './support/a11y';
import { mailTo } from './support/inbox';
import { hydrated, mainHeading } from './support/shell';
import { DEMO_ADMIN, signInAs } from './support/session';

// The auctions' back office (issue 47), served by the auction remote under /admin/auctions: a visitor gets
// Access Denied without its code; the owner makes an auction, adds a lot from a listing, schedules it and
// sees it live with its results and their CSV; staff cancel a whole auction with a reason.

const AUCTION_ORIGIN = 'http://localhost:3006';
let serial = 0;
const unique = () => `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '');
/** An instant as the form's datetime-local fields take it: India's time, as the auction's pages say it. */
const localInput = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);

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

test('the owner cancels a scheduled auction with a reason: its lot is withdrawn, its bidder told, visitors see it cancelled', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `auction-cancel-${unique()}`, { price: 7000 });
  const title = `E2E cancelled sale ${unique()}`;
  const saved = await admin.rpc('save_auction', {
    auction_id: null as unknown as string,
    title,
    description: 'An auction the cancel test calls off.',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    first_lot_closes_at: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
  });
  expect(saved.error).toBeNull();
  const id = saved.data as unknown as string;
  const lot = await admin.rpc('add_auction_lot', { auction_id: id, collectible_id: listing.id, opening_bid: 1000 });
  expect(lot.error).toBeNull();
  expect((await admin.rpc('schedule_auction', { auction: id })).error).toBeNull();
  const { data: auction } = await admin.from('auctions').select('slug').eq('id', id).single();
  // A collector bids on the lot (signed up with a phone; the local stack confirms the e-mail at once).
  const bidder = { email: `bidder.cancel.${unique()}@example.com`, password: 'auction-bidder-123' };
  const phone = `9${unique().slice(-9).padStart(9, '0')}`;
  expect((await apiClient().auth.signUp({ ...bidder, options: { data: { phone } } })).error).toBeNull();
  const bidderApi = await apiClientAs(bidder);
  expect((await bidderApi.rpc('accept_auction_terms')).error).toBeNull();
  expect((await bidderApi.rpc('place_bid', { lot_id: lot.data as unknown as string, amount: 1500 })).error).toBeNull();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/auctions/${id}`);
  await expect(mainHeading(page)).toHaveText(title);
  await page.getByRole('button', { name: 'Cancel auction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel auction' });
  // No reason, no cancellation: the database's rule, in its words, before anything is sent.
  await dialog.getByRole('button', { name: 'Cancel auction' }).click();
  await expect(dialog.getByText('Please give a reason for cancelling the auction')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('The consignor withdrew the coins');
  await expectAccessibleAndFits(page, 1280, testInfo.outputPath('auction-cancel-dialog-1280.png'));
  await dialog.getByRole('button', { name: 'Cancel auction' }).click();
  await expect(dialog).toBeHidden();

  // The screen shows it cancelled, its lot withdrawn, and offers no second cancellation.
  await expect(page.getByText(/^Cancelled .+ IST: every lot still to be settled was withdrawn/)).toBeVisible();
  await expect(page.getByText('cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lots, live' }).getByRole('cell', { name: 'cancelled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel auction' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('cell', { name: 'cancelled' })).toBeVisible();
  const { data: piece } = await admin.from('collectibles').select('status').eq('id', listing.id).single();
  expect(piece?.status).toBe('available');
  await page.screenshot({ path: testInfo.outputPath('auction-cancelled-admin-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('auction-cancelled-admin-390.png'), fullPage: true });

  // A visitor: the auction's page and its lot's page say so; the auctions list no longer offers it.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const view = await visitor.newPage();
  await view.goto(`/auctions/${auction!.slug}`);
  await hydrated(view);
  await expect(view.getByRole('status').filter({ hasText: 'This auction has been cancelled' })).toBeVisible();
  await expectAccessibleAndFits(view, 390, testInfo.outputPath('auction-cancelled-visitor-390.png'));
  await view.goto(`/auctions/${auction!.slug}/lot/1`);
  await expect(view.getByRole('status').filter({ hasText: 'This auction has been cancelled' })).toBeVisible();
  await expect(view.getByText('Withdrawn').first()).toBeVisible();
  await expect(view.getByText('Bidding on this lot has closed.')).toBeVisible();
  await view.setViewportSize({ width: 1280, height: 900 });
  await view.screenshot({ path: testInfo.outputPath('auction-cancelled-lot-1280.png'), fullPage: true });
  await view.goto('/auctions');
  await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(view.getByText(title)).toHaveCount(0);
  await visitor.close();

  // The bidder hears of it: the auction, their lot, nothing owed.
  const mail = await mailTo(bidder.email, `Auction cancelled: ${title}`);
  expect(mail.Text).toContain(`Your bids on lot 1 (${listing.name}) no longer stand, and you owe nothing for them.`);
});
