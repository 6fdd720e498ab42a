import { expect, test, type Page } from './support/test';
import { apiClient } from './catalog-data';

// Issue 32, browse with facets: period, metal, type, grade and a year range beside category and price,
// each value with its count, in the URL, cleared by Clear Filters; search by catalogue number. Counts are
// compared with plain reads of the same backend (other specs add listings meanwhile: each check re-reads).

interface Filters {
  period?: string;
  metal?: string;
  yearFrom?: number;
  yearTo?: number;
  search?: string;
}

/** The first page's names (newest first, ties by id) and the total, as a plain read through the API. */
async function expected(filters: Filters) {
  let request = apiClient().from('collectibles').select('name', { count: 'exact' });
  if (filters.period) request = request.eq('period', filters.period);
  if (filters.metal) request = request.eq('metal', filters.metal);
  if (filters.yearFrom !== undefined) request = request.gte('year_ad', filters.yearFrom);
  if (filters.yearTo !== undefined) request = request.lte('year_ad', filters.yearTo);
  const { data, count, error } = await request.order('created_at', { ascending: false }).order('id').range(0, 11);
  if (error) throw error;
  return { names: (data ?? []).map((row) => row.name as string), total: count ?? 0 };
}

const grid = (page: Page) => page.getByRole('list', { name: 'Collectibles' });
const facet = (page: Page, title: string) => page.getByRole('group', { name: title });
/** A facet value's chip: its label, then its count. */
const chip = (page: Page, title: string, label: string) =>
  facet(page, title).getByRole('button', { name: new RegExp(`^${label} \\d+$`) });

/**
 * The grid shows the first page the database holds for these filters. The whole collection (`fresh`: no
 * filter) grows while other specs add listings in parallel, and the page reads it once, so there a retry
 * reads the page again: the grid must agree with one read of the database, not with a later one.
 */
async function expectGrid(page: Page, filters: Filters, { fresh = false } = {}) {
  let attempt = 0;
  await expect(async () => {
    if (fresh && attempt++ > 0) await page.reload();
    const { names, total } = await expected(filters);
    expect(total).toBeGreaterThan(0);
    expect(await grid(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(names);
    await expect(page.getByTestId('result-count')).toHaveText(
      `Showing 1–${names.length} of ${total} ${total === 1 ? 'item' : 'items'}`,
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 20_000 });
}

/** The chip shows the number of listings choosing it would show. */
async function expectChipCount(page: Page, title: string, label: string, filters: Filters) {
  await expect(async () => {
    const { total } = await expected(filters);
    await expect(chip(page, title, label)).toHaveText(`${label} ${total}`, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use(
      width === 390
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    );

    /** On a phone the facets fold behind 'More filters'; on a wide screen they are always there. */
    async function openFacets(page: Page) {
      const toggle = page.getByRole('button', { name: /^More filters/ });
      if (width === 390) {
        await expect(facet(page, 'Period')).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(toggle).toBeHidden();
      }
      await expect(facet(page, 'Period')).toBeVisible();
    }

    test('facets narrow and widen the grid with their counts, in the URL, and Clear Filters lifts them', async ({ page }) => {
      await page.goto('/');
      await expect(grid(page)).toBeVisible();
      await openFacets(page);
      await expectChipCount(page, 'Period', 'Mughal', { period: 'Mughal' });

      // Narrow: Mughal, then silver within it (the metal's count is counted within the period).
      await chip(page, 'Period', 'Mughal').click();
      await expect(page).toHaveURL('/?period=Mughal');
      await expect(chip(page, 'Period', 'Mughal')).toHaveAttribute('aria-pressed', 'true');
      await expectGrid(page, { period: 'Mughal' });
      await expectChipCount(page, 'Metal', 'Silver', { period: 'Mughal', metal: 'silver' });
      await chip(page, 'Metal', 'Silver').click();
      await expect(page).toHaveURL('/?period=Mughal&metal=silver');
      await expectGrid(page, { period: 'Mughal', metal: 'silver' });
      // The period's counts are counted within silver now.
      await expectChipCount(page, 'Period', 'Mughal', { period: 'Mughal', metal: 'silver' });
      await page.screenshot({ path: `/tmp/browse-facets-${width}.png`, fullPage: true });

      // Widen: Mughal again lifts it; every silver piece shows.
      await chip(page, 'Period', 'Mughal').click();
      await expect(page).toHaveURL('/?metal=silver');
      await expectGrid(page, { metal: 'silver' });

      // A year range, written once typing pauses.
      await page.getByLabel('From year').fill('1800');
      await page.getByLabel('To year').fill('1947');
      await expect(page).toHaveURL('/?metal=silver&year_from=1800&year_to=1947');
      await expectGrid(page, { metal: 'silver', yearFrom: 1800, yearTo: 1947 });
      if (width === 390) await expect(page.getByRole('button', { name: 'More filters (2)' })).toBeVisible();

      const filteredCount = await page.getByTestId('result-count').textContent();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL('/');
      // The grid is read again without the filters (then compared with the database, which other specs grow).
      await expect(page.getByTestId('result-count')).not.toHaveText(filteredCount!);
      await expect(page.getByLabel('From year')).toHaveValue('');
      await expect(chip(page, 'Metal', 'Silver')).toHaveAttribute('aria-pressed', 'false');
      await expectGrid(page, {}, { fresh: true });
    });

    test("a search by catalogue number finds the piece however it is written ('KM#525', 'KM 525', 'km-525')", async ({
      page,
    }) => {
      const { data } = await apiClient()
        .from('collectibles')
        .select('name')
        .eq('slug', '1918-george-v-bombay-sovereign')
        .single();
      const search = page.getByRole('combobox', { name: 'Search coins and notes' });
      await page.goto('/');
      await expect(grid(page)).toBeVisible();
      await search.fill('KM#525');
      await expect(page).toHaveURL('/?q=KM%23525');
      await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([data!.name]);
      for (const written of ['KM 525', 'km-525']) {
        await page.goto(`/?q=${encodeURIComponent(written)}`);
        await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText([data!.name]);
        await expect(page.getByTestId('result-count')).toHaveText('Showing 1–1 of 1 item');
      }
    });

    test('facet values the catalogue does not have are dropped from the URL with a notice', async ({ page }) => {
      await page.goto('/?period=Atlantis&metal=silver&grade=mint&year_from=3000');
      const notice = page.getByRole('status').filter({ hasText: 'We could not find that period, so all periods are shown.' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('We could not find that grade, so all grades are shown.');
      await expect(notice).toContainText('We could not read that year range, so all years are shown.');
      await expect(page).toHaveURL('/?metal=silver');
      await expectGrid(page, { metal: 'silver' });
      await openFacets(page);
      await expect(chip(page, 'Metal', 'Silver')).toHaveAttribute('aria-pressed', 'true');
      await page.screenshot({ path: `/tmp/browse-facets-notice-${width}.png` });
      // Choosing a period answers its notice.
      await chip(page, 'Period', 'Mughal').click();
      await expect(page.getByText('We could not find that period')).toHaveCount(0);
    });
  });
}
