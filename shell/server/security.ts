/**
 * Security headers of the shop's pages (issue 29 item 8). The policy names every origin a page
 * legitimately talks to, so an injected script or a framing page gets nothing:
 * - scripts and styles from the shop's own origin, the origins its built page loads assets from (a
 *   CDN for the shell's static/), and the remotes' origins (from the deployed remotes.json); the
 *   page's own inline scripts (the startup script the build writes) by their hashes, no others;
 * - connections to the same plus the API (REST, auth, storage, functions; its realtime socket);
 * - images from the page, the API's storage, data: and blob: (photo previews before upload), and any
 *   https address: a blog post's cover may be any https image (the blog's rules, in the database too);
 * - frames from YouTube's privacy-enhanced embed only (a listing's video; the page cannot know at
 *   its first request which page a visitor will move on to, so every page allows that one origin);
 * - no one frames the shop (`frame-ancestors 'none'`, and X-Frame-Options for old browsers).
 * Styles allow 'unsafe-inline': React writes style attributes and the design system positions
 * popovers with them; a style cannot run code.
 */
import { createHash } from 'node:crypto';

/** The origin of YouTube's privacy-enhanced embed (shared/src/format/youtube.ts, youtubeEmbedUrl). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/** Headers every response of the shop carries, files included. */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export interface PagePolicy {
  /** The API the page talks to (config.json's supabaseUrl), and where its storage links point if elsewhere. */
  apiUrls: readonly string[];
  /** Origins the page loads code from besides its own: the remotes and the shell's asset host. */
  codeOrigins: readonly string[];
  /** 'sha256-…' sources of the page's inline scripts (and a streamed page's 'nonce-…'). */
  scriptHashes: readonly string[];
}

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** The origins of the absolute URLs of a page's <script src> and <link href> (a CDN hosting static/). */
export function assetOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="(https?:\/\/[^"]+)"/g)) {
    const origin = originOf(match[1]!);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The origins of the remotes' manifests in a remotes.json ({ name: manifest URL }). */
export function remoteOrigins(remotes: unknown): string[] {
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = Object.values(remotes).map((url) => (typeof url === 'string' ? originOf(url) : null));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/** The 'sha256-…' source of each of these inline scripts' texts. */
export function scriptHashes(scripts: readonly string[]): string[] {
  return [...new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`))];
}

/** 'sha256-…' of each inline script that runs (data blocks such as JSON-LD run nothing and need none). */
export function inlineScriptHashes(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    if (/\ssrc=/.test(attributes) || match[2] === '') continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|module|application\/javascript)$/i.test(type)) continue;
    scripts.push(match[2]!);
  }
  return scriptHashes(scripts);
}

/** The Content-Security-Policy of a page. */
export function contentSecurityPolicy({ apiUrls, codeOrigins, scriptHashes }: PagePolicy): string {
  const api = [...new Set(apiUrls.map(originOf).filter((origin): origin is string => origin !== null))];
  const apiSockets = api.map((origin) => origin.replace(/^http/, 'ws'));
  const code = ["'self'", ...codeOrigins];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', ...code, ...scriptHashes],
    ['style-src', ...code, "'unsafe-inline'"],
    ['img-src', ...code, ...api, 'https:', 'data:', 'blob:'],
    ['font-src', ...code, 'data:'],
    ['connect-src', ...code, ...api, ...apiSockets],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', VIDEO_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers of an HTML page of the shop. */
export function pageSecurityHeaders(policy: PagePolicy): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers of each HTML page an origin sends (the shop's, a remote's standalone page), by the script
 * sources of its inline scripts (their hashes, a streamed page's nonce): a handful of page shapes, each
 * policy made once and kept.
 */
export function pageHeadersOf(apiUrls: readonly string[], codeOrigins: readonly string[]) {
  const bySources = new Map<string, Record<string, string>>();
  return (scriptSources: readonly string[]) => {
    const key = scriptSources.join(' ');
    let headers = bySources.get(key);
    if (!headers) {
      headers = pageSecurityHeaders({ apiUrls, codeOrigins, scriptHashes: scriptSources });
      // A streamed page's nonce is its own: never kept.
      if (bySources.size < 100 && !key.includes("'nonce-")) bySources.set(key, headers);
    }
    return headers;
  };
}
