import { expect, test, type Page } from './support/test';
import { apiClient, apiClientAs, createListing } from './catalog-data';
import { GUEST_ADDRESS, liveCertificate, paidGuestOrder } from './support/paidOrder';
import { expectAccessibleAndFits } from './support/a11y';
import { DEMO_ADMIN, signInAs } from './support/session';

// Issue 34: anyone checks a certificate of authenticity at /verify/{code}: the piece's facts and photos,
// 'Issued on …', nothing about the buyer; a revoked one says so with the date and reason; an unknown code
// gets a clear 'not found' page; a form looks a code up by hand. The footer shows the seller's legal details.
// The page is rendered on the server (issue 30): it works with JavaScript off, and an unknown code is a 404.

/** Each test's buyer has a name of their own, so the back office's search finds their order alone. */
const buyerName = (label: string) => `Verify Buyer ${label}`;

/** A paid order of a listing of this spec's own, as a buyer places it and the shop confirms it; its certificate. */
async function certifiedPiece(label: string) {
  const admin = await apiClientAs(DEMO_ADMIN);
  const listing = await createListing(admin, `verify-${label}`, {
    issuer: 'Mughal Empire',
    ruler: 'Shah Jahan',
    denomination: 'Rupee',
    year_ad: 1640,
    mint: 'Surat',
    metal: 'silver',
    weight_g: 11.44,
    diameter_mm: 22.5,
    grade: 'VF',
  });
  const { orderId } = await paidGuestOrder(admin, listing.id, buyerName(label));
  return { admin, listing, orderId, certificate: await liveCertificate(admin, orderId) };
}

const main = (page: Page) => page.getByRole('main');
const today = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a certificate shows the piece’s facts and photos, and nothing about the buyer', async ({ page }, testInfo) => {
      const { listing, certificate } = await certifiedPiece(`ok-${viewport.width}`);
      await page.goto(`/verify/${certificate.code}`);
      await expect(main(page).getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
      await expect(main(page).getByText(`Issued on ${today()}`)).toBeVisible();
      await expect(main(page).getByText(`Certificate of authenticity · ${certificate.code}`)).toBeVisible();
      for (const [label, value] of [
        ['Issuer', 'Mughal Empire'],
        ['Ruler', 'Shah Jahan'],
        ['Year', '1640'],
        ['Mint', 'Surat'],
        // In the listing's words (issue 50), not the stored 'silver' and 'VF'.
        ['Metal', 'Silver'],
        ['Weight (measured)', '11.44 g'],
        ['Diameter (measured)', '22.5 mm'],
        ['Grade', 'Very Fine (VF)'],
      ] as const) {
        await expect(
          main(page)
            .getByRole('definition')
            .filter({ hasText: new RegExp(`^${value.replace(/[()]/g, '\\$&')}$`) }),
        ).toBeVisible();
        await expect(
          main(page)
            .getByRole('term')
            .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }),
        ).toBeVisible();
      }
      const photo = main(page).getByRole('img', { name: `${listing.name}, obverse` });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const text = (await main(page).textContent()) ?? '';
      for (const secret of [buyerName(`ok-${viewport.width}`), GUEST_ADDRESS.line1, GUEST_ADDRESS.city, GUEST_ADDRESS.pincode])
        expect(text).not.toContain(secret);
      await expectAccessibleAndFits(page, viewport.width, testInfo.outputPath('verify-certificate.png'));
    });

    test('a revoked certificate says so, with the date and the reason', async ({ page }, testInfo) => {
      const { admin, certificate } = await certifiedPiece(`revoked-${viewport.width}`);
      const revoked = await admin.rpc('revoke_certificate', {
        certificate_id: certificate.id,
        reason: 'Found to be a later restrike',
      });
      expect(revoked.error).toBeNull();
      await page.goto(`/verify/${certificate.code.toLowerCase()}`);
      await expect(main(page).getByText('This certificate has been revoked')).toBeVisible();
      await expect(main(page).getByText(`Revoked on ${today()}: Found to be a later restrike`)).toBeVisible();
      await expectAccessibleAndFits(page, viewport.width, testInfo.outputPath('verify-revoked.png'));
    });

    test('an unknown code gets a clear page, and the form looks a code up by hand', async ({ page }, testInfo) => {
      const { certificate } = await certifiedPiece(`form-${viewport.width}`);
      await page.goto('/verify/ZZZZZZZZZZ');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
      await expectAccessibleAndFits(page, viewport.width, testInfo.outputPath('verify-unknown.png'));

      const code = main(page).getByRole('textbox', { name: 'Certificate code' });
      // A look-up with only spaces in it is asked for again, with why, on the form.
      await code.fill('   ');
      await main(page).getByRole('button', { name: 'Verify' }).click();
      await expect(main(page).getByText('Please enter the code printed on your certificate')).toBeVisible();
      await expect(page).toHaveURL(/\/verify\?code=/);
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await code.fill(`${certificate.code.slice(0, 5)} ${certificate.code.slice(5).toLowerCase()}`);
      await main(page).getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(new RegExp(`/verify/${certificate.code}$`));
      await expect(main(page).getByText(`Certificate of authenticity · ${certificate.code}`)).toBeVisible();
    });
  });
}

