import { useEffect } from 'react';
import type { MetaTag } from './seo';

function metaElement({ key, id }: MetaTag): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(key, id);
    element.dataset.catalog = '';
    document.head.append(element);
  }
  return element;
}

/**
 * Sets the document title and <meta> tags while the page is shown, and puts back what was there
 * before when it goes (the page template's description, the shell's title). Tags are updated in place,
 * never duplicated: crawlers read the first description they find.
 */
export function useDocumentMeta(title: string | null, tags: readonly MetaTag[] = []) {
  const tagsKey = JSON.stringify(tags);
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    document.title = title;
    const restore = (JSON.parse(tagsKey) as MetaTag[]).map((tag) => {
      const element = metaElement(tag);
      const previous = element.hasAttribute('data-catalog') ? null : element.content;
      element.content = tag.content;
      return () => (previous === null ? element.remove() : (element.content = previous));
    });
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, tagsKey]);
}
