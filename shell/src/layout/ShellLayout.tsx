import { Suspense, useEffect, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import styles from './ShellLayout.module.css';

interface ShellLayoutProps {
  children: ReactNode;
}

/**
 * Marks `<html data-hydrated>` once the page works: a server-rendered page is visible before that, but a
 * tap does nothing, a link is a full page load and typed text is not the app's. For browser tests and
 * tools, which otherwise cannot tell a rendered page from a working one. Rendered in the footer's
 * boundary: React hydrates the sibling boundaries (header, the remote page's, footer) in one pass after
 * the frame, so its effect runs when they are all hydrated.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Header, the routed page, footer: the frame around every remote. Header and footer are Suspense
 * boundaries of their own (as the remote page is, in its slot), so a server-rendered page is hydrated in
 * parts the browser can interleave with other work, not as one long task: on a phone the whole page in
 * one go blocked the main thread for about 230 ms (4× slowed CPU). A tap on a part not yet hydrated
 * hydrates it at once and is then handled.
 */
export function ShellLayout({ children }: ShellLayoutProps) {
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Suspense>
        <Footer />
        <HydrationMark />
      </Suspense>
    </div>
  );
}
