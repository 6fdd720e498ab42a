import '@sikka/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureSupabase, initSession, loadRuntimeConfig, ToastProvider } from '@sikka/shared';
import SellPage from './pages/SellPage';

// `pnpm --filter @sikka/sell-mfe dev` serves the Sell page alone on :3003, with the providers the shell
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
              <Route path="*" element={<SellPage />} />
            </Routes>
          </main>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
