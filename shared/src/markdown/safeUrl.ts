/**
 * Which addresses a post may point at. Links: the web, e-mail, phone and paths of the shop itself.
 * Images: the web and the shop's own paths only. Everything else (javascript:, data:, vbscript:,
 * file:, blob:, protocol tricks hidden by whitespace, entities or case) is dropped, so a post can
 * never run code or smuggle content in through an address.
 */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

// Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:").
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

/** The address if it is safe for this attribute (`href` of a link, `src` of an image), else null. */
export function safeUrl(url: string, key: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const compact = trimmed.replace(IGNORED_IN_SCHEME, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  // No scheme: a path or fragment of our own site, or '//host/x' (the web, with the page's protocol).
  if (!scheme) return trimmed;
  const protocol = `${scheme.toLowerCase()}:`;
  const allowed = key === 'src' ? IMAGE_PROTOCOLS : LINK_PROTOCOLS;
  return allowed.has(protocol) ? trimmed : null;
}

/** A link that leaves the shop opens in a new tab, without handing it our window. */
export function isExternalLink(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
