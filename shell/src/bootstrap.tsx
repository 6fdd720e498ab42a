import '@sikka/shared/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@sikka/shared/router';
import { configureSupabase, loadRuntimeConfig } from '@sikka/shared/supabase';
import { initSession } from '@sikka/shared/session';
import { ToastProvider } from '@sikka/shared/ui';
import { App } from './App';
import { PageDataProvider, registerRemotesFromList } from '@sikka/shared/federation';
import { preloadRoute } from './federation/preloadRoute';
import { reportRemoteErrors } from './federation/reportErrors';
import { readPageData, startupFetch } from './startup/pageData';
import { primeShopFacts } from '@sikka/shared/domain/settings';
import type { FrameData } from './seller/useSellerDetails';

/**
 * Start order: runtime config and the remote list (in the page, or already requested by index.ts) → the
 * Supabase client → the session → this address's remote page → render. None may keep the shop from
 * rendering: config and remotes fall back, the session reads only local storage at start (a backend that
 * is down shows later, as signed out), the remote page is waited for a bounded time. A page the server
 * rendered is hydrated with the data it read; a static host's page is rendered here, its loader run here.
 */
async function start() {
  const [config, remotes] = await Promise.all([loadRuntimeConfig(startupFetch), registerRemotesFromList(startupFetch)]);
  configureSupabase(config);
  reportRemoteErrors(remotes);
  try {
    initSession();
  } catch (error) {
    console.error('[sikka] the session could not start; continuing signed out', error);
  }
  await preloadRoute(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const pageData = readPageData();
  // The frame's facts as the server read them: the footer, a page's loader and the checkout ask no more.
  const seller = (pageData?.frame as FrameData | undefined)?.seller;
  if (seller) primeShopFacts(seller);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <PageDataProvider value={pageData}>
            <App />
          </PageDataProvider>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration works in slices and yields to the visitor's taps (else the frame's is one task).
  if (pageData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
