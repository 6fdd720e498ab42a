import { expect, test } from './support/test';
import {
  startFakeProvider,
  CANNED_REPLY,
  type FakeProvider,
} from '../../supabase/functions/analyze-collectible/testing/fakeProvider.mjs';
import { apiClientAs } from './catalog-data';
import { choose, listingPhotoFile, uniqueSlug } from './authoring-support';
import { DEMO_ADMIN, signInAs } from './support/session';

// The AI assist end to end: the e2e stack's analyze-collectible function asks this fake chat-completions
// server (scripts/start.mjs points it at 127.0.0.1:54329 with a fake key). Serial: one provider, one port.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FAKE_KEY = 'sk-e2e-fake-provider-key';
let provider: FakeProvider | null = null;

test.beforeAll(async () => {
  provider = await startFakeProvider({ port: 54329 });
});
test.afterAll(async () => {
  await provider?.close();
});

const SECOND_REPLY = CANNED_REPLY.replace('A hand-struck silver rupee', 'The reverse shows the mint name').replace(
  '₹18,500',
  '₹1,20,000 - ₹1,50,000',
);

/**
 * Runs in the page: the bulk drafts it has written to IndexedDB (admin-mfe/src/model/bulkStore.ts), as
 * each one's name and photo count; none while the database does not exist yet (never created here).
 */
function storedBulkDrafts(): Promise<{ name: string; images: number }[]> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('sikka-admin');
    opening.onupgradeneeded = () => opening.transaction?.abort(); // not there yet: leave it to the page
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('bulk-drafts')) {
        database.close();
        resolve([]);
        return;
      }
      const reading = database.transaction('bulk-drafts').objectStore('bulk-drafts').get('drafts');
      reading.onsuccess = () => {
        database.close();
        const drafts = (reading.result ?? []) as { name: string; images: unknown[] }[];
        resolve(drafts.map((draft) => ({ name: draft.name, images: draft.images.length })));
      };
      reading.onerror = () => {
        database.close();
        reject(reading.error);
      };
    };
  });
}

