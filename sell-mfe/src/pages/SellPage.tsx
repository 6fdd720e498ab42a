import styles from './Page.module.css';

/** Sell page /sell (spec §2). The sell issue builds the submission form. */
export default function SellPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Sell Your Coins</h1>
    </section>
  );
}
