import { expect, test, type Page } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { listingPhotoFile } from './authoring-support';
import { DEMO_ADMIN, signInAs } from './support/session';

// Issue 28 on the authoring screens: prices are refused rather than changed, drafts are checked before
// they are sent, network failures say the spec's texts, and Cancel asks before throwing work away. A
// refused form focuses its first field in error, and files that are not photos are refused when picked.
test.describe.configure({ timeout: 120_000 });

const item = (page: Page, n: number) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Item ${n}`, exact: true }) });
const box = (scope: Page | ReturnType<typeof item>, name: string) => scope.getByRole('textbox', { name, exact: true });

test('bulk: a 7th photo is said, a wrong price or video link fails the item unsent, Cancel asks first', async ({ page }) => {
  const name = `Bulk Refused Coin ${Date.now().toString(36)}`;
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/bulk-upload');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await item(page, 1)
    .getByLabel('Item 1 images: choose files')
    .setInputFiles([
      ...[1, 2, 3].flatMap((n) => [listingPhotoFile(1, n), listingPhotoFile(3, n)]),
      listingPhotoFile(2, 1),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Dear buyer, this is not a photo') },
    ]);
  await expect(item(page, 1).getByText('6/6 images')).toBeVisible();
  // Said on the item: the photo past its 6, and the file that is no photo, by name.
  await expect(item(page, 1).getByRole('status')).toHaveText(
    "Only 6 images are allowed per listing; 1 extra image was not added. 'notes.txt' was not added. Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.",
  );

  await box(item(page, 1), 'Name').fill(name);
  await expect(item(page, 1).getByText('Empty: suggested by AI')).toHaveCount(1); // the price's, not the name's
  await box(item(page, 1), 'Description').fill('Typed by the admin.');
  await box(item(page, 1), 'Price (₹)').fill('3.5');
  await box(item(page, 1), 'Video Link (optional)').fill('https://vimeo.com/123456');
  await box(item(page, 1), 'Description').focus();
  await expect(item(page, 1).getByText('Price must be a whole number of rupees, 0 or more')).toBeVisible();
  await expect(box(item(page, 1), 'Price (₹)')).toHaveValue('3.5');
  await expect(item(page, 1).getByText('Invalid YouTube URL format. Please use a valid YouTube video URL.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload All' }).click();
  await expect(item(page, 1).getByText('Failed', { exact: true })).toBeVisible();
  await expect(item(page, 1).getByRole('alert').last()).toContainText('Price must be a whole number of rupees, 0 or more');
  await expect(page.getByText('Upload successful! Redirecting to featured collections...')).toHaveCount(0);
  const admin = await apiClientAs(DEMO_ADMIN);
  expect((await admin.from('collectibles').select('id').eq('name', name)).data).toEqual([]);

  // Cancel asks: keeping edits stays, discarding goes to / and the drafts are gone.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard these drafts?' });
  await expect(dialog).toContainText('1 item with its photos and typed details will be deleted');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(box(item(page, 1), 'Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard drafts' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/bulk-upload');
  await expect(page.getByText('Upload up to 10 items at once')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeEnabled();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("a save that cannot reach the server says the spec's text, not 'TypeError: Failed to fetch'", async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'offline-edit');
  await signInAs(page, DEMO_ADMIN);

  await page.goto(`/edit/${listing.id}`);
  await expect(box(page, 'Title')).toHaveValue(listing.name, { timeout: 30_000 });
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update collectible' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await page.context().setOffline(false);

  await page.goto('/bulk-upload');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await item(page, 1)
    .getByLabel('Item 1 images: choose files')
    .setInputFiles([listingPhotoFile(4, 1)]);
  await expect(item(page, 1).getByText('1/6 images')).toBeVisible();
  await box(item(page, 1), 'Name').fill('Offline Coin');
  await box(item(page, 1), 'Description').fill('Never sent.');
  await box(item(page, 1), 'Price (₹)').fill('900');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Upload All' }).click();
  await expect(item(page, 1).getByRole('alert')).toHaveText('Failed to process item', { timeout: 20_000 });
  await page.context().setOffline(false);

  await page.goto('/upload');
  await page.getByLabel('Images: choose files').setInputFiles([listingPhotoFile(5, 1)]);
  await expect(page.getByText('1/6 images')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analyze with AI' })).toBeEnabled({ timeout: 20_000 });
  await box(page, 'Title').fill('Offline Rupee');
  await box(page, 'Description').fill('Never sent.');
  await box(page, 'Price (₹)').fill('900');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to create collectible' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await page.context().setOffline(false);
});

test('create: a refused form focuses its first field in error; files that are not photos are refused by name', async ({
  page,
}) => {
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/upload');
  await expect(box(page, 'Title')).toBeVisible({ timeout: 30_000 });
  // A refused form focuses (and scrolls to) its first field in error, the price's when it is the only one.
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(box(page, 'Title')).toBeFocused();
  await box(page, 'Title').fill('Refused Rupee');
  await box(page, 'Description').fill('Not saved.');
  await box(page, 'Price (₹)').fill('-50');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(box(page, 'Price (₹)')).toBeFocused();
  await expect(page.getByText('Price must be a whole number of rupees, 0 or more')).toBeInViewport();
  // Files that are not photos are refused by name when picked: nothing is added, nothing typed is lost.
  await page.getByLabel('Images: choose files').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Dear buyer, this is not a photo') },
    {
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: "'notes.txt' was not added." })).toContainText(
    "'notes.txt' was not added. Only image file types are accepted. Please choose a JPEG, PNG, WebP or GIF photo.",
  );
  await expect(page.getByRole('alert').filter({ hasText: "'broken.jpg' was not added." })).toContainText(
    "'broken.jpg' was not added. The photo could not be opened; the file may be damaged. Please choose another photo.",
  );
  await expect(page.getByText('0/6 images')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Images: view/ })).toHaveCount(0);
  await expect(box(page, 'Title')).toHaveValue('Refused Rupee');
  await page.getByLabel('Images: choose files').setInputFiles([listingPhotoFile(5, 2)]);
  await expect(page.getByText('1/6 images')).toBeVisible();
  await expect(page.getByText(/was not added/)).toHaveCount(0);
});
