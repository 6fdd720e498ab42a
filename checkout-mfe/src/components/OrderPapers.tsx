import { verifyUrl } from '@sikka/shared/domain/documents';
import { Button, Spinner } from '@sikka/shared/ui';
import { paperLinks } from '../model/orderPapers';
import { useOrderPapers } from '../model/useOrderPapers';
import styles from './OrderPageView.module.css';

/**
 * A paid order's papers (issue 34): its certificate of authenticity and GST invoice (and a cancelled
 * one's credit note) as PDFs, each tap asking for a fresh short-lived link by the order's own link, and
 * the certificate's public verify page.
 */
export function OrderPapers({ token }: { token: string }) {
  const { papers, opening, problem, open } = useOrderPapers(token);

  if (papers.status === 'loading') return <Spinner label="Loading your papers" />;
  if (papers.status === 'error')
    return <p role="alert">Your certificate and invoice could not be loaded. Please try again in a moment.</p>;
  if (!papers.data) return null;
  const { links, certificateCodes } = paperLinks(papers.data);
  if (links.length === 0) return null;
  const verify = certificateCodes.map((code) => verifyUrl(window.location.origin, code));
  return (
    <section className={styles.section} aria-labelledby="order-papers">
      <h2 id="order-papers" className={styles.sectionTitle}>
        Certificate and invoice
      </h2>
      <div className={styles.papers}>
        {links.map((paper) => (
          <Button
            key={paper.id + paper.label}
            size="sm"
            variant="secondary"
            disabled={opening !== null}
            onClick={() => void open(paper)}
          >
            {opening === paper.id ? 'Opening…' : paper.label}
          </Button>
        ))}
      </div>
      {verify.length === 1 && (
        <p className={styles.verifyLinks}>
          Anyone can check this certificate at <a href={verify[0]}>{verify[0]}</a>
        </p>
      )}
      {verify.length > 1 && (
        <>
          <p>Anyone can check these certificates at:</p>
          <ul className={styles.verifyLinks}>
            {verify.map((url) => (
              <li key={url}>
                <a href={url}>{url}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
