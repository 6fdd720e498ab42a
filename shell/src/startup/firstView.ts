/**
 * Taking the first view down. The shell's server paints a still picture of the page's first screen
 * into the HTML (#first-view, shell/server/firstViewHtml.ts; on a static host, the home page's, which the
 * build writes into index.html) while #root renders underneath, hidden. The
 * picture goes once the real first screen is complete, so the visitor never sees the app's loading
 * states in its place:
 * - the routed page has its heading (an h1 in <main>) or the remote's fallback (role="alert"),
 * - nothing on the first screen is still loading (no spinner, no aria-busy region in view), and
 * - every image on the first screen has arrived (loaded or failed).
 * It goes after `limitMs` whatever the page does, so a slow backend shows the app's own loading
 * states rather than a picture that never changes.
 */
export const FIRST_VIEW_ID = 'first-view';
const LIMIT_MS = 4000;

/** Whether the app's first screen in `root` is ready to be seen (the rules above). */
export function firstScreenComplete(root: HTMLElement, viewportHeight: number): boolean {
  const main = root.querySelector('main');
  if (!main?.querySelector('h1, [role="alert"]')) return false;
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.top < viewportHeight && box.bottom > 0;
  };
  if ([...main.querySelectorAll('[role="status"], [aria-busy="true"]')].some(inView)) return false;
  return [...main.querySelectorAll('img')].filter(inView).every((image) => image.complete);
}

/**
 * Watches `root` and removes the first view when the first screen is complete (or after `limitMs`).
 * Does nothing when the page has no first view. Returns a stop function (tests).
 */
export function releaseFirstView(root: HTMLElement, { doc = document, limitMs = LIMIT_MS } = {}): () => void {
  const picture = doc.getElementById(FIRST_VIEW_ID);
  if (!picture) return () => {};
  const view = doc.defaultView ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => check());
  const stop = () => {
    observer.disconnect();
    root.removeEventListener('load', check, true);
    root.removeEventListener('error', check, true);
    clearTimeout(timer);
  };
  const release = () => {
    stop();
    picture.remove();
  };
  function check() {
    if (firstScreenComplete(root, view.innerHeight)) release();
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
  // Images finishing do not change the DOM: their load and error events (captured: they do not bubble) do.
  root.addEventListener('load', check, true);
  root.addEventListener('error', check, true);
  timer = setTimeout(release, limitMs);
  check();
  return stop;
}
