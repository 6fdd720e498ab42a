import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { listingPhotoFile } from './authoring-support';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';

test.describe.configure({ timeout: 180_000 });

const ROUTES = ['/upload', '/bulk-upload', '/edit/c0000000-0000-4000-8000-000000000001'];

test('a buyer and a visitor are denied all three authoring screens', async ({ browser }) => {
  for (const account of [DEMO_BUYER, null]) {
    const page = await browser.newPage();
    if (account) await signInAs(page, account);
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Access Denied');
      await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
      await expect(page.getByText(account ? 'Not authorized' : 'Not authenticated')).toBeVisible();
    }
    await page.close();
  }
});

test('the database and the analysis function refuse a buyer', async () => {
  const buyer = await apiClientAs(DEMO_BUYER);
  const created = await buyer.rpc('create_collectible', {
    collectible_id: crypto.randomUUID(),
    type: 'coin',
    name: 'Sneaky',
    slug: `e2e-sneaky-${Date.now()}`,
    description: 'x',
    price: 1,
    youtube_url: '',
    category_id: null,
    image_urls: ['https://example.com/a.jpg'],
  });
  expect(created.error).toMatchObject({ hint: 'not_authorized', message: 'Not authorized' });
  const updated = await buyer.rpc('update_collectible', {
    collectible_id: 'c0000000-0000-4000-8000-000000000001',
    type: 'coin',
    name: 'Sneaky',
    slug: 'sneaky',
    description: 'x',
    price: 1,
    youtube_url: '',
    category_id: null,
    status: 'sold',
    kept_image_ids: [],
    new_image_urls: ['https://example.com/a.jpg'],
  });
  expect(updated.error).toMatchObject({ hint: 'not_authorized' });
  const visitor = await apiClient().rpc('create_collectible', {
    collectible_id: crypto.randomUUID(),
    type: 'coin',
    name: 'Sneaky',
    slug: `e2e-sneaky-${Date.now()}`,
    description: 'x',
    price: 1,
    youtube_url: '',
    category_id: null,
    image_urls: ['https://example.com/a.jpg'],
  });
  expect(visitor.error).toMatchObject({ hint: 'not_authenticated' });
  const analysis = await buyer.functions.invoke('analyze-collectible', { body: { image: 'data:image/png;base64,AAAA' } });
  const response = (analysis.error as { context: Response }).context;
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: 'Image analysis failed: Not authorized' });
});

async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    what,
  ).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`the authoring screens and the image editor have no serious accessibility problems at ${width} px`, async ({ page }) => {
    const admin = await apiClientAs(DEMO_ADMIN);
    const listing = await createListing(admin, 'a11y');
    await signInAs(page, DEMO_ADMIN);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/upload');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Listing', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Create Listing' }).click({ timeout: 30_000 });
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoSeriousViolations(page, `/upload at ${width}`);
    await page.screenshot({ path: `/tmp/authoring-upload-${width}.png`, fullPage: true });

    await page.goto(`/edit/${listing.id}`);
    // The shared stack is slow while other suites run; the listing read is the only wait here.
    await expect(page.getByText('1/6 images')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page, `/edit at ${width}`);
    await page.screenshot({ path: `/tmp/authoring-edit-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit image 1' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Image' });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('slider', { name: /Zoom/ })).toHaveValue('1');
    await expect(editor.getByRole('slider', { name: /Rotation/ })).toHaveValue('0');
    // Keyboard: the rotation slider moves with the arrow keys.
    await editor.getByRole('slider', { name: /Rotation/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(editor.getByRole('slider', { name: /Rotation/ })).toHaveValue('1');
    await expectNoSeriousViolations(page, `image editor at ${width}`);
    await page.screenshot({ path: `/tmp/authoring-editor-${width}.png` });
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText('1/6 images')).toBeVisible();

    await page.goto('/bulk-upload');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByLabel('Item 1 images: choose files').setInputFiles([listingPhotoFile(7, 1)]);
    await expect(page.getByText('1/6 images')).toBeVisible();
    await expectNoSeriousViolations(page, `/bulk-upload at ${width}`);
    await page.screenshot({ path: `/tmp/authoring-bulk-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Remove item 1' }).click();
  });
}
