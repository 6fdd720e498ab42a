import { expect, test } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { DEMO_ADMIN } from './support/session';
import { guestOrder, liveCertificate, paidGuestOrder } from './support/paidOrder';
import { decodeHtml, metaContents } from './support/head';

/**
 * One head writer (issue 52): every visitor page renders its own <title>, description and og:title, and the
 * server's HTML carries them (what a link preview or a search engine reads, with no JavaScript), in place of
 * the shop's generic ones.
 */
const GENERIC_TITLE = 'Sikka';
const GENERIC_DESCRIPTION = 'authentic rare Indian coins and banknotes for collectors';

/** The head of the server's HTML: its one title, its descriptions and its og:title. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeHtml(match[1] ?? '')),
    descriptions: metaContents(head, 'name', 'description'),
    ogTitles: metaContents(head, 'property', 'og:title'),
  };
}

async function expectOwnHead(html: string, title: string, ogTitle: string) {
  const head = headOf(html);
  expect(head.titles).toEqual([title]);
  expect(head.titles[0]).not.toBe(GENERIC_TITLE);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]).not.toContain(GENERIC_DESCRIPTION);
  expect(head.ogTitles).toEqual([ogTitle]);
}

test('the blog, a post and a listing are sent with their own title, description and og:title', async ({ request }) => {
  await expectOwnHead(await (await request.get('/blog')).text(), 'Numismatic Insights | Sikka', 'Numismatic Insights');
  const post = await apiClient().from('blog_posts').select('title').eq('slug', 'the-1911-pig-rupee').single();
  const postHtml = await request.get('/blog/the-1911-pig-rupee');
  expect(postHtml.status()).toBe(200);
  await expectOwnHead(await postHtml.text(), `${post.data?.title} | Sikka`, String(post.data?.title));
  const listing = await apiClient().from('collectibles').select('name').eq('slug', 'kushan-vasudeva-gold-dinar').single();
  const listingHtml = await (await request.get('/kushan-vasudeva-gold-dinar')).text();
  await expectOwnHead(listingHtml, `${listing.data?.name} | Sikka`, String(listing.data?.name));
});

test('a certificate and an order link are sent with their own title, description and og:title', async ({ request }) => {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, 'page-head-certificate');
  const { orderId } = await paidGuestOrder(admin, listing.id, 'Page Head Buyer');
  const certificate = await liveCertificate(admin, orderId);
  const verify = await (await request.get(`/verify/${certificate.code}`)).text();
  await expectOwnHead(verify, `Certificate ${certificate.code} | Sikka`, `Certificate ${certificate.code}`);
  expect(headOf(verify).descriptions[0]).toContain(listing.name);

  const unpaid = await createListing(admin, 'page-head-order');
  const { token } = await guestOrder(unpaid.id, 'Page Head Guest');
  const order = await request.get(`/order/${token}`);
  expect(order.status()).toBe(200);
  const label = headOf(await order.text()).ogTitles[0] ?? '';
  expect(label).toMatch(/^Order #[0-9A-Za-z]{8}$/);
  await expectOwnHead(await order.text(), `${label} | Sikka`, label);
});
