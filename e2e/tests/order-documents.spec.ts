import { expect, test } from './support/test';
import { apiClientAs, createListing } from './catalog-data';
import { paidGuestOrder } from './support/paidOrder';
import { DEMO_ADMIN } from './support/session';

// The buyer's papers on the order page (issue 34): a guest's order, marked paid by the shop, shows its
// certificate of authenticity and GST invoice on /order/{token}; a tap on the invoice asks the documents
// function for a fresh signed link by the order's link (no session) and that link answers a PDF.

let serial = 0;
const unique = () => `${Date.now()}${process.pid}${serial++}`.replace(/\D/g, '');

async function paidOrderOfItsOwn() {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `order-documents-${unique()}`, { price: 4_200 });
  return paidGuestOrder(admin, listing.id, 'Kavya Documents');
}

test('a paid order’s page hands out its GST invoice as a PDF by the order’s link', async ({ page }) => {
  const { token } = await paidOrderOfItsOwn();
  await page.goto(`/order/${token}`);
  const papers = page.getByRole('region', { name: 'Certificate and invoice' });
  await expect(papers.getByRole('button', { name: 'Certificate of authenticity (PDF)' })).toBeVisible();
  await expect(papers.getByRole('link', { name: /\/verify\/[A-Z0-9]{10}$/ })).toHaveAttribute('href', /\/verify\/[A-Z0-9]{10}$/);

  const signed = page.waitForResponse((r) => r.url().endsWith('/functions/v1/documents') && r.request().method() === 'POST');
  const tab = page.waitForEvent('popup');
  await papers.getByRole('button', { name: 'GST invoice (PDF)' }).click();
  const response = await signed;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ kind: 'invoice', order_token: token });
  const { url } = (await response.json()) as { url: string };
  await (await tab).close();

  const pdf = await page.request.get(url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(papers.getByRole('alert')).toHaveCount(0);
});
