import { DocumentMeta, PageFrame, pageTitle } from '@sikka/shared/ui';
import { SellFaq } from '../components/SellFaq/SellFaq';
import { SellForm } from '../components/SellForm/SellForm';
import { SellGuide } from '../components/SellGuide/SellGuide';
import { SELL_INTRO } from '../model/sellContent';
import { useSellForm } from '../model/useSellForm';
import styles from './SellPage.module.css';

/** The page's search snippet. */
const SELL_DESCRIPTION =
  'Send photos of your rare Indian coins and banknotes for a free expert evaluation: Sikka replies within 24-48 hours.';

/** Sell page /sell (spec §2): the submission form first (sellers come to send photos), then the guide and FAQs. */
export default function SellPage() {
  const sell = useSellForm();
  return (
    <PageFrame title="Sell Your Coins">
      <DocumentMeta title={pageTitle('Sell Your Coins')} tags={[{ key: 'name', id: 'description', content: SELL_DESCRIPTION }]} />
      <p className={styles.intro}>{SELL_INTRO}</p>
      <div className={styles.layout}>
        <div className={styles.form}>
          <SellForm state={sell} />
        </div>
        <div className={styles.reading}>
          <SellGuide />
          <SellFaq />
        </div>
      </div>
    </PageFrame>
  );
}
