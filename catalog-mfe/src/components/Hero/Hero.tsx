import { Link } from '@sikka/shared/router';
import { Button } from '@sikka/shared/ui';
import { HERO_COPY } from '../../model/heroCopy';
import styles from './Hero.module.css';

/** The home page's opening: what the shop is, and its two ways in (spec §2 "Home / browse"). */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>{HERO_COPY.eyebrow}</p>
      <h1 id="home-title" className={styles.title}>
        {HERO_COPY.title}
      </h1>
      <p className={styles.lead}>{HERO_COPY.lead}</p>
      <div className={styles.actions}>
        <Button asChild size="lg" className={styles.browse}>
          <Link to={HERO_COPY.browse.to}>{HERO_COPY.browse.label}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className={styles.secondary}>
          <Link to={HERO_COPY.sell.to}>{HERO_COPY.sell.label}</Link>
        </Button>
      </div>
    </section>
  );
}
