import '@sikka/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureSupabase, initSession, loadRuntimeConfig, ToastProvider } from '@sikka/shared';
import AdminApp from './AdminApp';

// `pnpm --filter @sikka/admin-mfe dev` serves the back office alone on :3005, with the providers the shell
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
              <Route path="*" element={<AdminApp />} />
            </Routes>
          </main>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
