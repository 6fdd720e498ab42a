import { Link } from '@sikka/shared/router';
import { secondFrame } from '@sikka/shared/federation';
import { Logo } from '@sikka/shared/ui';
import { whatsappLink } from '@sikka/shared/format';
import styles from './Footer.module.css';
import { SellerLegalDetails } from './SellerLegalDetails';
import { useSellerDetails } from '../seller/useSellerDetails';

const WHATSAPP_GREETING = 'Hello Sikka, I would like to know more about your collection.';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
] as const;

/** Spec §2 "App shell": blurb; Resources; Legal; Contact & Support; then who sells (issue 34). */
export function Footer() {
  const seller = useSellerDetails();
  return (
    <footer className={styles.footer} {...secondFrame}>
      <div className={styles.columns}>
        <section className={styles.about}>
          <Logo className={styles.logo} />
          <p>
            Sikka brings collectors rare Indian coins and banknotes, each verified by experts with over 15 years of experience and
            shipped with a certificate of authenticity.
          </p>
        </section>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link to="/blog">Numismatic Blog</Link>
            </li>
            <li>
              <Link to="/sell">Sell Your Coins</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact & Support</h2>
          {seller && (
            <ul>
              <li>
                <a href={whatsappLink(seller.whatsapp_number, WHATSAPP_GREETING)} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp
                </a>
              </li>
              <li>
                <a href={`mailto:${seller.customer_care_email}`}>{seller.customer_care_email}</a>
              </li>
              <li>
                <a href={`tel:${seller.customer_care_phone.replace(/\s/g, '')}`}>{seller.customer_care_phone}</a>
              </li>
              <li>{seller.customer_care_hours}</li>
            </ul>
          )}
        </section>
      </div>
      {seller && <SellerLegalDetails details={seller} className={styles.seller} />}
      <p className={styles.copyright}>© {new Date().getFullYear()} Sikka. All rights reserved.</p>
    </footer>
  );
}
