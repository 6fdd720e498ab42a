import '@sikka/shared/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@sikka/shared/router';
import { configureSupabase, loadRuntimeConfig } from '@sikka/shared/supabase';
import { initSession } from '@sikka/shared/session';
import { ToastProvider } from '@sikka/shared/ui';
import { App } from './App';
import { registerRemotesFromList } from '@sikka/shared/federation';
import { preloadRoute } from './federation/preloadRoute';
import { FIRST_VIEW_ID, releaseFirstView } from './startup/firstView';
import { startupFetch } from './startup/startupFetch';

/**
 * Start order: runtime config and the remote list (already requested by index.ts) → the one Supabase
 * client → the session → the remote page of this address → render. None of these may keep the shop from rendering: config and
 * remotes fall back, the session only reads local storage at start (a backend that is down shows up
 * later, as a signed-out visitor), and the remote page is waited for a bounded time only.
 */
async function start() {
  const [config] = await Promise.all([loadRuntimeConfig(startupFetch), registerRemotesFromList(startupFetch)]);
  configureSupabase(config);
  try {
    initSession();
  } catch (error) {
    console.error('[sikka] the session could not start; continuing signed out', error);
  }
  // After configureSupabase: a remote page may start reading its data as it loads (the catalog does).
  await preloadRoute(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <App />
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>
  );
  // Under the server's first view the page is already painted: React renders in a transition, in slices
  // of a few milliseconds instead of one long task, so a slow phone stays responsive. Without one (a
  // static host), nothing is on screen yet and the first screen is rendered at once.
  if (document.getElementById(FIRST_VIEW_ID)) startTransition(() => root.render(app));
  else root.render(app);
  // The server's picture of this page (shell/server/firstViewHtml.ts) stays up until the page's first screen is complete.
  releaseFirstView(container);
}

void start();
