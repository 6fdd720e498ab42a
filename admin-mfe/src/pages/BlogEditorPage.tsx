import type { ReactNode } from 'react';
import { Link, useNavigate } from '@sikka/shared/router';
import { ArrowLeft } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import {
  fetchBlogPostById,
  insertBlogPost,
  isBlogSlugTaken,
  updateBlogPost,
  type BlogPostInput,
} from '@sikka/shared/domain/blogPosts';
import { ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { EmptyState, PageFrame, Spinner } from '@sikka/shared/ui';
import { BlogPostForm } from '../components/blog/BlogPostForm';
import { uploadBlogCover } from '../model/blogCover';
import { blogFormValues, saveProblem, type SaveProblem } from '../model/blogEditor';
import styles from './BlogEditorPage.module.css';

/**
 * Blog editor /admin/blog/new and /admin/blog/edit/{id} (spec §2 "Blog editor"). The slug check runs
 * before saving; the unique constraint catches the race where two admins take the same slug at once.
 */
export default function BlogEditorPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id;
  const navigate = useNavigate();
  const post = useAsync(() => (id ? fetchBlogPostById(id) : Promise.resolve(null)), [id]);

  async function save(input: BlogPostInput): Promise<SaveProblem | null> {
    try {
      if (await isBlogSlugTaken(input.slug, id)) return { slug: ERROR_TEXTS.blog_slug_taken };
      if (id) await updateBlogPost(id, input);
      else await insertBlogPost(input);
      return null;
    } catch (error) {
      console.error('[admin] saving the blog post failed', error);
      return saveProblem(error);
    }
  }

  let body: ReactNode;
  if (post.status === 'loading') body = <Spinner size="lg" label="Loading the post" />;
  else if (post.status === 'error') body = <EmptyState title="Failed to load post" hint="Please try again in a moment." />;
  else if (id && !post.data) body = <EmptyState title="Post not found" hint="It may have been deleted." />;
  else {
    body = (
      <BlogPostForm
        key={post.data?.id ?? 'new'}
        mode={id ? 'edit' : 'create'}
        initialValues={blogFormValues(post.data)}
        onSave={save}
        onSaved={() => navigate('/admin/blog')}
        onUploadCover={uploadBlogCover}
      />
    );
  }

  return (
    <PageFrame title={id ? 'Edit Post' : 'New Post'}>
      <Link to="/admin/blog" className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        Back to Manage Blog
      </Link>
      <div className={styles.body}>{body}</div>
    </PageFrame>
  );
}
