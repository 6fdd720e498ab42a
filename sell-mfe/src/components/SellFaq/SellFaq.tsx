import { ChevronDown } from 'lucide-react';
import { faqJsonLd, SELL_FAQS } from '../../model/sellContent';
import styles from './SellFaq.module.css';

/** The FAQs as a disclosure list (native details/summary: keyboard and screen readers for free) and FAQPage JSON-LD. */
export function SellFaq() {
  // `<` escaped so no answer can ever close the script element.
  const json = JSON.stringify(faqJsonLd(SELL_FAQS)).replace(/</g, '\\u003c');
  return (
    <section aria-labelledby="sell-faq" className={styles.faq}>
      <h2 id="sell-faq">Frequently asked questions</h2>
      <div className={styles.list}>
        {SELL_FAQS.map((faq) => (
          <details key={faq.question} className={styles.item}>
            <summary className={styles.question}>
              {faq.question}
              <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
            </summary>
            <p className={styles.answer}>{faq.answer}</p>
          </details>
        ))}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD of our own text, with '<' escaped above */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </section>
  );
}
