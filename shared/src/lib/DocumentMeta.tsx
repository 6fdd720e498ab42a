/** A <meta> a page sets: `name` for plain and Twitter tags, `property` for Open Graph, product:* and article:*. */
export interface MetaTag {
  key: 'name' | 'property';
  id: string;
  content: string;
}

/**
 * A page's head, rendered by the page itself: React 19 hoists `<title>`, `<meta>` and `<link>` into the
 * head, on the server (link previews work without JavaScript) and in the browser, and removes them with the page.
 */
export function DocumentMeta({ title, tags = [], canonical }: { title: string; tags?: readonly MetaTag[]; canonical?: string }) {
  return (
    <>
      <title>{title}</title>
      {tags.map((tag) => (
        <meta key={tag.id} {...{ [tag.key]: tag.id }} content={tag.content} />
      ))}
      {canonical && <link rel="canonical" href={canonical} />}
    </>
  );
}
