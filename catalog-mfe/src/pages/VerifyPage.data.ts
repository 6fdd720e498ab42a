import { isCertificateCode, normalizeCertificateCode } from '@sikka/shared/domain/documents';
import type { PageLoader } from '@sikka/shared/federation';
import { fetchCertificate } from '../api/certificates';
import type { VerifiedCertificate } from '../model/certificate';

/** What the server read for /verify/{code}: the certificate, or null for a code no certificate has (404). */
export interface VerifyPageData {
  code: string;
  certificate: VerifiedCertificate | null;
}

/**
 * The verify page's data loader, run by the shop's server (the catalog's server build exposes it as
 * catalog/VerifyPage.data): a QR code opens the certificate fully rendered, and an unknown code is an
 * honest 404. The look-up form's own GET (/verify?code=…) is answered with a redirect to the code's
 * page, so the form works without JavaScript.
 */
export const fetchData: PageLoader<VerifyPageData | null> = async ({ params, url }) => {
  const typed = url.searchParams.get('code');
  if (!params.code) {
    return typed?.trim()
      ? { status: 200, data: null, redirect: `/verify/${encodeURIComponent(normalizeCertificateCode(typed))}` }
      : { status: 200, data: null };
  }
  const code = normalizeCertificateCode(params.code);
  // A code that cannot exist is not asked for (as on the page).
  const certificate = isCertificateCode(code) ? await fetchCertificate(code) : null;
  return { status: certificate ? 200 : 404, data: { code, certificate } };
};
