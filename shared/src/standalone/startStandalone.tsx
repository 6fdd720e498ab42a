import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@sikka/shared/router';
// By package name, not by path: in a remote's build this resolves to the federation singleton, the same
// instance its pages use, so the client configured here is the one they read.
import { PageLoad, type PageModule, registerRemotesFromList, type RemoteName } from '@sikka/shared/federation';
import { configureSupabase, loadRuntimeConfig } from '@sikka/shared/supabase';
import { initSession } from '@sikka/shared/session';
import { ToastProvider } from '@sikka/shared/ui';

/**
 * Runs one remote alone (its `pnpm dev`, or its dist/ opened on its own port) with the providers the
 * shell gives it in the composed site: runtime config, the Supabase client, the session, toasts and a
 * router, and the other remotes registered from /remotes.json. A separate entry point (`@sikka/shared/standalone`), kept out of the shared singleton: only
 * a remote's standalone page needs react-dom/client here.
 */
export async function startStandalone(app: ReactNode, { remote }: { remote: RemoteName }): Promise<void> {
  // The other remotes (the catalog's checkout widget) come from /remotes.json of this origin, as in the shell.
  const [config] = await Promise.all([loadRuntimeConfig(), registerRemotesFromList(fetch, remote)]);
  configureSupabase(config);
  initSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>{app}</ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

/** A page of the remote run alone, under the page contract as in the shop: its loader runs before it shows. */
export function standalonePage(module: PageModule) {
  const Page = module.default;
  return (
    <PageLoad loader={async () => module.loader}>
      <Page />
    </PageLoad>
  );
}
