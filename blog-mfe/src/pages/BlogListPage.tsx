import styles from './Page.module.css';

/** Blog list /blog (spec §2). The blog issue lists the posts. */
export default function BlogListPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Numismatic Insights</h1>
    </section>
  );
}
