import { expect, type Page } from '@playwright/test';

/** The shell's own frame around every page: header (banner, logo, actions) and footer. */
export async function expectShellFrame(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByText('Trusted by 10,000+ collectors across India')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sikka home' })).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Contact & Support' })).toBeVisible();
}

/** The page's main heading, inside <main> (the header and footer have none). */
export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

export const REMOTE_UNAVAILABLE = 'This part of the shop is unavailable right now';

/**
 * Waits until the page's script has taken over a server-rendered page (the shell marks <html> on its
 * first commit). Before that a link is a full page load and a button does nothing yet.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
}

/** Console errors and warnings, and every request whose address matches `reads`, from the page's start. */
export function watchPage(page: Page, reads: RegExp) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (reads.test(request.url())) requests.push(request.url());
  });
  return { problems, requests };
}
