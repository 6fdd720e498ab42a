import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from '@sikka/shared/router';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cx } from '@sikka/shared/ui';
import { isExternalLink, safeUrl } from './safeUrl';
import styles from './Markdown.module.css';

export interface MarkdownProps {
  /** The post's markdown (GitHub-flavoured: tables, task lists, strikethrough, autolinks). */
  children: string;
  className?: string;
}

/**
 * Three locks, each enough alone for the common attacks: raw HTML is dropped before it becomes
 * elements (`skipHtml`), every address goes through `safeUrl`, and the element tree is cleaned by
 * GitHub's own allow-list (rehype-sanitize: no script, style, iframe, svg, no on* attributes).
 */
const SANITIZE_SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
};

function MarkdownLink({ href, children, node: _node, ...props }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  // A path of the shop stays inside the app (no full reload); anything else is a plain link.
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  const external = isExternalLink(href);
  return (
    <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
      {children}
    </a>
  );
}

const COMPONENTS: Components = {
  a: MarkdownLink,
  // The page's title is its one h1: a '# Heading' inside a post becomes a section heading.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />,
  // Wide tables scroll on their own on a phone instead of widening the page; focusable so a keyboard can scroll.
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div className={styles.tableScroll} tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

/** The one safe markdown renderer: the public blog post and the editor's live preview use it. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={cx(styles.markdown, className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeSanitize, SANITIZE_SCHEMA]]}
        skipHtml
        urlTransform={safeUrl}
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
