import { Link } from '@sikka/shared/router';
import { ArrowLeft } from 'lucide-react';
import { type PageLoader, usePageLoad, useSiteOrigin } from '@sikka/shared/federation';
import { fetchBlogPostBySlug, readingTimeLabel, type BlogPostRow } from '@sikka/shared/domain/blogPosts';
import { formatDate } from '@sikka/shared/format';
import { Markdown } from '@sikka/shared/markdown';
import { Button, DocumentMeta, ImageWithFallback, pageTitle, Spinner } from '@sikka/shared/ui';
import { BlogPostSeo } from '../components/BlogPostSeo/BlogPostSeo';
import styles from './BlogPostPage.module.css';

/** What the loader read for /blog/{slug}: the post, or null for an unknown slug (answered with 404). */
export interface BlogPostPageData {
  slug: string;
  post: BlogPostRow | null;
}

/** The page's loader (the page contract: the shell runs it on the server or in the browser). */
export const loader: PageLoader<BlogPostPageData> = async ({ params }) => {
  const slug = params.slug ?? '';
  const post = slug ? await fetchBlogPostBySlug(slug) : null;
  return { status: post ? 200 : 404, data: { slug, post } };
};

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
  const post = usePageLoad<BlogPostPageData>();

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
  if (!post.data.post) return <Message title="Blog post not found" hint="It may have been removed, or the link is mistyped." />;
  return <BlogPostView post={post.data.post} />;
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
