import { expect, test, type Locator, type Page } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN } from './support/session';

// Issue 32, the listing page: the piece's catalogue facts as 'Specifications', its measured weight and
// diameter against its catalogue type, the antiquity notice, and the video as one gallery item whose
// player loads only when tapped, so a phone's first screen holds the name, price and 'Purchase Now'.

const NOTICE =
  'Antiquity — over 100 years old. Sold for delivery within India only; export needs permission from the Archaeological Survey of India.';
/** The seeded catalogue type KM# 450 (standard 11.66 g, 30.5 mm, ± 3 %). */
const KM_450 = 'e0000000-0000-4000-8000-000000000001';
const VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1';

/** A listing of this spec's own: a photo, a video, every coin field filled, KM# 450 as its type and reference. */
async function catalogueListing(label: string) {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, label, {
    youtube_url: VIDEO,
    issuer: 'East India Company',
    ruler: 'William IV',
    period: 'East India Company',
    denomination: 'Rupee',
    year_ad: 1835,
    year_written: 'AH 1250',
    mint: 'Calcutta',
    metal: 'silver',
    fineness: 0.917,
    weight_g: 11.4,
    diameter_mm: 30.5,
    shape: 'round',
    grade: 'XF',
    sheldon_grade: 45,
    grading_service: 'NGC',
    certificate_number: '4821337-004',
    reference_type_id: KM_450,
  });
  const reference = await admin.from('catalogue_references').insert({ collectible_id: listing.id, system: 'KM', number: '450' });
  if (reference.error) throw reference.error;
  return listing;
}

