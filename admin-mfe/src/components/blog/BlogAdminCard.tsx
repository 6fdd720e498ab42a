import { useId } from 'react';
import { Link } from '@sikka/shared/router';
import { Pencil, Trash2 } from 'lucide-react';
import type { BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { formatDateTime } from '@sikka/shared/format';
import { AlertDialog, Button, ImageWithFallback } from '@sikka/shared/ui';
import styles from './BlogAdminCard.module.css';

export interface BlogAdminCardProps {
  post: Pick<BlogPostRow, 'id' | 'title' | 'slug' | 'excerpt' | 'cover_image' | 'created_at'>;
  /** Its delete is being saved. */
  busy?: boolean;
  onDelete(): void;
}

/** A post in the blog admin list (spec §2): cover (logo fallback), title → /blog/{slug}, date and time, two-line excerpt, Edit, Delete. */
export function BlogAdminCard({ post, busy = false, onDelete }: BlogAdminCardProps) {
  const titleId = useId();
  return (
    <article className={styles.card}>
      <ImageWithFallback className={styles.cover} src={post.cover_image} alt="" width={160} height={120} aspectRatio="4 / 3" />
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId}>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
      <div className={styles.actions} data-actions>
        <Button variant="secondary" size="sm" asChild>
          <Link to={`/admin/blog/edit/${post.id}`} aria-describedby={titleId}>
            <Pencil aria-hidden="true" size={16} />
            Edit
          </Link>
        </Button>
        <AlertDialog
          title="Delete this post?"
          description={`"${post.title}" will be removed from the blog for good.`}
          confirmLabel="Delete"
          onConfirm={onDelete}
          trigger={
            <Button variant="danger" size="sm" aria-describedby={titleId} unavailable={busy}>
              <Trash2 aria-hidden="true" size={16} />
              Delete
            </Button>
          }
        />
      </div>
    </article>
  );
}
