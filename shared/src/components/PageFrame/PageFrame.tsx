import type { ReactNode } from 'react';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** `article` for a self-contained piece (a blog post); `section` otherwise. */
  as?: 'section' | 'article';
  children?: ReactNode;
}

/** A page of a remote inside the shell: the content width, the title as h1, then the page. */
export function PageFrame({ title, as: Element = 'section', children }: PageFrameProps) {
  return (
    <Element className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </Element>
  );
}
