/**
 * BENCH ONLY (`pnpm bench:web`): the shop's frame and the catalog's two pages compiled as one plain
 * single-page app, without module federation, to measure what federation costs the catalog pages.
 * It imports the shell's layout source directly, which real code must never do (ARCHITECTURE rule 2).
 */
import '@sikka/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@sikka/shared/router';
import { configureSupabase, loadRuntimeConfig } from '@sikka/shared/supabase';
import { initSession } from '@sikka/shared/session';
import { ToastProvider } from '@sikka/shared/ui';
import { ShellLayout } from '../../shell/src/layout/ShellLayout';
import { PageLoad } from '@sikka/shared/federation';
import HomePage, { loader as homeLoader } from '../src/pages/HomePage';
import ListingPage, { loader as listingLoader } from '../src/pages/ListingPage';

const PAGES = [
  ['/', HomePage, homeLoader],
  ['/collections', HomePage, homeLoader],
  ['/:slug', ListingPage, listingLoader],
] as const;

async function start() {
  configureSupabase(await loadRuntimeConfig());
  initSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <ShellLayout>
            <Routes>
              {/* Each page's loader run by PageLoad, as the shell runs it on a static host. */}
              {PAGES.map(([path, Page, loader]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <PageLoad loader={async () => loader}>
                      <Page />
                    </PageLoad>
                  }
                />
              ))}
            </Routes>
          </ShellLayout>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
