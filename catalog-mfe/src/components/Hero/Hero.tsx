import { Link } from '@sikka/shared/router';
import { Button } from '@sikka/shared/ui';
import styles from './Hero.module.css';

/** The home page's opening: what the shop is, and its two ways in (spec §2 "Home / browse"). */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>Trusted by 10,000+ collectors · over 15 years of experience</p>
      <h1 id="home-title" className={styles.title}>
        Rare Indian Coins &amp; Banknotes
      </h1>
      <p className={styles.lead}>
        From punch-marked karshapanas to Republic India notes: verified by experts, priced fairly, and delivered across India with
        a certificate of authenticity.
      </p>
      <div className={styles.actions}>
        <Button asChild size="lg" className={styles.browse}>
          <Link to="/collections">Browse Collection</Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className={styles.secondary}>
          <Link to="/sell">Sell Your Coins</Link>
        </Button>
      </div>
    </section>
  );
}
