import { formatDate } from '@sikka/shared/format';
import { GALLERY_IMAGE, resizedImageUrl } from '@sikka/shared/domain/collectibles';
import { certificateRows } from '@sikka/shared/domain/documents';
import type { VerifiedCertificate } from '../../model/certificate';
import styles from './CertificateFacts.module.css';

/** A certificate as recorded when it was issued: photos, facts, who certified it and when; revoked or not. */
export function CertificateFacts({ certificate }: { certificate: VerifiedCertificate }) {
  const revoked = certificate.revoked_at !== null;
  return (
    <article className={styles.card} aria-labelledby="certificate-title">
      <header className={styles.header}>
        <p className={styles.kicker}>Certificate of authenticity · {certificate.code}</p>
        <h1 id="certificate-title" className={styles.title}>
          {certificate.item_name}
        </h1>
        <p className={styles.issued}>Issued on {formatDate(certificate.issued_at)}</p>
      </header>
      {revoked ? (
        <div className={styles.revoked} role="alert">
          <p className={styles.revokedTitle}>This certificate has been revoked</p>
          <p>
            Revoked on {formatDate(certificate.revoked_at!)}: {certificate.revoked_reason}
          </p>
        </div>
      ) : (
        <p className={styles.valid}>This certificate is valid: the piece below is the one our expert examined.</p>
      )}
      {certificate.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos at issue">
          {certificate.photos.slice(0, 2).map((url, i) => (
            <li key={url}>
              <img
                src={resizedImageUrl(url, GALLERY_IMAGE)}
                alt={`${certificate.item_name}, ${i === 0 ? 'obverse' : 'reverse'}`}
                width={360}
                height={360}
                className={styles.photo}
              />
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.facts}>
        {certificateRows(certificate).map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
