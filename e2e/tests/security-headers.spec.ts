import { expect, type Page, test } from './support/test';
import { DEMO_ADMIN, signInAs } from './support/session';
import { mainHeading } from './support/shell';

/**
 * The shop's security headers (issue 29 item 8) as a browser meets them: every page is sent with a
 * Content-Security-Policy, and the shop's own pages, a visitor's and the back office's, load under
 * it without one violation (its scripts, the remotes, the API, storage photos, the listing's video).
 */
const VISITOR_PAGES = [
  { path: '/', heading: 'Rare Indian Coins & Banknotes' },
  { path: '/kushan-vasudeva-gold-dinar', heading: 'Kushan Vasudeva I Gold Dinar' },
  { path: '/sell', heading: 'Sell Your Coins' },
  { path: '/blog', heading: 'Numismatic Insights' },
  { path: '/blog/beginners-guide-to-collecting-indian-coins', heading: /collecting/i },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

/** Every violation the page reports, from the moment it starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('every page is sent with its policy, no framing, nosniff and the referrer policy', async ({ request }) => {
  for (const path of ['/', '/kushan-vasudeva-gold-dinar', '/blog', '/admin/orders']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' http:\/\/localhost:3001 /);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  const remoteEntry = await request.get('http://localhost:3001/remoteEntry.js');
  expect(remoteEntry.headers()['x-content-type-options']).toBe('nosniff');
});

test('a visitor’s pages load under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const { path, heading } of VISITOR_PAGES) {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
  }
  // The listing's video is the one frame the shop shows.
  await page.goto('/kushan-vasudeva-gold-dinar');
  await expect(page.getByRole('main').getByRole('img').first()).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Show the video' }).click();
  await page.getByRole('button', { name: /^Play video of / }).click();
  await expect(page.locator('iframe[title^="Video of"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\//);
  expect(violations).toEqual([]);
});

test('the back office loads under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAs(page, DEMO_ADMIN);
  await page.goto('/admin/orders');
  await expect(mainHeading(page)).toHaveText('Orders Dashboard');
  await page.goto('/admin/collectibles');
  await expect(mainHeading(page)).toBeVisible();
  expect(violations).toEqual([]);
});
