import { useParams } from 'react-router-dom';
import styles from './Page.module.css';

/** Listing detail /{slug} (spec §2). The catalog issue loads and shows the listing. */
export default function ListingPage() {
  const { slug = '' } = useParams();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{slug}</h1>
    </article>
  );
}
