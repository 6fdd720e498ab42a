import '@sikka/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureSupabase, initSession, loadRuntimeConfig, ToastProvider } from '@sikka/shared';
import { App } from './App';
import { registerRemotesFromList } from './federation/registry';

/**
 * Start order: runtime config → the one Supabase client → the session → the remote list → render.
 * None of these may keep the shop from rendering: config and remotes fall back, and the session only
 * reads local storage at start (a backend that is down shows up later, as a signed-out visitor).
 */
async function start() {
  const [config] = await Promise.all([loadRuntimeConfig(), registerRemotesFromList()]);
  configureSupabase(config);
  try {
    initSession();
  } catch (error) {
    console.error('[sikka] the session could not start; continuing signed out', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <App />
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
