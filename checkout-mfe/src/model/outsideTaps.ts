import { useEffect, useRef } from 'react';

/** How long after a tap outside the dialog a close request counts as caused by that tap. */
export const STRAY_TAP_MS = 800;

/**
 * Whether a close request right now follows a tap or click outside any dialog (on the backdrop).
 * The design system's Dialog closes on a backdrop tap; while it shows an order, a stray tap (the second
 * half of a double tap on 'Continue to payment', after the dialog got shorter) must not take the
 * order number and the payment link away. Escape and the Close button still close it.
 */
export function useOutsideTapClock() {
  const lastOutsideTap = useRef(0);
  useEffect(() => {
    const note = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest?.('[role="dialog"], [role="alertdialog"]')) lastOutsideTap.current = Date.now();
    };
    document.addEventListener('pointerdown', note, true);
    return () => document.removeEventListener('pointerdown', note, true);
  }, []);
  return () => Date.now() - lastOutsideTap.current < STRAY_TAP_MS;
}
