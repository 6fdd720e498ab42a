import { useEffect } from 'react';

/** A <meta> a page sets: `name` for plain and Twitter tags, `property` for Open Graph, product:* and article:*. */
export interface MetaTag {
  key: 'name' | 'property';
  id: string;
  content: string;
}

/** Marks the <meta> elements this hook created, so it removes them (not restores them) when the page goes. */
const CREATED = 'data-document-meta';
/**
 * Head elements the server wrote for the first page (shell/server/pageHead.ts, link previews): the page
 * takes them over. Where the server replaced a template value (title, description) it keeps the
 * template's in GENERIC, which comes back when the page goes; its other elements go with the page.
 */
const SERVER = 'data-server-head';
const GENERIC = 'data-generic-content';

/** Takes over the server's head: its JSON-LD goes at once (the page renders its own); the title's
 * template value is returned; what is left of the server's elements is returned to undo later. */
function takeOverServerHead(): { genericTitle: string | null; leftovers: Element[] } {
  const server = [...document.head.querySelectorAll(`[${SERVER}]`)];
  for (const element of server) element.removeAttribute(SERVER);
  let genericTitle: string | null = null;
  const leftovers: Element[] = [];
  for (const element of server) {
    if (element.localName === 'script') element.remove();
    else if (element.localName === 'title') genericTitle = element.getAttribute(GENERIC);
    else if (element.localName === 'meta' && element.hasAttribute(GENERIC)) continue;
    // The page's own tags update these in place; what it does not set goes when it goes.
    else {
      if (element.localName === 'meta') element.setAttribute(CREATED, '');
      leftovers.push(element);
    }
  }
  return { genericTitle, leftovers };
}

function metaElement({ key, id }: MetaTag): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(key, id);
    element.setAttribute(CREATED, '');
    document.head.append(element);
  }
  return element;
}

/**
 * Sets the document title and <meta> tags while the page is shown, and puts back what was there
 * before when it goes (the page template's description, the shell's title). Tags are updated in place,
 * never duplicated: crawlers read the first description they find. A `null` title (the page's data is
 * still loading) sets nothing.
 */
export function useDocumentMeta(title: string | null, tags: readonly MetaTag[] = []) {
  const tagsKey = JSON.stringify(tags);
  useEffect(() => {
    if (title === null) return;
    const { genericTitle, leftovers } = takeOverServerHead();
    const previousTitle = genericTitle ?? document.title;
    document.title = title;
    const restore = (JSON.parse(tagsKey) as MetaTag[]).map((tag) => {
      const element = metaElement(tag);
      const generic = element.getAttribute(GENERIC);
      element.removeAttribute(GENERIC);
      const previous = element.hasAttribute(CREATED) ? null : (generic ?? element.content);
      element.content = tag.content;
      return () => (previous === null ? element.remove() : (element.content = previous));
    });
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
      for (const element of leftovers) element.remove();
    };
  }, [title, tagsKey]);
}
