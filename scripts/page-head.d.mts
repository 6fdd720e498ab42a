// Types for the tests that import scripts/page-head.mjs (the script itself stays plain JS).
import type { IncomingMessage } from 'node:http';

export interface PageHeadOptions {
  /** The Supabase API to read rows from; default: the shell's dist/config.json, else the local one. */
  backend?: { url: string; key: string };
  /** The public origin written into canonical and og:url; default SIKKA_SITE_URL, else the request's Host. */
  siteUrl?: string;
  ttlMs?: number;
  failureTtlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export const SERVER_HEAD: 'data-server-head';

/** serveStatic's `transformHtml` for the shell: the page's own head for a listing or a blog post. */
export function pageHeadTransformer(
  shellDist: string,
  options?: PageHeadOptions,
): (html: string, req: IncomingMessage) => Promise<string>;

export function jsonLdText(value: unknown): string;
