import { useEffect } from 'react';

/** A <meta> the page sets: `name` for plain and Twitter tags, `property` for Open Graph and article:*. */
export interface MetaTag {
  key: 'name' | 'property';
  id: string;
  content: string;
}

function metaElement({ key, id }: MetaTag): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(key, id);
    element.dataset.blog = '';
    document.head.append(element);
  }
  return element;
}

/**
 * Sets the document title and <meta> tags while the page is shown and puts back what was there when
 * it goes. Tags are updated in place, never duplicated: crawlers read the first description they find.
 * (The catalog has the same hook; it belongs in @sikka/shared once someone owns a shared SEO entry.)
 */
export function useDocumentMeta(title: string | null, tags: readonly MetaTag[] = []) {
  const tagsKey = JSON.stringify(tags);
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    document.title = title;
    const restore = (JSON.parse(tagsKey) as MetaTag[]).map((tag) => {
      const element = metaElement(tag);
      const previous = element.hasAttribute('data-blog') ? null : element.content;
      element.content = tag.content;
      return () => (previous === null ? element.remove() : (element.content = previous));
    });
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, tagsKey]);
}
