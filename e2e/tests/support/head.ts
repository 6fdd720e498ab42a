/** Reading a server's HTML as a link preview does: the text of an attribute, its entities decoded. */
export const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every `<meta name|property="id" content>` of the HTML, in order, decoded. */
export function metaContents(html: string, key: 'name' | 'property', id: string): string[] {
  return [...html.matchAll(new RegExp(`<meta ${key}="${id}" content="([^"]*)"`, 'g'))].map((match) => decodeHtml(match[1] ?? ''));
}
