import { useState, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { useHydrated } from '@sikka/shared/federation';
import { useNavigate } from '@sikka/shared/router';
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

/** A path of the shop ('/blog/…'), which stays inside the app; not '//host/…'. */
const isShopPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A link of the post: the shop's paths are followed inside the app by `Markdown`'s click handler. */
function MarkdownLink({ href, children, node: _node, ...props }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
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

/**
 * The one safe markdown renderer: the public blog post and the editor's live preview use it.
 *
 * A post the server rendered keeps the server's elements while its text is the same: hydrating it would
 * parse the markdown again in the browser only to find the same elements, which cost a phone about 200 ms
 * (4× slowed CPU) in one task. React leaves alone what is under an element given `dangerouslySetInnerHTML`
 * while hydrating, and an empty string that never changes is never written. New text (another post, the
 * editor) renders as usual. Either way the shop's links are followed inside the app by one click handler.
 */
export function Markdown({ children, className }: MarkdownProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The text the server rendered into this element, until the text changes (then never again: the
  // server's elements are gone once React has rendered others here). The server itself renders it.
  const [served, setServed] = useState(hydrated || typeof window === 'undefined' ? null : children);
  if (served !== null && served !== children) setServed(null);

  // A path of the shop in the post stays inside the app (no full reload), as a router link would; one
  // handler for the server's elements and the browser's alike.
  const followShopLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !isShopPath(href) || link?.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  };

  if (served !== null)
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside are the interactive elements; Enter on a link is a click
      <div
        className={cx(styles.markdown, className)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, never written: see above
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
        onClick={followShopLink}
      />
    );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as above
    <div className={cx(styles.markdown, className)} onClick={followShopLink}>
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
