import '@sikka/shared/styles.css';
import { Navigate, Route, Routes } from '@sikka/shared/router';
import { standalonePage, startStandalone } from '@sikka/shared/standalone';
import * as BlogListPage from './pages/BlogListPage';
import * as BlogPostPage from './pages/BlogPostPage';

// `pnpm --filter @sikka/blog-mfe dev` serves the blog alone on :3004.
void startStandalone(
  <main>
    <Routes>
      <Route path="/blog" element={standalonePage(BlogListPage)} />
      <Route path="/blog/:slug" element={standalonePage(BlogPostPage)} />
      <Route path="*" element={<Navigate to="/blog" replace />} />
    </Routes>
  </main>,
  { remote: 'blog' },
);
