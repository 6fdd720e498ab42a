import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import styles from './ShellLayout.module.css';

interface ShellLayoutProps {
  children: ReactNode;
}

/** Header, the routed page, footer: the frame around every remote. */
export function ShellLayout({ children }: ShellLayoutProps) {
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
