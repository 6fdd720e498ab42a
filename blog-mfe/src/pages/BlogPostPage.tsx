import { useParams } from 'react-router-dom';
import styles from './Page.module.css';

/** Blog post /blog/{slug} (spec §2). The blog issue loads the post and renders its markdown. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{slug}</h1>
    </article>
  );
}
