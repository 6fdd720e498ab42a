import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { apiClient, apiClientAs } from './catalog-data';
import { LOCAL_COVER, createPost, deletePosts } from './blog-data';
import { drawnPhoto } from './sell-photos';
import { DEMO_ADMIN, DEMO_BUYER, signInAs } from './support/session';
import { mainHeading } from './support/shell';

const created: string[] = [];
test.afterAll(async () => deletePosts(await apiClientAs(DEMO_ADMIN), created));

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
// The back office loads its screen lazily; on a busy machine the first paint can take a while.
const FIRST_PAINT = { timeout: 30_000 };

/** The browser's Back button. When the editor's guard cancels the step there is no navigation to wait for. */
async function backCancelledByTheGuard(page: Page) {
  await page.goBack({ timeout: 2_000 }).catch(() => {});
}

test('an admin writes a post, finds it, edits it, meets a taken slug, and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `E2E Copper Paisa ${stamp}`;
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/blog');
  await expect(page.getByRole('article').first()).toBeVisible(FIRST_PAINT);
  await expect(mainHeading(page)).toContainText('Manage Blog');
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL('/admin/blog/new');
  await expect(field(page, 'Title')).toBeVisible(FIRST_PAINT);

  // The slug follows the title while creating.
  await field(page, 'Title').fill(title);
  await expect(field(page, 'URL slug')).toHaveValue(`e2e-copper-paisa-${stamp}`);
  // Everything is required: saving now names what is missing.
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Cover image URL is required')).toBeVisible();
  await expect(page.getByText('Content is required')).toBeVisible();
  await field(page, 'Cover image URL').fill('not a url');
  await field(page, 'Excerpt').fill(`Copper paisa of the ${stamp} kind.`);
  await field(page, 'Meta description').fill('A short meta description.');
  await expect(page.getByText('25/160 characters')).toBeVisible();
  await field(page, 'Content (Markdown)').fill('## Weights\n\n| Year | Grams |\n| --- | --- |\n| 1950 | 4.9 |');
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('cell', { name: '4.9' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Please enter a valid URL (starting with https://)')).toBeVisible();
  await field(page, 'Cover image URL').fill(LOCAL_COVER);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page).toHaveURL('/admin/blog');

  const { data: saved } = await apiClient().from('blog_posts').select('*').eq('slug', `e2e-copper-paisa-${stamp}`).single();
  created.push(saved!.id);
  expect(saved).toMatchObject({ title, excerpt: `Copper paisa of the ${stamp} kind.` });

  // Search over title, excerpt and content, ignoring case.
  await page.getByRole('searchbox', { name: 'Search blog posts...' }).fill(`COPPER PAISA OF THE ${stamp.toUpperCase()}`);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('count-badge')).toHaveText('1');
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/e2e-copper-paisa-${stamp}`);
  await page.getByRole('searchbox', { name: 'Search blog posts...' }).fill(`no-such-post-${stamp}`);
  await expect(page.getByRole('heading', { name: 'No matching posts found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search blog posts...' }).fill(stamp);

  // Edit: the slug no longer follows the title.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/admin/blog/edit/${saved!.id}`);
  await expect(field(page, 'Title')).toHaveValue(title);
  await field(page, 'Title').fill(`${title} revised`);
  await expect(field(page, 'URL slug')).toHaveValue(`e2e-copper-paisa-${stamp}`);

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/admin/blog/edit/${saved!.id}`);
  // The browser's Back button asks too; staying keeps the editor, its address and what was typed.
  await backCancelledByTheGuard(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(`/admin/blog/edit/${saved!.id}`);
  await expect(field(page, 'Title')).toHaveValue(`${title} revised`);

  // A slug another post has: refused before saving, the form keeps what was typed.
  await field(page, 'URL slug').fill('the-1911-pig-rupee');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('A post with this URL slug already exists')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(`${title} revised`);

  // The same text when the unique constraint catches it (another admin took the slug after the check).
  await page.route('**/rest/v1/blog_posts?select=id&slug=eq.*', (route) => route.fulfill({ json: [] }));
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A post with this URL slug already exists' }).first()).toBeVisible();
  await expect(page).toHaveURL(`/admin/blog/edit/${saved!.id}`);
  await expect(field(page, 'Title')).toHaveValue(`${title} revised`);
  await page.unroute('**/rest/v1/blog_posts?select=id&slug=eq.*');

  await field(page, 'URL slug').fill(`e2e-copper-paisa-${stamp}`);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page).toHaveURL('/admin/blog');
  const { data: edited } = await apiClient().from('blog_posts').select('title, slug').eq('id', saved!.id).single();
  expect(edited).toEqual({ title: `${title} revised`, slug: `e2e-copper-paisa-${stamp}` });

  // Delete, after confirming.
  // The list reloads after the save; a search typed while it does may be drawn over, so it is typed again
  // until the list holds only this post.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Search blog posts...' }).fill(stamp);
    await expect(page.getByRole('article')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No matching posts found' })).toBeVisible();
  // No post left in the list: the focus is on the screen's heading, not on the page.
  await expect(mainHeading(page)).toBeFocused();
  const { data: gone } = await apiClient().from('blog_posts').select('id').eq('id', saved!.id);
  expect(gone).toEqual([]);
});

test('an admin uploads a cover photo: the URL field gets its stored address and the saved post shows that cover', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `E2E Cover Upload ${stamp}`;
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/blog/new');
  await expect(field(page, 'Title')).toBeVisible(FIRST_PAINT);
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('A post whose cover was uploaded from the editor.');
  await field(page, 'Meta description').fill('A post whose cover was uploaded from the editor.');
  await field(page, 'Content (Markdown)').fill('The cover above was **uploaded**.');
  const photo = await drawnPhoto(page, 1200, 630);
  const pickCover = async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a cover image' }).click();
    await (await chooser).setFiles({ name: 'Pig Rupee Cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  };

  // Storage refuses: the reason is shown, and nothing typed is lost.
  const uploads = '**/storage/v1/object/collectible-images/blog/**';
  await page.route(uploads, (route) =>
    route.fulfill({
      status: 400,
      json: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
    }),
  );
  await pickCover();
  await expect(page.getByText('Failed to upload the image: new row violates row-level security policy')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Cover image URL')).toHaveValue('');
  await page.screenshot({ path: '/tmp/blog-admin-cover-failed-1280.png' });
  await page.unroute(uploads);

  // The real upload: progress, then the public URL of blog/{timestamp}-{safe name}.jpg in the field.
  await pickCover();
  await expect(field(page, 'Cover image URL')).toHaveValue(
    /\/storage\/v1\/object\/public\/collectible-images\/blog\/\d+-pig-rupee-cover\.jpg$/,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded Pig Rupee Cover.jpg' })).toBeVisible();
  await expect(page.getByText('Failed to upload the image')).toBeHidden();
  await page.screenshot({ path: '/tmp/blog-admin-cover-uploaded-1280.png' });
  const coverUrl = await field(page, 'Cover image URL').inputValue();
  const stored = await page.request.get(coverUrl);
  expect(stored.headers()['content-type']).toBe('image/jpeg');

  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page).toHaveURL('/admin/blog');
  const slug = `e2e-cover-upload-${stamp}`;
  const { data: saved } = await apiClient().from('blog_posts').select('id, cover_image').eq('slug', slug).single();
  created.push(saved!.id);
  expect(saved!.cover_image).toBe(coverUrl);

  await page.goto(`/blog/${slug}`);
  const cover = page.getByRole('article').locator('img').first();
  await expect(cover).toHaveAttribute('src', coverUrl, FIRST_PAINT);
  await expect(cover).not.toHaveAttribute('data-fallback');
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);

  const admin = await apiClientAs(DEMO_ADMIN);
  await admin.storage.from('collectible-images').remove([new URL(coverUrl).pathname.split('/').slice(-2).join('/')]);
});

test('Back from the editor with unsaved changes asks first; Leave goes back to the list', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/blog');
  await page.getByRole('link', { name: 'New Post' }).click(FIRST_PAINT);
  await field(page, 'Title').fill('A draft nobody saved');
  await backCancelledByTheGuard(page);
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL('/admin/blog/new');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/admin/blog');
  await expect(page.getByRole('article').first()).toBeVisible(FIRST_PAINT);
  // Forward again: a fresh, empty editor, nothing to ask about.
  await page.goForward();
  await expect(field(page, 'Title')).toHaveValue('', FIRST_PAINT);
});

test("a failed delete alerts 'Failed to delete blog post. Please try again.' and keeps the post", async ({ page }) => {
  const post = await createPost(await apiClientAs(DEMO_ADMIN), 'delete-fails');
  created.push(post.id);
  await signInAs(page, DEMO_ADMIN);
  await page.route('**/rest/v1/blog_posts?id=eq.*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 503, json: { message: 'unavailable' } }) : route.fallback(),
  );
  await page.goto(`/admin/blog?q=${encodeURIComponent(post.title)}`);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('article').getByRole('button', { name: 'Delete' }).click(FIRST_PAINT);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => alerts).toEqual(['Failed to delete blog post. Please try again.']);
  await expect(page.getByRole('article').getByRole('link', { name: post.title })).toBeVisible();
});

test("with no posts at all the list says 'No Blog Posts Yet'", async ({ page }) => {
  await signInAs(page, DEMO_ADMIN);
  await page.route('**/rest/v1/blog_posts?select=*&order=created_at.desc', (route) => route.fulfill({ json: [] }));
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Create your first blog post to get started.')).toBeVisible();
});

const BLOG_ADMIN_ROUTES = ['/admin/blog', '/admin/blog/new', '/admin/blog/edit/b0000000-0000-4000-8000-000000000001'];

test('a visitor and a buyer get Access Denied on every blog admin route, and the database refuses their writes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of BLOG_ADMIN_ROUTES) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText('Access Denied');
  }
  const visitorInsert = await apiClient()
    .from('blog_posts')
    .insert({
      title: 'x',
      slug: `e2e-refused-${Date.now()}`,
      content: 'x',
      excerpt: 'x',
      cover_image: 'https://x.example/a.jpg',
      meta_description: 'x',
    });
  expect(visitorInsert.error?.code).toBe('42501');

  await signInAs(page, DEMO_BUYER);
  for (const path of BLOG_ADMIN_ROUTES) {
    await page.goto(path);
    await expect(mainHeading(page), path).toHaveText('Access Denied');
    await expect(page.getByText('Not authorized')).toBeVisible();
  }
  const buyer = await apiClientAs(DEMO_BUYER);
  const buyerUpdate = await buyer.from('blog_posts').update({ title: 'Defaced' }).eq('slug', 'the-1911-pig-rupee').select('id');
  expect(buyerUpdate.data ?? []).toEqual([]);
  const buyerDelete = await buyer.from('blog_posts').delete().eq('slug', 'the-1911-pig-rupee').select('id');
  expect(buyerDelete.data ?? []).toEqual([]);
  const { data } = await apiClient().from('blog_posts').select('title').eq('slug', 'the-1911-pig-rupee').single();
  expect(data?.title).not.toBe('Defaced');
});

for (const width of [1280, 390]) {
  test(`the blog admin list and editor are accessible and look right at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/admin/blog');
    await expect(page.getByRole('article').first()).toBeVisible(FIRST_PAINT);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/blog-admin-list-${width}.png`, fullPage: true });
    await page.goto('/admin/blog/edit/b0000000-0000-4000-8000-000000000003');
    await expect(page.getByRole('region', { name: 'Preview' }).locator('h2').first()).toBeVisible(FIRST_PAINT);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/blog-admin-editor-${width}.png`, fullPage: true });
  });
}
