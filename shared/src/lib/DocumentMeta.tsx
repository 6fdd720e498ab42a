/** A <meta> a page sets: `name` for plain and Twitter tags, `property` for Open Graph, product:* and article:*. */
export interface MetaTag {
  key: 'name' | 'property';
  id: string;
  content: string;
}

/**
 * A page's head, rendered by the page itself: React 19 hoists `<title>`, `<meta>` and `<link>` into
 * the document's head, on the server (so link previews work without JavaScript) and in the browser
 * alike, and takes them out again when the page goes.
 */
export function DocumentMeta({ title, tags = [], canonical }: { title: string; tags?: readonly MetaTag[]; canonical?: string }) {
  return (
    <>
      <title>{title}</title>
      {tags.map((tag) =>
        tag.key === 'name' ? (
          <meta key={tag.id} name={tag.id} content={tag.content} />
        ) : (
          <meta key={tag.id} property={tag.id} content={tag.content} />
        ),
      )}
      {canonical && <link rel="canonical" href={canonical} />}
    </>
  );
}
