import '@sikka/shared/styles.css';
import { useState } from 'react';
import { Button } from '@sikka/shared/ui';
import { startStandalone } from '@sikka/shared/standalone';
import CheckoutDialog from './pages/CheckoutDialog';
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

// `pnpm --filter @sikka/checkout-mfe dev` serves the checkout widget alone on :3002.
void startStandalone(<CheckoutBench />, { remote: 'checkout' });
