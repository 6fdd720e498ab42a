import { useId } from 'react';
import { Link } from '@sikka/shared/router';
import { ImageWithFallback } from '@sikka/shared/ui';
import { formatDate } from '@sikka/shared/format';
import { readingTimeLabel, type BlogPostRow } from '@sikka/shared/domain/blogPosts';
import styles from './BlogPostCard.module.css';

export interface BlogPostCardProps {
  post: Pick<BlogPostRow, 'title' | 'slug' | 'excerpt' | 'cover_image' | 'created_at' | 'content'>;
  /**
   * How the cover loads: 'eager' for the cards in view at once (they are what the page paints), 'first'
   * for the first of them, asked for before every other file (on a phone it is the only one in view, and
   * the row's other two, at the same priority, shared its bandwidth; a browser raises an image's priority
   * itself once it is laid out in view); otherwise when scrolled to.
   */
  cover?: 'first' | 'eager';
}

/** A post in the blog list (spec §2): cover (logo if it fails), date, reading time, title, three-line excerpt, 'Read more'. */
export function BlogPostCard({ post, cover }: BlogPostCardProps) {
  const titleId = useId();
  const href = `/blog/${post.slug}`;
  return (
    <article className={styles.card}>
      {/* The cover repeats the title link for the mouse; keyboard and screen readers get the title once. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.coverLink}>
        <ImageWithFallback
          className={styles.cover}
          src={post.cover_image}
          alt=""
          width={640}
          height={360}
          aspectRatio="16 / 9"
          loading={cover ? 'eager' : 'lazy'}
          fetchPriority={cover === 'first' ? 'high' : undefined}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(post.content)}</span>
        </p>
        <h2 className={styles.title} id={titleId}>
          <Link to={href} className={styles.titleLink}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link to={href} className={styles.readMore} aria-describedby={titleId}>
          Read more
          {/* Said, not shown: a link's own words name its target (search engines and screen-reader link lists). */}
          <span className={styles.visuallyHidden}>: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
