import styles from './Page.module.css';

/** Home / browse (spec §2). The catalog issue builds search, filters and the grid. */
export default function HomePage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Rare Indian Coins &amp; Banknotes</h1>
    </section>
  );
}
