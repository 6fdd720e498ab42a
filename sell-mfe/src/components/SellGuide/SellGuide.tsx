import { BadgeCheck, Camera, HandCoins, IndianRupee, Search } from 'lucide-react';
import { EVALUATION_CRITERIA, HOW_IT_WORKS, PHOTO_TIPS, WHAT_WE_BUY } from '../../model/sellContent';
import styles from './SellGuide.module.css';

const STEP_ICONS = [Camera, Search, HandCoins, IndianRupee];

/** Spec §2: instructions, what is bought, how it works in 4 steps, evaluation criteria. */
export function SellGuide() {
  return (
    <div className={styles.guide}>
      <section aria-labelledby="sell-tips" className={styles.section}>
        <h2 id="sell-tips">How to photograph your item</h2>
        <ul className={styles.tips}>
          {PHOTO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sell-steps" className={styles.section}>
        <h2 id="sell-steps">How it works</h2>
        <ol className={styles.steps}>
          {HOW_IT_WORKS.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? BadgeCheck;
            return (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepIcon} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <h3>
                  <span className={styles.stepNumber}>Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p>{step.detail}</p>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="sell-buy" className={styles.section}>
        <h2 id="sell-buy">What we buy</h2>
        <dl className={styles.grid}>
          {WHAT_WE_BUY.map((group) => (
            <div key={group.title} className={styles.card}>
              <dt>{group.title}</dt>
              <dd>{group.detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="sell-criteria" className={styles.section}>
        <h2 id="sell-criteria">How we evaluate</h2>
        <dl className={styles.grid}>
          {EVALUATION_CRITERIA.map((criterion) => (
            <div key={criterion.title} className={styles.card}>
              <dt>{criterion.title}</dt>
              <dd>{criterion.detail}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
