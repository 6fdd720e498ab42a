import { Newspaper } from 'lucide-react';
import { type PageLoader, usePageLoad, useSiteOrigin } from '@sikka/shared/federation';
import { fetchBlogPosts } from '@sikka/shared/domain/blogPosts';
import { Button, DocumentMeta, EmptyState, PageFrame, pageTitle, previewTags, Spinner } from '@sikka/shared/ui';
import { BlogPostCard } from '../components/BlogPostCard/BlogPostCard';
import { BLOG_DESCRIPTION, BLOG_LEAD, BLOG_TITLE } from '../model/seo';
import styles from './BlogListPage.module.css';

/** How many covers are in the first screenful on a wide screen (one row of three). */
const EAGER_COVERS = 3;

const coverOf = (index: number) => (index === 0 ? 'first' : index < EAGER_COVERS ? 'eager' : undefined);

export type BlogListPageData = Awaited<ReturnType<typeof fetchBlogPosts>>;

/** The page's loader (the page contract: the shell runs it on the server or in the browser). */
export const loader: PageLoader<BlogListPageData> = async () => ({ status: 200, data: await fetchBlogPosts() });

/** Blog list /blog, 'Numismatic Insights' (spec §2): every post, newest first. */
export default function BlogListPage() {
  const pageUrl = `${useSiteOrigin()}/blog`;
  const posts = usePageLoad<BlogListPageData>();

  return (
    <PageFrame title={BLOG_TITLE}>
      <DocumentMeta
        title={pageTitle(BLOG_TITLE)}
        tags={previewTags({ title: BLOG_TITLE, description: BLOG_DESCRIPTION, url: pageUrl })}
        canonical={pageUrl}
      />
      <p className={styles.lead}>{BLOG_LEAD}</p>
      {posts.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label="Loading blog posts" />
        </div>
      )}
      {posts.status === 'error' && (
        <EmptyState
          title="Failed to load blog posts"
          hint="Please try again in a moment."
          action={
            <Button variant="secondary" onClick={() => void posts.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {posts.status === 'ready' && posts.data.length === 0 && (
        <EmptyState icon={<Newspaper size={32} />} title="No posts yet" hint="New articles are on their way. Check back soon." />
      )}
      {posts.status === 'ready' && posts.data.length > 0 && (
        <ul className={styles.grid}>
          {posts.data.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} cover={coverOf(index)} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
