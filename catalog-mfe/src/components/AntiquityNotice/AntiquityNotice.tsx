import { Landmark } from 'lucide-react';
import { ANTIQUITY_NOTICE, isAntiquity } from '@sikka/shared/domain/collectibles';
import styles from './AntiquityNotice.module.css';

/**
 * The antiquity notice (issue 32): a piece 100 or more years old may be sold within India only. Worked
 * out from its year AD on the clock it is given (`now`), never stored: it changes every 1 January.
 */
export function AntiquityNotice({ yearAd, now }: { yearAd: number | null; now: Date }) {
  if (!isAntiquity(yearAd, now)) return null;
  return (
    <aside className={styles.notice} aria-label="Antiquity">
      <Landmark aria-hidden="true" className={styles.icon} />
      <p>{ANTIQUITY_NOTICE}</p>
    </aside>
  );
}
