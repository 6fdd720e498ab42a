import type { ReactNode } from 'react';
import { Breadcrumb, Button, DocumentMeta, pageTitle } from '@sikka/shared/ui';
import { POLICY_LAST_UPDATED } from '@sikka/shared/config';
import { whatsappLink } from '@sikka/shared/format';
import { SellerLegalDetails } from '../layout/SellerLegalDetails';
import { useSellerDetails } from '../seller/useSellerDetails';
import styles from './PolicyLayout.module.css';

interface PolicyLayoutProps {
  title: string;
  children: ReactNode;
}

/** The frame every policy page shares (spec §2 "Policy pages"): breadcrumb, date, text, the seller (issue 34), contact. */
export function PolicyLayout({ title, children }: PolicyLayoutProps) {
  const seller = useSellerDetails();
  return (
    <article className={styles.page}>
      <DocumentMeta title={pageTitle(title)} tags={[{ key: 'name', id: 'description', content: `Sikka's ${title}.` }]} />
      <Breadcrumb title={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Last updated: {POLICY_LAST_UPDATED}</p>
      </header>
      <div className={styles.text}>{children}</div>
      <section className={styles.seller} aria-labelledby="policy-seller">
        <h2 id="policy-seller">Who sells</h2>
        {seller && <SellerLegalDetails details={seller} />}
      </section>
      <section className={styles.contact} aria-labelledby="policy-contact">
        <h2 id="policy-contact">Questions?</h2>
        {seller && (
          <>
            <p>
              Write to <a href={`mailto:${seller.customer_care_email}`}>{seller.customer_care_email}</a> or call{' '}
              <a href={`tel:${seller.customer_care_phone.replace(/\s/g, '')}`}>{seller.customer_care_phone}</a>,{' '}
              {seller.customer_care_hours}.
            </p>
            <Button asChild>
              <a
                href={whatsappLink(seller.whatsapp_number, `Hello Sikka, I have a question about your ${title}.`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Contact us on WhatsApp
              </a>
            </Button>
          </>
        )}
      </section>
    </article>
  );
}
