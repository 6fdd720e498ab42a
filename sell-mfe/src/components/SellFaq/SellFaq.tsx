import { ChevronDown } from 'lucide-react';
import { JsonLd } from '@sikka/shared/ui';
import { faqJsonLd, SELL_FAQS } from '../../model/sellContent';
import styles from './SellFaq.module.css';

/** The FAQs as a disclosure list (native details/summary: keyboard and screen readers for free) and FAQPage JSON-LD. */
export function SellFaq() {
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
      <JsonLd value={faqJsonLd(SELL_FAQS)} />
    </section>
  );
}
