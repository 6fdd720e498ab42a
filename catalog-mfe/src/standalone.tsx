import '@sikka/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureSupabase, initSession, loadRuntimeConfig, ToastProvider } from '@sikka/shared';
import HomePage from './pages/HomePage';
import ListingPage from './pages/ListingPage';

// `pnpm --filter @sikka/catalog-mfe dev` serves the catalog alone on :3001, with the providers the shell
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
              <Route path="/" element={<HomePage />} />
              <Route path="/collections" element={<HomePage />} />
              <Route path="/:slug" element={<ListingPage />} />
            </Routes>
          </main>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
