import type { ServerResponse } from 'node:http';
import { CORS_HEADERS } from '../http.ts';
import { PgrstError } from './errors.ts';
import type { ResponseShape } from './parse/headers.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function contentType(shape: ResponseShape): string {
  return shape.kind === 'object' ? OBJECT_TYPE : JSON_TYPE;
}

/** Writes a response; HEAD requests get the same status and headers without the body. */
export function send(res: ServerResponse, head: boolean, status: number, body: string | undefined, headers: Record<string, string>): void {
  const out: Record<string, string> = { ...CORS_HEADERS, ...headers };
  if (body !== undefined) out['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(status, out);
  res.end(head || body === undefined ? undefined : body);
}

export function sendError(res: ServerResponse, err: PgrstError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(err.body());
  send(res, false, err.status, body, { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${err.code}`, ...err.headers });
}

/**
 * Content-Range and status for a page: `0-11/340` with 206 when a known total exceeds the page,
 * `*\/0` for an empty page, 416 when the offset is past the end (PostgREST's rangeStatusHeader).
 */
export function pageRange(offset: number, pageTotal: number, total: number | null): { status: number; contentRange: string } {
  const upper = offset + pageTotal - 1;
  const range = pageTotal > 0 ? `${offset}-${upper}` : '*';
  const contentRange = `${range}/${total ?? '*'}`;
  if (total === null) return { status: 200, contentRange };
  if (offset > total) {
    throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`, null, { 'Content-Range': `*/${total}` });
  }
  return { status: pageTotal < total ? 206 : 200, contentRange };
}
