import '@sikka/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { configureSupabase, initSession, loadRuntimeConfig, ToastProvider } from '@sikka/shared';
import BlogListPage from './pages/BlogListPage';
import BlogPostPage from './pages/BlogPostPage';

// `pnpm --filter @sikka/blog-mfe dev` serves the blog alone on :3004, with the providers the shell
// gives it in the composed site (runtime config, Supabase client, session, toasts, router).
async function start() {
  configureSupabase(await loadRuntimeConfig());
  initSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <main>
            <Routes>
              <Route path="/blog" element={<BlogListPage />} />
              <Route path="/blog/:slug" element={<BlogPostPage />} />
              <Route path="*" element={<Navigate to="/blog" replace />} />
            </Routes>
          </main>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