test('the order card opens the papers as PDFs and revokes the certificate with a reason', async ({ page }) => {
  const { orderId, certificate } = await certifiedPiece('admin');
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/admin/orders?q=${encodeURIComponent(buyerName('admin'))}`);
  const card = page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` });
  const papers = card.getByRole('region', { name: `Papers of Order #${orderId.slice(0, 8)}` });
  for (const [button, folder] of [
    ['Invoice PDF', 'invoices'],
    ['Certificate PDF', 'certificates'],
  ] as const) {
    const [tab] = await Promise.all([page.waitForEvent('popup'), papers.getByRole('button', { name: button }).click()]);
    await expect.poll(() => tab.url()).toContain(`/storage/v1/object/sign/documents/${folder}/`);
    await tab.close();
  }

  await papers.getByRole('button', { name: 'Revoke certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke certificate' });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog.getByText('Please give a reason for revoking this certificate (at most 300 characters)')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason shown on the verify page/ }).fill('Sold as a copy by mistake');
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/verify/${certificate.code}`);
  await expect(main(page).getByText(`Revoked on ${today()}: Sold as a copy by mistake`)).toBeVisible();
});

test('the footer shows the seller’s legal details and grievance officer', async ({ page }) => {
  const details = (await apiClient().rpc('seller_legal_details')).data as {
    legal_name: string;
    gstin: string;
    address_line1: string;
    grievance_officer_name: string;
    grievance_officer_email: string;
  };
  await page.goto('/verify');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(details.legal_name)).toBeVisible();
  await expect(footer.getByText(`GSTIN: ${details.gstin}`)).toBeVisible();
  await expect(footer.getByText(new RegExp(details.address_line1))).toBeVisible();
  await expect(footer.getByText(new RegExp(`Grievance Officer: ${details.grievance_officer_name}`))).toBeVisible();
  await expect(footer.getByRole('link', { name: details.grievance_officer_email })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a QR code opens the certificate rendered, an unknown code answers 404, and the form works', async ({ page }) => {
    const { listing, certificate } = await certifiedPiece('no-js');
    const response = await page.goto(`/verify/${certificate.code}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(main(page).getByText(certificate.code).first()).toBeVisible();

    const unknown = await page.goto('/verify/ABCDEFGHJK');
    expect(unknown?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();

    // The look-up form's own GET is redirected to the code's page, as typed (lower case, spaces).
    await page.goto('/verify');
    await main(page)
      .getByLabel('Certificate code')
      .fill(certificate.code.toLowerCase().replace(/^(.{5})/, '$1 '));
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`/verify/${certificate.code}`);
    await expect(main(page).getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  });
});
