import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN, DEMO_BUYER, SUPABASE_URL, signInAs, signInThroughDialog } from './support/session';

// Seed listings: four photos, a video and all five labelled sections; a sold one; an unavailable one.
const KUSHAN = { slug: 'kushan-vasudeva-gold-dinar', name: 'Kushan Vasudeva I Gold Dinar', price: 185000, photos: 4 };
const SOLD = { slug: '1911-george-v-pig-rupee', name: '1911 George V "Pig" Rupee' };
const UNAVAILABLE = 'chola-rajaraja-copper-kasu';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const gallery = (page: Page) => page.getByRole('region', { name: /^Photos of / });

test('the gallery moves by thumbnail, arrow keys and buttons, and zooms the main photo', async ({ page }) => {
  await page.goto(`/${KUSHAN.slug}`);
  await expect(heading(page)).toHaveText(KUSHAN.name);
  const main = gallery(page).getByRole('button', { name: /^Zoom (in on|out of) / });
  const video = gallery(page).getByRole('button', { name: `Play video of ${KUSHAN.name}` });
  // The photos, then the video as the last item (issue 32).
  const thumbnails = gallery(page).getByRole('list', { name: 'Choose a photo or the video' }).getByRole('button');
  await expect(thumbnails).toHaveCount(KUSHAN.photos + 1);
  await expect(main.getByRole('img')).toHaveAccessibleName(`${KUSHAN.name}, photo 1 of 4`);
  await expect(main.getByRole('img')).toHaveAttribute('src', /\/render\/image\/public\/.+\/1\.jpg\?width=900/);

  await thumbnails.nth(2).click();
  await expect(main.getByRole('img')).toHaveAccessibleName(`${KUSHAN.name}, photo 3 of 4`);
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
  await main.focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('img')).toHaveAccessibleName(`${KUSHAN.name}, photo 4 of 4`);
  await page.keyboard.press('ArrowRight');
  await expect(video).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('img')).toHaveAccessibleName(`${KUSHAN.name}, photo 1 of 4`);
  await page.keyboard.press('End');
  await expect(video).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('img')).toHaveAccessibleName(`${KUSHAN.name}, photo 4 of 4`);
  await gallery(page).getByRole('button', { name: 'Previous item' }).click();
  await expect(main.getByRole('img')).toHaveAccessibleName(`${KUSHAN.name}, photo 3 of 4`);

  // Zoom: the full-size photo, scaled up; Escape zooms out.
  await main.press('Enter');
  await expect(main).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('img')).toHaveAttribute('src', /\/object\/public\/.+\/3\.jpg$/);
  await expect.poll(() => main.getByRole('img').evaluate((img) => getComputedStyle(img).transform)).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect(main).toHaveAttribute('aria-pressed', 'false');

  // The listing's video, through YouTube's privacy-enhanced player once its poster is tapped.
  await expect(page.locator('iframe[title^="Video of"]')).toHaveCount(0);
  await gallery(page).getByRole('button', { name: 'Show the video' }).click();
  await video.click();
  await expect(page.locator('iframe[title^="Video of"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
  );
});

test('the description is shown whole and its five labelled sections on their own', async ({ page }) => {
  await page.goto(`/${KUSHAN.slug}`);
  const { data } = await apiClient().from('collectibles').select('description').eq('slug', KUSHAN.slug).single();
  const description = data!.description as string;
  const sectionText = (label: string) => description.split(`${label}: `)[1]!.split('\n\n')[0]!;

  await expect(page.getByRole('region', { name: 'Description' })).toContainText(sectionText('Historical Context'));
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { level: 3 })).toHaveText([
    'Condition',
    'Authentication',
    'Historical Context',
    'Specifications',
    'Investment Potential',
  ]);
  for (const label of ['Condition', 'Authentication', 'Historical Context', 'Specifications', 'Investment Potential']) {
    await expect(details.getByRole('region', { name: label })).toHaveText(`${label}${sectionText(label)}`);
  }
});

