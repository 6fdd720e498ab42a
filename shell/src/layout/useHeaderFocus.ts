import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isSignedIn, type AccountView } from './accountView';

/** Shown, and the real control: a stand-in still loading its code (`data-pending`) cannot take focus for long. */
const isShown = (element: HTMLElement | null): element is HTMLElement =>
  element?.isConnected === true && element.getClientRects().length > 0 && !element.hasAttribute('data-pending');

/**
 * Signing in or out replaces the very control that had focus (the dialog's opener, the menu's Sign
 * Out), and the sign-in dialog has no trigger of its own to return focus to. Rather than leave
 * keyboard users on the page body, focus the first header control that is shown now — e.g. the
 * 'Account' menu after signing in, 'Sign In' after signing out, the menu toggle on a phone.
 * When none is shown yet (the 'Account' menu's code is still on its way), the move is made again by
 * `controlReady`, which the menu calls once it is there.
 * Returns the same move for the dialog to use when it closes, and `controlReady`.
 */
export function useHeaderFocus(view: AccountView, candidates: ReadonlyArray<RefObject<HTMLElement | null>>) {
  const latest = useRef(candidates);
  latest.current = candidates;

  const waiting = useRef(false);
  const focusHeader = useCallback(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return; // focus went somewhere on purpose
    const control = latest.current.map((ref) => ref.current).find(isShown);
    waiting.current = control === undefined;
    control?.focus();
  }, []);
  const controlReady = useCallback(() => {
    if (!waiting.current) return;
    waiting.current = false;
    focusHeader();
  }, [focusHeader]);

  // Signed in or out at the last settled view; null until the stored session has been read, so a
  // page load never pulls focus into the header.
  const settled = useRef<boolean | null>(null);
  useEffect(() => {
    if (view === 'pending') return;
    const signedIn = isSignedIn(view);
    const changed = settled.current !== null && settled.current !== signedIn;
    settled.current = signedIn;
    if (changed) focusHeader();
  }, [view, focusHeader]);

  /** After the dialog's own close has run (it moves focus nowhere without a trigger). */
  const focusHeaderSoon = useCallback(() => requestAnimationFrame(focusHeader), [focusHeader]);
  return { focusHeaderSoon, controlReady };
}
