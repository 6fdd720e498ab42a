import '@sikka/shared/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Button, configureSupabase, initSession, loadRuntimeConfig, ToastProvider } from '@sikka/shared';
import CheckoutDialog from './components/CheckoutDialog';
import styles from './standalone.module.css';

/** A bench for the widget: opens the dialog for the listing id given as `?id=`. */
function CheckoutBench() {
  const [open, setOpen] = useState(true);
  const collectibleId = new URLSearchParams(window.location.search).get('id') ?? '';
  return (
    <main className={styles.bench}>
      <Button onClick={() => setOpen(true)}>Open checkout</Button>
      <CheckoutDialog collectibleId={collectibleId} open={open} onOpenChange={setOpen} />
    </main>
  );
}

// `pnpm --filter @sikka/checkout-mfe dev` serves the checkout widget alone on :3002, with the providers
// the shell gives it in the composed site (runtime config, Supabase client, session, toasts, router).
async function start() {
  configureSupabase(await loadRuntimeConfig());
  initSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <CheckoutBench />
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
