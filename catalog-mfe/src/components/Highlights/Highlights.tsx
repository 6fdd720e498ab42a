import { Award, BadgeCheck, Headphones, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { secondFrame } from '@sikka/shared/federation';
import styles from './Highlights.module.css';

// The marketing claims of spec §1, as the shop states them.
const STATS = [
  { value: '10,000+', label: 'collectors trust us' },
  { value: '15+', label: 'years of experience' },
  { value: '1000+', label: 'verified collectibles' },
  { value: '500+', label: 'happy collectors' },
] as const;

/** Where the shop delivers is the owner's setting (issue 51): 'to Karnataka and Kerala', 'across India'. */
const promises = (deliveryArea: string | null): ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> => [
  { icon: ShieldCheck, title: '100% Authentic', text: 'Every piece is examined by our experts before it is listed.' },
  { icon: BadgeCheck, title: 'Best Price', text: 'Fair prices based on condition, rarity and the current market.' },
  {
    icon: Truck,
    title: 'Fast Delivery',
    text: `Insured, tracked delivery${deliveryArea ? ` ${deliveryArea}` : ''} in 2-5 business days.`,
  },
  { icon: Headphones, title: 'Expert Support', text: 'Numismatists on hand to answer your questions.' },
];

/** `deliveryArea`: where the shop delivers (deliveryArea of its facts); null while unknown. */
export function Highlights({ deliveryArea }: { deliveryArea: string | null }) {
  return (
    <section className={styles.highlights} aria-labelledby="why-sikka" {...secondFrame}>
      <h2 id="why-sikka" className={styles.heading}>
        Why collectors choose Sikka
      </h2>
      <dl className={styles.stats}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.promises}>
        {promises(deliveryArea).map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.promise}>
            <Icon className={styles.icon} aria-hidden="true" />
            <h3 className={styles.promiseTitle}>{title}</h3>
            <p className={styles.promiseText}>{text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.certificate}>
        <Award className={styles.certificateIcon} aria-hidden="true" />
        Every item comes with a certificate of authenticity.
      </p>
    </section>
  );
}
