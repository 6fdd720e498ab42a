import { e2eDatabase } from './support/database';
import { hydrated } from './support/shell';
import { expect, test } from './support/test';

/**
 * The document is streamed (issue 52): a page whose data is slow sends its frame (the header, the
 * page's loading state) first and the page after, in the same response. The data is made slow for
 * real: the catalogue's table is locked until the test has seen the frame arrive.
 */
const LISTING = 'mauryan-silver-punch-marked-karshapana';
/** A browse address no other test asks for (the page cache keys on the parameters the page reads). */
const slowAddress = () => `/?q=karshapana&max=${9_000_000 + Math.floor(Math.random() * 900_000)}`;

async function lockedCatalogue<T>(step: (release: () => Promise<void>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  const client = await db.connect();
  let locked = true;
  const release = async () => {
    if (!locked) return;
    locked = false;
    await client.query('rollback');
  };
  try {
    await client.query('begin');
    await client.query('lock table public.collectibles in access exclusive mode');
    return await step(release);
  } finally {
    await release();
    client.release();
    await db.end();
  }
}

test("the header's bytes arrive before a slow loader has answered, and the page follows in the same response", async () => {
  const address = slowAddress();
  const { frame, rest } = await lockedCatalogue(async (release) => {
    const response = await fetch(`http://localhost:3000${address}`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let frame = '';
    while (!frame.includes('</header>')) {
      const { value, done } = await reader.read();
      if (done) break;
      frame += decoder.decode(value, { stream: true });
    }
    // The loader is still waiting on the locked table: the page's data is not in what arrived.
    expect(frame).toContain('<header');
    expect(frame).not.toContain(`href="/${LISTING}"`);
    expect(frame).not.toContain('sikka-page-data');
    await release();
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    return { frame, rest };
  });
  const html = frame + rest;
  expect(rest).toContain(`href="/${LISTING}"`);
  expect(rest).toContain('id="sikka-page-data"');
  // One document: the page follows its frame, which is not sent twice.
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
});

test('a visitor sees the frame while the data is slow, then the page, hydrated without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await lockedCatalogue(async (release) => {
    const opened = page.goto(slowAddress(), { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator(`a[href="/${LISTING}"]`)).toHaveCount(0);
    await release();
    await opened;
  });
  await expect(page.locator(`a[href="/${LISTING}"]`).first()).toBeVisible();
  await hydrated(page);
  expect(errors).toEqual([]);
});