test('create with AI: the first 2 photos fill the form, the listing page shows the composed sections', async ({ page }) => {
  provider!.requests.length = 0;
  provider!.script({ reply: CANNED_REPLY, delayMs: 300 }, { reply: SECOND_REPLY, delayMs: 300 });
  const functionAnswers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/functions/v1/')) functionAnswers.push(await response.text().catch(() => ''));
  });
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Listing');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Mixed Collectibles');

  await page
    .getByLabel('Images: choose files')
    .setInputFiles([listingPhotoFile(1, 1), listingPhotoFile(1, 2), listingPhotoFile(1, 3)]);
  await expect(page.getByText('3/6 images')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Mughal Akbar Silver Rupee, Lahore Mint');
  await expect(page.getByRole('textbox', { name: 'URL Slug', exact: true })).toHaveValue('mughal-akbar-silver-rupee-lahore-mint');
  // The higher suggestion of the two photos (the second one's range reads as its first amount).
  await expect(page.getByRole('textbox', { name: 'Price (₹)', exact: true })).toHaveValue('120000');
  const description = await page.getByRole('textbox', { name: 'Description', exact: true }).inputValue();
  expect(description).toContain('A hand-struck silver rupee');
  expect(description).toContain('The reverse shows the mint name');
  expect(provider!.requests).toHaveLength(2);
  for (const request of provider!.requests) expect(request.authorization).toBe(`Bearer ${FAKE_KEY}`);

  // AI-filled fields are marked and can be undone; what the admin types is theirs.
  await page.getByRole('button', { name: 'Undo AI suggestion for Price (₹)' }).click();
  await expect(page.getByRole('textbox', { name: 'Price (₹)', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('19500');
  await expect(page.getByRole('button', { name: 'Undo AI suggestion for Price (₹)' })).toHaveCount(0);
  const slug = uniqueSlug('ai');
  await page.getByRole('textbox', { name: 'URL Slug', exact: true }).fill(slug);

  // A write held until the test has seen it in progress (the only network shaping here) shows
  // 'Creating listing...' and each photo's upload progress.
  let releaseWrite = () => {};
  const writeReleased = new Promise<void>((resolve) => {
    releaseWrite = resolve;
  });
  await page.route('**/rest/v1/rpc/create_collectible', async (route) => {
    await writeReleased;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByRole('button', { name: 'Creating listing...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: /Image \d upload/ })).toHaveCount(3);
  releaseWrite();
  await expect(page).toHaveURL(`/${slug}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mughal Akbar Silver Rupee, Lahore Mint');
  await expect(page.getByText('Very Fine, light wear on the high points').first()).toBeVisible();
  await expect(page.getByText('Authentication Details:').first()).toBeAttached();

  const admin = await apiClientAs(DEMO_ADMIN);
  const { data } = await admin
    .from('collectibles')
    .select('price, status, images:collectible_images(image_url, order)')
    .eq('slug', slug)
    .single();
  expect(data).toMatchObject({ price: 19500, status: null });
  expect(data!.images).toHaveLength(3);
  // The key stays on the server.
  expect(functionAnswers.length).toBeGreaterThanOrEqual(2);
  for (const answer of functionAnswers) expect(answer).not.toContain(FAKE_KEY);
  expect(await page.content()).not.toContain(FAKE_KEY);
});

test('create when the AI is unavailable: the form says so and is filled in by hand', async ({ page }) => {
  await provider!.close();
  provider = null;
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/upload');
  await page.getByLabel('Images: choose files').setInputFiles([listingPhotoFile(2, 1)]);
  // Spec §8 AI (form), with the function's reason after it.
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to analyze images. Please try again.' })).toHaveText(
    'Failed to analyze images. Please try again. Image analysis failed: Could not reach the AI provider',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await choose(page, 'Type', 'Note');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Hand Written Ten Rupees');
  await expect(page.getByRole('textbox', { name: 'URL Slug', exact: true })).toHaveValue('hand-written-ten-rupees');
  const slug = uniqueSlug('by-hand');
  await page.getByRole('textbox', { name: 'URL Slug', exact: true }).fill(`${slug} `);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Condition: Good\n\nA note described by hand.');
  // A price that is not whole rupees is refused as typed, never turned into other digits (12.50 → 1250).
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('12.50');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('Price must be a whole number of rupees, 0 or more')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Price (₹)', exact: true })).toHaveValue('12.50');
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('₹750');
  await expect(page.getByRole('textbox', { name: 'Price (₹)', exact: true })).toHaveValue('₹750');
  await page.getByRole('textbox', { name: 'Video Link (optional)', exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(`/${slug}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hand Written Ten Rupees');
  const { data } = await (await apiClientAs(DEMO_ADMIN)).from('collectibles').select('price').eq('slug', slug).single();
  expect(data).toEqual({ price: 750 });
});

test('bulk upload of 3 with one failing: the others are created, the failure shows under its item', async ({ page }) => {
  await provider?.close();
  provider = await startFakeProvider({ port: 54329 });
  // Item 1 is typed in full (no AI); item 2 asks the AI and gets an unusable reply; item 3 asks and succeeds.
  provider.script(
    { reply: 'Type: Banknote\nName: Ten Rupees' },
    { reply: CANNED_REPLY.replace('Mughal Akbar Silver Rupee, Lahore Mint', 'Bulk AI Rupee') },
  );
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/bulk-upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk Upload');
  await expect(page.getByText('Upload up to 10 items at once')).toBeVisible();

  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add an item before uploading images');
  await page.getByRole('button', { name: 'Upload All' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add at least one item');

  const name = `Bulk Typed Coin ${Date.now().toString(36)}`;
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add Item' }).click();
  const item = (n: number) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Item ${n}`, exact: true }) });
  await item(1).getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await item(1).getByRole('textbox', { name: 'Description', exact: true }).fill('Typed by the admin.');
  await item(1).getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('1,234');
  await expect(item(1).getByRole('textbox', { name: 'Price (₹)', exact: true })).toHaveValue('1,234');
  // Filled fields no longer say the AI will suggest them; empty ones still do.
  await expect(item(1).getByText(/^Empty: /)).toHaveCount(0);
  await expect(item(2).getByText('Empty: suggested by AI')).toHaveCount(2);
  await item(1)
    .getByLabel('Item 1 images: choose files')
    .setInputFiles([listingPhotoFile(3, 1)]);
  await item(2)
    .getByLabel('Item 2 images: choose files')
    .setInputFiles([listingPhotoFile(4, 1)]);
  await page.getByRole('button', { name: 'Upload All' }).click();
  await expect(page.getByRole('alert')).toHaveText('All items must have at least one image');
  await item(3)
    .getByLabel('Item 3 images: choose files')
    .setInputFiles([listingPhotoFile(5, 1), listingPhotoFile(5, 2)]);
  await expect(item(3).getByText('2/6 images')).toBeVisible();

  // Drafts survive a reload, photos included: reloaded once the browser has written them to IndexedDB.
  await expect
    .poll(() => page.evaluate(storedBulkDrafts))
    .toEqual([
      { name, images: 1 },
      { name: expect.any(String), images: 1 },
      { name: expect.any(String), images: 2 },
    ]);
  await page.reload();
  await expect(item(1).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(item(3).getByText('2/6 images')).toBeVisible();

  await page.getByRole('button', { name: 'Upload All' }).click();
  await expect(item(2).getByRole('alert')).toHaveText(
    'Image analysis failed: Invalid type "Banknote". Must be exactly "coin" or "note"',
    { timeout: 20_000 },
  );
  await expect(page.getByText('Upload successful! Redirecting to featured collections...')).toBeVisible({ timeout: 20_000 });
  // Said where the admin is looking: Upload All is below the items, the banner above them.
  await expect(page.getByText('1 item failed: it waits on /bulk-upload with its error.')).toBeInViewport();
  await expect(page.getByText('3 of 3 items processed')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 5_000 });

  const admin = await apiClientAs(DEMO_ADMIN);
  const typed = await admin.from('collectibles').select('slug, price, description').eq('name', name).single();
  expect(typed.data).toMatchObject({ price: 1234, description: 'Typed by the admin.' });
  const ai = await admin
    .from('collectibles')
    .select('slug, price, images:collectible_images(id)')
    .eq('name', 'Bulk AI Rupee')
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  expect(ai.data).toMatchObject({ price: 18500 });
  expect(ai.data!.slug).toMatch(/^bulk-ai-rupee-\d{4}$/);
  expect(ai.data!.images).toHaveLength(2);
  // The item that failed was not created, and stays as a draft for another try.
  await page.goto('/bulk-upload');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('alert')).toContainText('Invalid type "Banknote"');
});
