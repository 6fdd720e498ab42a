// Types for the tests that import scripts/serve-static.mjs (the script itself stays plain JS).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ServeStaticOptions {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  routes?: Record<string, RouteHandler>;
  /** Rewrites index.html for the SPA's deep links (a failing transformer serves it unchanged). */
  transformHtml?: (html: string, req: IncomingMessage) => string | Promise<string>;
}

export function serveStatic(options: ServeStaticOptions): Promise<Server>;
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, fileName: string, body: string): void;
export function cacheControlFor(fileName: string): string;
export function contentTypeFor(fileName: string): string;
