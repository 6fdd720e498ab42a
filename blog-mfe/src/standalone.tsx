import '@sikka/shared/styles.css';
import { Navigate, Route, Routes } from '@sikka/shared/router';
import { startStandalone } from '@sikka/shared/standalone';
import BlogListPage from './pages/BlogListPage';
import BlogPostPage from './pages/BlogPostPage';

// `pnpm --filter @sikka/blog-mfe dev` serves the blog alone on :3004.
void startStandalone(
  <main>
    <Routes>
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:slug" element={<BlogPostPage />} />
      <Route path="*" element={<Navigate to="/blog" replace />} />
    </Routes>
  </main>,
  { remote: 'blog' },
);
