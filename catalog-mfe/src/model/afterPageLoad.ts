/** How long after the page has loaded a listing page joins its live updates (useListing). */
export const LIVE_JOIN_DELAY_MS = 3000;

/**
 * Runs `start` `delayMs` after the page has loaded (at once counting from now, when it already has),
 * unless cancelled first. Returns the cancel, which also stops what `start` started.
 */
export function afterPageLoad(start: () => () => void, delayMs = LIVE_JOIN_DELAY_MS, win: Window = window): () => void {
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      stop = start();
    }, delayMs);
  };
  if (win.document.readyState === 'complete') wait();
  else win.addEventListener('load', wait, { once: true });
  return () => {
    win.removeEventListener('load', wait);
    clearTimeout(timer);
    stop?.();
  };
}