const specifications = (page: Page) => page.getByRole('table', { name: 'Specifications' });
const antiquity = (page: Page) => page.getByRole('complementary', { name: 'Antiquity' });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Inside the viewport and above anything fixed to its bottom (the phone's buy bar). */
async function onFirstScreen(locator: Locator, bottom: number) {
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  return box !== null && box.y >= 0 && box.y + box.height <= bottom && box.x >= 0 && box.x + box.width <= width;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows the specifications, the measured-vs-standard line and the antiquity notice', async ({ page, request }) => {
      const listing = await catalogueListing(`specs-${viewport.width}`);
      await page.goto(`/${listing.slug}`);
      await expect(heading(page)).toHaveText(listing.name);

      await expect(specifications(page).getByRole('rowheader')).toHaveText([
        'Issuer',
        'Ruler',
        'Period',
        'Denomination',
        'Year',
        'Mint',
        'Metal',
        'Weight',
        'Diameter',
        'Shape',
        'Catalogue number',
        'Grade',
        'Certified by',
      ]);
      await expect(specifications(page).getByRole('cell')).toHaveText([
        'East India Company',
        'William IV',
        'East India Company',
        'Rupee',
        '1835 (AH 1250)',
        'Calcutta',
        'Silver, 0.917 fine',
        '11.40 g',
        '30.5 mm',
        'Round',
        'KM# 450',
        'Extremely Fine (XF), Sheldon 45',
        'NGC, certificate 4821337-004',
      ]);

      const measured = page.getByRole('table', { name: /^Measured against KM# 450/ });
      await expect(measured).toHaveAccessibleName(
        'Measured against KM# 450, East India Company rupee, William IV (tolerance ± 3 %)',
      );
      await expect(measured.getByTestId('standard-weight').getByRole('cell')).toHaveText([
        '11.40 g',
        '11.66 g',
        '−2.2 %, within tolerance',
      ]);
      await expect(measured.getByTestId('standard-diameter').getByRole('cell')).toHaveText([
        '30.5 mm',
        '30.5 mm',
        '+0.0 %, within tolerance',
      ]);

      await expect(antiquity(page)).toHaveText(NOTICE);
      // The tables fit the screen: nothing is wider than the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Search engines get the same facts, from the server's HTML and from the page.
      const ld = page.locator('#root script[type="application/ld+json"]');
      await expect(ld).toHaveCount(1);
      const product = JSON.parse((await ld.textContent())!);
      expect(product).toMatchObject({
        sku: listing.id,
        itemCondition: 'https://schema.org/UsedCondition',
        material: 'Silver',
        weight: { '@type': 'QuantitativeValue', value: 11.4, unitCode: 'GRM' },
      });
      expect(product.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Catalogue number', value: 'KM# 450' });
      const html = await (await request.get(`/${listing.slug}`)).text();
      expect(html).toContain('"additionalProperty":[{"@type":"PropertyValue","name":"Issuer","value":"East India Company"}');

      await page.screenshot({ path: `/tmp/hw32-listing-${viewport.width}.png`, fullPage: true });
    });

    test('a piece under 100 years old has its specifications and no antiquity notice', async ({ page }) => {
      const { data, error } = await apiClient()
        .from('collectibles')
        .select('slug, name')
        .gte('year_ad', 1950)
        .order('slug')
        .limit(1)
        .single();
      if (error) throw error;
      await page.goto(`/${data.slug}`);
      await expect(heading(page)).toHaveText(data.name);
      await expect(specifications(page).getByRole('rowheader', { name: 'Year' })).toBeVisible();
      await expect(antiquity(page)).toHaveCount(0);
    });

    test('the video is a gallery item whose player loads only when tapped', async ({ page }) => {
      const listing = await catalogueListing(`video-${viewport.width}`);
      const youtube: string[] = [];
      page.on('request', (sent) => {
        if (/youtube|ytimg|googlevideo/.test(new URL(sent.url()).hostname)) youtube.push(sent.url());
      });
      await page.goto(`/${listing.slug}`);
      const gallery = page.getByRole('region', { name: `Photos of ${listing.name}` });
      await expect(gallery.getByRole('img', { name: `${listing.name}, photo 1 of 1` })).toBeVisible();
      await expect(gallery.getByRole('list', { name: 'Choose a photo or the video' }).getByRole('button')).toHaveCount(2);

      await gallery.getByRole('button', { name: 'Show the video' }).click();
      const play = gallery.getByRole('button', { name: `Play video of ${listing.name}` });
      await expect(play).toBeVisible();
      await page.screenshot({ path: `/tmp/hw32-video-poster-${viewport.width}.png` });
      // Nothing of YouTube's before the tap: no frame, no request.
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(youtube).toEqual([]);

      await play.click();
      await expect(gallery.locator('iframe')).toHaveAttribute('src', PLAYER);
      await expect(gallery.locator('iframe')).toHaveAttribute('title', `Video of ${listing.name}`);
      await expect(gallery.locator('iframe')).toBeFocused();

      // Moving to a photo takes the player down again.
      await gallery.getByRole('button', { name: 'Show photo 1 of 1' }).click();
      await expect(page.locator('iframe')).toHaveCount(0);
    });

    test("the first screen holds the name, the price and 'Purchase Now'", async ({ page }) => {
      const listing = await catalogueListing(`fold-${viewport.width}`);
      const { data: seeded, error } = await apiClient()
        .from('collectibles')
        .select('slug, name, youtube_url')
        .not('slug', 'like', 'e2e-%');
      if (error) throw error;
      // Every seeded listing with a video, and the one with the longest name (two lines on a phone).
      const withVideo = seeded.filter((row) => row.youtube_url !== null);
      const longestName = seeded.reduce((longest, row) => (row.name.length > longest.name.length ? row : longest));
      expect(withVideo.length).toBeGreaterThan(0);
      for (const { slug, name } of [listing, ...withVideo, longestName]) {
        await page.goto(`/${slug}`);
        await expect(heading(page)).toHaveText(name);
        // On a phone the buy bar is fixed to the bottom: the page's own name and price must be above it.
        const bar = page.getByTestId('buy-bar');
        const barBox = viewport.width < 800 ? await bar.boundingBox() : null;
        const bottom = barBox ? barBox.y : viewport.height;
        expect(await onFirstScreen(heading(page), bottom), `${slug}: name`).toBe(true);
        expect(await onFirstScreen(page.getByTestId('listing-price'), bottom), `${slug}: price`).toBe(true);
        const purchase = page.getByRole('button', { name: 'Purchase Now' });
        await expect(purchase).toBeVisible();
        expect(await onFirstScreen(purchase, viewport.height), `${slug}: Purchase Now`).toBe(true);
        await expect(page.locator('iframe')).toHaveCount(0);
      }
      await page.goto(`/${listing.slug}`);
      await expect(heading(page)).toHaveText(listing.name);
      await page.screenshot({ path: `/tmp/hw32-first-screen-${viewport.width}.png` });
    });
  });
}
