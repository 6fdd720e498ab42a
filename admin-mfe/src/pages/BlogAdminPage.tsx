import { Link } from '@sikka/shared/router';
import { Newspaper, Plus, SearchX } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { PAGE_SIZE } from '@sikka/shared/config';
import { deleteBlogPost, fetchBlogPosts } from '@sikka/shared/domain/blogPosts';
import { Button, EmptyState, Spinner } from '@sikka/shared/ui';
import { BlogAdminCard } from '../components/blog/BlogAdminCard';
import { AdminListFrame } from '../components/common/AdminListFrame';
import { searchBlogPosts } from '../model/blogSearch';
import { useListUrlState } from '../model/listUrlState';
import { useRowActions } from '../model/useRowActions';
import styles from './BlogAdminPage.module.css';

export const DELETE_FAILED = 'Failed to delete blog post. Please try again.';

/** Blog admin list /admin/blog (spec §2 "Admin screens"), behind AdminApp's admin guard. */
export default function BlogAdminPage() {
  const { query, page, update } = useListUrlState();
  const posts = useAsync(fetchBlogPosts, []);
  const matching = posts.status === 'ready' ? searchBlogPosts(posts.data, query) : [];
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = matching.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  // Spec §8: a refused delete is an alert, once the list is read again.
  const { busy, run } = useRowActions('a blog post delete', posts.refetch);
  const remove = (id: string) =>
    run(id, () => deleteBlogPost(id)).catch((error) => {
      console.error('[admin] deleting the blog post failed', error);
      window.alert(DELETE_FAILED);
    });

  const newPost = (
    <Button asChild>
      <Link to="/admin/blog/new">
        <Plus aria-hidden="true" size={16} />
        New Post
      </Link>
    </Button>
  );

  return (
    <AdminListFrame
      title="Manage Blog"
      count={posts.status === 'ready' ? matching.length : undefined}
      searchLabel="Search blog posts..."
      query={query}
      onQueryChange={(next) => update({ query: next })}
      actions={newPost}
      page={currentPage}
      pageCount={pageCount}
      onPageChange={(next) => update({ page: next })}
    >
      {posts.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label="Loading blog posts" />
        </div>
      )}
      {posts.status === 'error' && <EmptyState title="Failed to load blog posts" hint="Please try again in a moment." />}
      {posts.status === 'ready' && posts.data.length === 0 && (
        <EmptyState icon={<Newspaper size={32} />} title="No Blog Posts Yet" hint="Create your first blog post to get started." />
      )}
      {posts.status === 'ready' && posts.data.length > 0 && matching.length === 0 && (
        <EmptyState icon={<SearchX size={32} />} title="No matching posts found" hint="Try adjusting your search terms" />
      )}
      {shown.length > 0 && (
        <ul className={styles.list} aria-busy={posts.status === 'ready' && posts.refreshing}>
          {shown.map((post) => (
            <li key={post.id} data-row={post.id}>
              <BlogAdminCard post={post} busy={busy === post.id} onDelete={() => void remove(post.id)} />
            </li>
          ))}
        </ul>
      )}
    </AdminListFrame>
  );
}
