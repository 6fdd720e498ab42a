import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@sikka/shared/router';
import type { CheckoutDialogProps } from '@sikka/shared/federation';
import { RemoteSlot, useHydrated } from '@sikka/shared/federation';
import { Button, Dialog, preloadDialog, Spinner } from '@sikka/shared/ui';
import styles from './CheckoutLauncher.module.css';

export interface CheckoutLauncherProps {
  collectibleId: string;
  disabled?: boolean;
  /** 'Purchase Now' unless the buyer's own order is open ('Complete your payment', or 'View payment' once paid). */
  label?: string;
  /** Called when the dialog closes. */
  onClosed?(): void;
}

const opening = <Spinner className={styles.loading} label="Opening checkout" />;

/** ?checkout in the listing's URL: the checkout is open, so a reload or a return from the UPI app reopens it. */
const CHECKOUT_PARAM = 'checkout';

/**
 * 'Purchase Now' and the checkout remote's Delivery Details dialog behind it, loaded by its public
 * name through the one RemoteSlot (ARCHITECTURE rules 2-3). The remote is fetched on the first click
 * (hovering or focusing the button starts it early); with the checkout down or hung the listing page
 * keeps working and says so, and the next click tries again.
 */
export function CheckoutLauncher({ collectibleId, disabled, label = 'Purchase Now', onClosed }: CheckoutLauncherProps) {
  const [params, setParams] = useSearchParams();
  // Open or closed is this component's state, started by the URL after a reload. The URL follows each
  // change as it is made, not in an effect: an effect would run while a navigation away (the payment
  // step's 'Back to shop') is still pending and take the buyer back to this listing.
  const [open, setOpenState] = useState(() => params.has(CHECKOUT_PARAM));
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      const followInUrl = () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set(CHECKOUT_PARAM, '');
            else updated.delete(CHECKOUT_PARAM);
            return updated;
          },
          { replace: true },
        );
      // Opening, the address follows in a task of its own: the router's re-render of the page for the
      // new address held back the tap's next paint (the spinner) by ~0.6 s on a 4×-slowed phone
      // (bench:inp, Purchase Now). Closing stays synchronous, for the reason above.
      if (next) setTimeout(followInUrl);
      else {
        followInUrl();
        onClosed?.();
      }
    },
    [setParams, onClosed],
  );
  const [wanted, setWantedState] = useState(open);
  // The checkout is a dialog: its code (the design system's) is fetched alongside the remote, not after it.
  const setWanted = useCallback((next: boolean) => {
    if (next) preloadDialog();
    setWantedState(next);
  }, []);
  const [retryCheckout, setRetryCheckout] = useState<(() => void) | null>(null);
  // Server-rendered, the button is drawn before its click handler exists: it waits for hydration.
  const hydrated = useHydrated();

  return (
    <>
      <Button
        size="lg"
        disabled={disabled || !hydrated}
        // Early, but not as a finger lands: a tap enters and focuses the button just before its click,
        // and loading then only held that click back (~0.2 s on a 4×-slowed phone, bench:inp).
        onPointerEnter={(event) => event.pointerType !== 'touch' && setWanted(true)}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && setWanted(true)}
        onClick={() => {
          retryCheckout?.();
          setRetryCheckout(null);
          setOpen(true);
          // The spinner is the tap's answer; the checkout's code is asked for once it has painted.
          if (!wanted) setTimeout(() => setWanted(true));
        }}
      >
        {label}
      </Button>
      {open && !wanted && opening}
      {wanted && (
        <RemoteSlot<CheckoutDialogProps>
          id="checkout/CheckoutDialog"
          props={{ collectibleId, open, onOpenChange: setOpen }}
          loading={open ? opening : null}
          fallback={(retry) => (
            <CheckoutUnavailable
              open={open}
              onOpenChange={setOpen}
              onShown={() => setRetryCheckout(() => retry)}
              onRetry={() => {
                setRetryCheckout(null);
                retry();
              }}
            />
          )}
        />
      )}
    </>
  );
}

function CheckoutUnavailable({
  open,
  onOpenChange,
  onShown,
  onRetry,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onShown(): void;
  /** Loads the checkout again, staying open: the spinner, then the checkout itself (every fallback has one). */
  onRetry(): void;
}) {
  // Once the fallback shows, the next click on 'Purchase Now' loads the checkout again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the fallback first shows
  useEffect(onShown, []);
  return (
    <Dialog
      title="Checkout unavailable"
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>We could not open the checkout just now. Please try again in a moment, or chat with us on WhatsApp.</p>
    </Dialog>
  );
}
