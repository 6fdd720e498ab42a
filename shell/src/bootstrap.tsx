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
 * Start order: runtime config and the remote list (in the page the server rendered, or already
 * requested by index.ts) → the one Supabase client → the session → the remote page of this address → render. None of these may keep the shop from rendering: config and
 * remotes fall back, the session only reads local storage at start (a backend that is down shows up
 * later, as a signed-out visitor), and the remote page is waited for a bounded time only.
 * A page the shop's server rendered (it carries the page data) is hydrated, with the data the server
 * read (the page's loader result, the frame's): nothing is asked again. A page from a static host is
 * rendered here, and its loader runs here.
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
  // The page of this address, loaded before the first render: rendered loaded, it shows at once.
  await preloadRoute(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const pageData = readPageData();
  // The frame's facts as the server read them: the footer, a page's loader and the checkout ask no more.
  const frame = pageData?.frame as FrameData | undefined;
  if (frame?.seller) primeShopFacts(frame.seller);
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
  // Hydration as a transition: React then works in slices and yields to the visitor's taps (a
  // default-priority hydration of the frame runs in one task), as Next.js hydrates its pages.
  if (pageData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
