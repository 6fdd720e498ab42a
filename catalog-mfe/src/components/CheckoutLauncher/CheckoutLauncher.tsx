import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Dialog, Spinner } from '@sikka/shared';
import { loadCheckoutDialog } from '../../federation/checkout';
import styles from './CheckoutLauncher.module.css';

class CheckoutBoundary extends Component<{ fallback: ReactNode; onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[catalog] the checkout remote is unavailable', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface CheckoutLauncherProps {
  collectibleId: string;
  disabled?: boolean;
}

/**
 * 'Purchase Now' and the checkout remote's Delivery Details dialog behind it. The remote is fetched on
 * the first click (hovering the button starts it early), inside its own error boundary: with the
 * checkout down the listing page keeps working and says so, and the next click tries again.
 */
export function CheckoutLauncher({ collectibleId, disabled }: CheckoutLauncherProps) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A new lazy component per attempt: React remembers a failed lazy load for good.
  const CheckoutDialog = useMemo(() => (wanted ? lazy(loadCheckoutDialog) : null), [wanted, attempt]);

  return (
    <>
      <Button
        size="lg"
        disabled={disabled}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          if (failed) {
            setFailed(false);
            setAttempt((n) => n + 1);
          }
          setWanted(true);
          setOpen(true);
        }}
      >
        Purchase Now
      </Button>
      {CheckoutDialog && (
        <CheckoutBoundary
          key={attempt}
          onError={() => setFailed(true)}
          fallback={
            <Dialog title="Checkout unavailable" open={open} onOpenChange={setOpen} size="sm">
              <p>We could not open the checkout just now. Please try again in a moment, or chat with us on WhatsApp.</p>
            </Dialog>
          }
        >
          <Suspense fallback={open ? <Spinner className={styles.loading} label="Opening checkout" /> : null}>
            <CheckoutDialog collectibleId={collectibleId} open={open} onOpenChange={setOpen} />
          </Suspense>
        </CheckoutBoundary>
      )}
    </>
  );
}
