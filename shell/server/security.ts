/**
 * Security headers of the shop's pages. The policy names every origin a page legitimately talks to,
 * so an injected script or a framing page gets nothing:
 * - scripts and styles from the shop's own origin, the origins its built page loads assets from (a
 *   CDN for the shell's static/) and the remotes' origins; inline scripts only by their hashes (and a
 *   streamed page's nonce);
 * - connections to the same plus the API (REST, auth, storage, functions, its realtime socket);
 * - images also from the API's storage, data: and blob: (photo previews before upload), and any https
 *   address: a blog post's cover may be any https image (the blog's rules, in the database too);
 * - frames from YouTube's privacy-enhanced embed only: any page may lead to a listing's video;
 * - no one frames the shop (`frame-ancestors 'none'`, and X-Frame-Options for old browsers).
 * Styles allow 'unsafe-inline': React writes style attributes and the design system positions
 * popovers with them; a style cannot run code.
 */
import { createHash } from 'node:crypto';

/** YouTube's privacy-enhanced embed (shared/src/format/youtube.ts, youtubeEmbedUrl). */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/** Headers every response of the shop carries, files included. */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const originsOf = (urls: readonly unknown[]): string[] => [
  ...new Set(urls.map((url) => (typeof url === 'string' ? originOf(url) : null)).filter((origin) => origin !== null)),
];

/** The origins of the absolute URLs of a page's <script src> and <link href> (a CDN hosting static/). */
export function assetOrigins(html: string): string[] {
  return originsOf([...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="(https?:\/\/[^"]+)"/g)].map((match) => match[1]));
}

/** The origins of the remotes' manifests in a remotes.json ({ name: manifest URL }). */
export function remoteOrigins(remotes: unknown): string[] {
  return typeof remotes === 'object' && remotes !== null ? originsOf(Object.values(remotes)) : [];
}

/** The 'sha256-…' source of each of these inline scripts' texts. */
export function scriptHashes(scripts: readonly string[]): string[] {
  return [...new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`))];
}

/** 'sha256-…' of each inline script that runs (data blocks such as JSON-LD run nothing and need none). */
export function inlineScriptHashes(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!) || text === '') continue;
    const type = /\stype="([^"]*)"/.exec(attributes!)?.[1];
    if (!type || /^(text\/javascript|module|application\/javascript)$/i.test(type)) scripts.push(text!);
  }
  return scriptHashes(scripts);
}

/**
 * The headers of each HTML page an origin sends (the shop's, a remote's standalone page), by the script
 * sources of its inline scripts (their hashes, a streamed page's nonce): each policy made once and kept.
 * `apiUrls`: the API the page talks to and where its storage links point; `codeOrigins`: where it loads
 * code from besides its own origin (the remotes, the shell's asset host).
 */
export function pageHeadersOf(apiUrls: readonly string[], codeOrigins: readonly string[]) {
  const api = originsOf(apiUrls);
  const code = ["'self'", ...codeOrigins];
  const policy = (scriptSources: readonly string[]) =>
    [
      ['default-src', "'self'"],
      ['script-src', ...code, ...scriptSources],
      ['style-src', ...code, "'unsafe-inline'"],
      ['img-src', ...code, ...api, 'https:', 'data:', 'blob:'],
      ['font-src', ...code, 'data:'],
      ['connect-src', ...code, ...api, ...api.map((origin) => origin.replace(/^http/, 'ws'))],
      ['media-src', "'self'", 'blob:'],
      ['worker-src', "'self'", 'blob:'],
      ['frame-src', VIDEO_ORIGIN],
      ['object-src', "'none'"],
      ['base-uri', "'self'"],
      ['form-action', "'self'"],
      ['frame-ancestors', "'none'"],
    ]
      .map((directive) => directive.join(' '))
      .join('; ');
  const bySources = new Map<string, Record<string, string>>();
  return (scriptSources: readonly string[]) => {
    const key = scriptSources.join(' ');
    let headers = bySources.get(key);
    if (!headers) {
      headers = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': policy(scriptSources), 'X-Frame-Options': 'DENY' };
      // A streamed page's nonce is its own: never kept.
      if (bySources.size < 100 && !key.includes("'nonce-")) bySources.set(key, headers);
    }
    return headers;
  };
}
