import { expect, test } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { choose, listingPhotoFile, uniqueSlug } from './authoring-support';
import { DEMO_ADMIN, SUPABASE_URL, signInAs } from './support/session';

test.describe.configure({ timeout: 120_000 });

const box = (page: import('@playwright/test').Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('edit: slug collision and a bad video link are refused, then images, status and fields are saved', async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'edit');
  const other = await createListing(admin, 'edit-other');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/edit/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Listing');
  await expect(box(page, 'Title')).toHaveValue(listing.name, { timeout: 30_000 });
  await expect(page.getByText('1/6 images')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Available');

  await box(page, 'URL Slug').fill(other.slug);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This URL slug is already in use. Please choose a different one.' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(`/edit/${listing.id}`);
  // The refused field takes the focus (and is scrolled to): the refusal does not look like nothing happened.
  await expect(box(page, 'URL Slug')).toBeFocused();

  const slug = uniqueSlug('edited');
  await box(page, 'URL Slug').fill(slug);
  await box(page, 'Video Link (optional)').fill('https://www.youtube.com/watch?v=tooShort');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invalid YouTube URL format. Please use a valid YouTube video URL.')).toBeVisible();
  await expect(box(page, 'Video Link (optional)')).toBeFocused();
  await box(page, 'Video Link (optional)').fill('https://www.youtube.com/shorts/dQw4w9WgXcQ');

  // Remove the stored photo, add two new ones, change status and title.
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  // Its button went with it: the focus is on the way to add photos, not on the page.
  await expect(page.getByRole('button', { name: 'Upload Images' })).toBeFocused();
  await page.getByLabel('Images: choose files').setInputFiles([listingPhotoFile(6, 1), listingPhotoFile(6, 2)]);
  await expect(page.getByText('2/6 images')).toBeVisible();
  await choose(page, 'Status', 'Sold');
  await box(page, 'Title').fill('Edited Silver Rupee');
  await expect(box(page, 'URL Slug')).toHaveValue(slug);

  // A save held (the only network shaping here) until its 'Saving...' with the buttons disabled is seen.
  let releaseSave!: () => void;
  const saveReleased = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/rest/v1/rpc/update_collectible', async (route) => {
    await saveReleased;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  releaseSave();
  await expect(page).toHaveURL(`/${slug}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited Silver Rupee');

  const { data } = await admin
    .from('collectibles')
    .select('name, status, youtube_url, images:collectible_images(image_url, order)')
    .eq('id', listing.id)
    .single();
  expect(data).toMatchObject({
    name: 'Edited Silver Rupee',
    status: 'sold',
    youtube_url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  });
  const images = [...data!.images].sort((a, b) => a.order - b.order);
  expect(images.map((image) => image.order)).toEqual([0, 1]);
  for (const image of images) expect(image.image_url).toContain(`/collectible-images/${listing.id}/`);
  // The removed photo's file was deleted after the save committed.
  await expect
    .poll(async () => (await fetch(`${SUPABASE_URL}/storage/v1/object/public/collectible-images/${listing.imagePath}`)).status)
    .not.toBe(200);
});

test('edit: Cancel goes back to the listing unchanged; an unknown id says so', async ({ page }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'edit-cancel');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/edit/${listing.id}`);
  await box(page, 'Title').fill('Not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);

  await page.goto('/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Collectible not found')).toBeVisible({ timeout: 30_000 });
});
