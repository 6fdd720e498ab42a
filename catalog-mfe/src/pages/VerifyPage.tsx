import { useEffect } from 'react';
import { isCertificateCode, normalizeCertificateCode } from '@sikka/shared/domain/documents';
import { type PageLoader, usePageLoad } from '@sikka/shared/federation';
import { useNavigate, useParams, useSearchParams } from '@sikka/shared/router';
import { DocumentMeta, pageTitle, Spinner } from '@sikka/shared/ui';
import { fetchCertificate } from '../api/certificates';
import { CertificateFacts } from '../components/CertificateFacts/CertificateFacts';
import { CODE_MISSING, VerifyForm } from '../components/VerifyForm/VerifyForm';
import { certificateDescription, verifyMetaTags } from '../model/seo';
import type { VerifiedCertificate } from '../model/certificate';
import styles from './VerifyPage.module.css';

/** What the loader read for /verify/{code}: the certificate, or null for a code no certificate has (404). */
export interface VerifyPageData {
  code: string;
  certificate: VerifiedCertificate | null;
}

/** The code the look-up form's GET asked for (?code=…), as codes are written: '' when it holds none. */
const lookedUp = (search: URLSearchParams): string => normalizeCertificateCode(search.get('code') ?? '');

/**
 * The page's loader (the page contract: the shell runs it on the server or in the browser): a QR code
 * opens the certificate fully rendered, and an unknown code is an honest 404. The look-up form's own
 * GET (/verify?code=…) is answered with a redirect to the code's page, so the form works without
 * JavaScript.
 */
export const loader: PageLoader<VerifyPageData | null> = async ({ params, url }) => {
  if (!params.code) {
    const wanted = lookedUp(url.searchParams);
    return wanted ? { status: 200, data: null, redirect: `/verify/${encodeURIComponent(wanted)}` } : { status: 200, data: null };
  }
  const code = normalizeCertificateCode(params.code);
  // A code that cannot exist is not asked for (as on the page).
  const certificate = isCertificateCode(code) ? await fetchCertificate(code) : null;
  return { status: certificate ? 200 : 404, data: { code, certificate } };
};

/**
 * /verify/{code} (issue 34): anyone checks a certificate of authenticity by the code printed on it (its QR
 * code opens this page). /verify alone is the look-up form; /verify?code=… (the form's own GET) goes to
 * the code's page.
 */
export default function VerifyPage() {
  const { code: param } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const wanted = lookedUp(search);

  useEffect(() => {
    if (!param && wanted) navigate(`/verify/${encodeURIComponent(wanted)}`, { replace: true });
  }, [param, wanted, navigate]);

  // A look-up with nothing in it (spaces, dashes) is asked for again, with why.
  if (!param) return <LookUp error={search.has('code') && !wanted ? CODE_MISSING : undefined} />;
  const code = normalizeCertificateCode(param);
  // A code that cannot exist is not asked for: it is as unknown as a well-formed code nobody was given.
  if (!isCertificateCode(code)) return <NotFound code={code} />;
  return <Certificate code={code} />;
}

function LookUp({ error }: { error?: string }) {
  return (
    <div className={styles.page}>
      <DocumentMeta title={pageTitle('Verify a certificate')} tags={verifyMetaTags('Verify a certificate')} />
      <h1 className={styles.title}>Verify a certificate</h1>
      <p>Every piece we sell comes with a certificate of authenticity. Enter its code to see what our expert recorded.</p>
      <VerifyForm error={error} />
    </div>
  );
}

function NotFound({ code }: { code: string }) {
  return (
    <div className={styles.page}>
      <DocumentMeta title={pageTitle('Certificate not found')} tags={verifyMetaTags('Certificate not found')} />
      <div className={styles.message}>
        <h1 className={styles.title}>Certificate not found</h1>
        <p>
          No certificate has the code <strong className={styles.code}>{code}</strong>. Check the code on your certificate: 10
          letters and digits.
        </p>
      </div>
      <VerifyForm defaultCode={code} />
    </div>
  );
}

function Certificate({ code }: { code: string }) {
  const state = usePageLoad<VerifyPageData | null>();
  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Looking the certificate up" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        <div className={styles.message} role="alert">
          <h1 className={styles.title}>Could not check the certificate</h1>
          <p>Please try again in a moment.</p>
        </div>
      </div>
    );
  }
  if (!state.data?.certificate) return <NotFound code={code} />;
  return <Found certificate={state.data.certificate} />;
}

function Found({ certificate }: { certificate: VerifiedCertificate }) {
  return (
    <div className={styles.page}>
      <DocumentMeta
        title={pageTitle(`Certificate ${certificate.code}`)}
        tags={verifyMetaTags(`Certificate ${certificate.code}`, certificateDescription(certificate))}
      />
      <CertificateFacts certificate={certificate} />
      <section aria-labelledby="verify-another" className={styles.another}>
        <h2 id="verify-another" className={styles.subtitle}>
          Verify another certificate
        </h2>
        <VerifyForm />
      </section>
    </div>
  );
}
