import { Link, useLocation, useParams } from '@sikka/shared/router';
import { ArrowLeft } from 'lucide-react';
import { usePageData, useSiteOrigin } from '@sikka/shared/federation';
import { useAsync } from '@sikka/shared/async';
import { fetchBlogPostBySlug, readingTimeLabel, type BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { formatDate } from '@sikka/shared/format';
import { Markdown } from '@sikka/shared/markdown';
import { Button, DocumentMeta, ImageWithFallback, Spinner } from '@sikka/shared/ui';
import { BlogPostSeo } from '../components/BlogPostSeo/BlogPostSeo';
import { pageTitle } from '../model/seo';
import type { BlogPostPageData } from './BlogPostPage.data';
import styles from './BlogPostPage.module.css';

const backToBlog = (
  <Link to="/blog" className={styles.back}>
    <ArrowLeft aria-hidden="true" size={16} />
    All articles
  </Link>
);

/** Not found or failed to load: the page's own heading, the way back to the list, and 'Try again' after a failure. */
function Message({ title, hint, onRetry }: { title: string; hint?: string; onRetry?(): void }) {
  return (
    <section className={styles.page}>
      <DocumentMeta title={pageTitle(title)} />
      {backToBlog}
      <div className={styles.message}>
        <h1 className={styles.messageTitle}>{title}</h1>
        {hint && <p className={styles.messageHint}>{hint}</p>}
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </section>
  );
}

/** Blog post /blog/{slug} (spec §2): a cover image, the date in long format, the title and the markdown content. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  // The server's read of this post (BlogPostPage.data.ts), when it rendered this address.
  const served = usePageData<BlogPostPageData>('blog/BlogPostPage', useLocation().pathname);
  const post = useAsync(() => fetchBlogPostBySlug(slug), [slug], served?.slug === slug ? { data: served.post } : undefined);

  if (post.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading the post" />
      </div>
    );
  }
  if (post.status === 'error') {
    return <Message title="Failed to load blog post" hint="Please try again in a moment." onRetry={() => void post.refetch()} />;
  }
  if (!post.data) return <Message title="Blog post not found" hint="It may have been removed, or the link is mistyped." />;
  return <BlogPostView post={post.data} />;
}

function BlogPostView({ post }: { post: BlogPostRow }) {
  const pageUrl = `${useSiteOrigin()}/blog/${post.slug}`;
  return (
    <article className={styles.page}>
      <BlogPostSeo post={post} pageUrl={pageUrl} />
      {backToBlog}
      <ImageWithFallback
        className={styles.cover}
        src={post.cover_image}
        alt=""
        width={1200}
        height={630}
        aspectRatio="40 / 21"
        loading="eager"
        fetchPriority="high"
      />
      <header className={styles.header}>
        <p className={styles.meta}>
          <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(post.content)}</span>
        </p>
        <h1 className={styles.title}>{post.title}</h1>
      </header>
      <Markdown className={styles.content}>{post.content}</Markdown>
    </article>
  );
}