test('price, status and rating; Share copies the link; the chat link names the listing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${KUSHAN.slug}`);
  await expect(page.getByTestId('listing-price')).toHaveText('₹1,85,000');
  await expect(page.getByTestId('listing-status')).toHaveText('Available');
  await expect(page.getByRole('main').getByRole('img', { name: /^Rated (4\.[789]|5\.0) out of 5$/ })).toBeVisible();
  await expect(page.getByText('100% Authentic.')).toBeVisible();

  const chat = page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' });
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/919876543210');
  expect(href.searchParams.get('text')).toBe(`Hi! I'm interested in "${KUSHAN.name}". http://localhost:3000/${KUSHAN.slug}`);
  await expect(chat).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Listing' });
  await expect(dialog.getByLabel('Link to this listing')).toHaveValue(`http://localhost:3000/${KUSHAN.slug}`);
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/${KUSHAN.slug}`);
});

test('a sold or unavailable listing shows a red badge and cannot be chatted about or bought', async ({ page }) => {
  for (const [slug, label] of [
    [SOLD.slug, 'Sold'],
    [UNAVAILABLE, 'Unavailable'],
  ] as const) {
    await page.goto(`/${slug}`);
    const badge = page.getByTestId('listing-status');
    await expect(badge).toHaveText(label);
    await expect(badge).toHaveAttribute('data-tone', 'red');
    await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Chat on WhatsApp' })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  }
});

test("'Purchase Now' opens the checkout remote's Delivery Details dialog", async ({ page }) => {
  const checkout = page.waitForResponse('http://localhost:3002/mf-manifest.json');
  // The dialog's schemas come from two builds (the shell's orders entry, the checkout's promo entry):
  // they share one zod (@sikka/shared/zod), fetched once.
  const zod: string[] = [];
  page.on('request', (request) => {
    if (/\/lib-zod\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) zod.push(request.url());
  });
  await page.goto(`/${KUSHAN.slug}`);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  expect((await checkout).ok()).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toBeVisible();
  expect(zod).toHaveLength(1);
});

test('signing in and then buying loads one form library and one zod, though the shell and the checkout each have a form', async ({
  page,
}) => {
  const listing = await createListing(await apiClientAs(DEMO_ADMIN), 'one-form-library');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = /\/(lib-forms|lib-zod)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (file?.[1]) fetched.push(file[1]);
  });
  await page.goto(`/${listing.slug}`);
  await signInThroughDialog(page, DEMO_BUYER);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Delivery Details' }).getByLabel('Full name')).toBeVisible();
  expect(fetched.sort()).toEqual(['lib-forms', 'lib-zod']);
});

test("an unknown listing shows 'Item Not Found' with the way home", async ({ page }) => {
  await page.goto('/no-such-listing-here');
  await expect(heading(page)).toHaveText('Item Not Found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('title, meta description, preview tags and Product JSON-LD describe the listing', async ({ page }) => {
  await page.goto(`/${KUSHAN.slug}`);
  await expect(page).toHaveTitle(`${KUSHAN.name} | Sikka`);
  const { data } = await apiClient().from('collectibles').select('description').eq('slug', KUSHAN.slug).single();
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', (data!.description as string).slice(0, 160));
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', KUSHAN.name);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/collectible-images\/.+\/1\.jpg$/);
  await expect(head.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', String(KUSHAN.price));

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: KUSHAN.name,
    offers: { '@type': 'Offer', price: KUSHAN.price, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
  });
  expect(jsonLd.image).toHaveLength(KUSHAN.photos);

  // Leaving the listing puts the shop's own description back.
  await page.getByRole('link', { name: 'Back to the collection' }).click();
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^Sikka: authentic rare Indian coins/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test("a listing without photos is previewed with the shop's own picture, served by the shop", async ({ page, request }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const slug = `e2e-no-photo-${Date.now().toString(36)}`;
  const { error } = await admin.from('collectibles').insert({
    type: 'note',
    name: 'E2E no-photo note',
    slug,
    price: 999,
    status: 'available',
    description: 'A listing whose photos have not been taken yet.',
  });
  expect(error).toBeNull();
  const shopPicture = 'http://localhost:3000/sikka-share.jpg';
  // What a link preview reads: the server's HTML, no script run.
  const html = await (await request.get(`/${slug}`)).text();
  expect(html).toContain(`<meta property="og:image" content="${shopPicture}"`);
  // What the page itself says once running.
  await page.goto(`/${slug}`);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', shopPicture);
  const picture = await request.get(shopPicture);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/jpeg');
});

test('a change made through the API shows on an open listing page without a reload', async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'live');
  await page.goto(`/${listing.slug}`);
  await expect(page.getByTestId('listing-price')).toHaveText('₹4,321');
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  const updated = await admin
    .from('collectibles')
    .update({ price: 125000, status: 'sold', name: 'E2E live coin, renamed' })
    .eq('id', listing.id);
  expect(updated.error).toBeNull();
  await expect(page.getByTestId('listing-price')).toHaveText('₹1,25,000');
  await expect(heading(page)).toHaveText('E2E live coin, renamed');
  await expect(page.getByTestId('listing-status')).toHaveText('Sold');
  await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('an admin deletes a listing: its orders, its photos, then the listing; back home', async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'delete');
  const buyer = await apiClientAs(DEMO_BUYER);
  const order = await buyer.rpc('place_order', {
    collectible_id: listing.id,
    full_name: 'Test Buyer',
    phone: '9876543210',
    address_line1: '1 MG Road',
    address_line2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  expect(order.error).toBeNull();

  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/${listing.slug}`);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit/${listing.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Listing' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/');

  const gone = await admin.from('collectibles').select('id').eq('id', listing.id);
  expect(gone.data).toEqual([]);
  const orders = await admin.from('delivery_addresses').select('id').eq('collectible_id', listing.id);
  expect(orders.data).toEqual([]);
  const photo = await fetch(`${SUPABASE_URL}/storage/v1/object/public/collectible-images/${listing.imagePath}`);
  expect(photo.ok).toBe(false);
  await page.goto(`/${listing.slug}`);
  await expect(heading(page)).toHaveText('Item Not Found');
});

test('a visitor sees no Edit or Delete', async ({ page }) => {
  await page.goto(`/${KUSHAN.slug}`);
  await expect(heading(page)).toHaveText(KUSHAN.name);
  await expect(page.getByRole('group', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
});

test('the listing page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(`/${KUSHAN.slug}`);
  await expect(heading(page)).toHaveText(KUSHAN.name);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
