import type { ServerResponse } from 'node:http';
import { CORS_HEADERS } from '../http.ts';
import { PgrstError } from './errors.ts';
import type { ResponseShape } from './parse/headers.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** The media type answered: stripped nulls are said in the vendor type, as PostgREST does. */
export function contentType(shape: ResponseShape): string {
  if (shape.stripNulls) {
    return `application/vnd.pgrst.${shape.kind === 'object' ? 'object' : 'array'}+json;nulls=stripped; charset=utf-8`;
  }
  return shape.kind === 'object' ? OBJECT_TYPE : JSON_TYPE;
}

export type Headers = Record<string, string | string[]>;

/** Writes a response; HEAD requests get the same status and headers without the body. */
export function send(res: ServerResponse, head: boolean, status: number, body: string | undefined, headers: Headers): void {
  const out: Headers = { ...CORS_HEADERS, ...headers };
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
  send(res, false, err.status, body, {
    'Content-Type': JSON_TYPE,
    'Proxy-Status': `PostgREST; error=${err.code}`,
    ...err.headers,
  });
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
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
  return { status: pageTotal < total ? 206 : 200, contentRange };
}

/** What a function (or trigger) asked for through `response.status` / `response.headers` (PostgREST's response GUCs). */
export interface ResponseOverrides {
  status?: number;
  headers: [string, string][];
}

/** Reads the GUCs from a statement's row; malformed ones are PGRST111 / PGRST112, as in PostgREST. */
export function responseOverrides(row: { response_headers: string | null; response_status: string | null }): ResponseOverrides {
  const overrides: ResponseOverrides = { headers: [] };
  if (row.response_status !== null) {
    const status = Number(row.response_status);
    if (!/^\d{3}$/.test(row.response_status.trim()) || status < 100 || status > 599) {
      throw new PgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    overrides.status = status;
  }
  if (row.response_headers !== null) {
    const invalid = () =>
      new PgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.response_headers);
    } catch {
      throw invalid();
    }
    if (!Array.isArray(parsed)) throw invalid();
    for (const entry of parsed) {
      const pairs = entry && typeof entry === 'object' && !Array.isArray(entry) ? Object.entries(entry) : [];
      if (pairs.length !== 1 || typeof pairs[0]![1] !== 'string') throw invalid();
      overrides.headers.push(pairs[0] as [string, string]);
    }
  }
  return overrides;
}

/**
 * Sends a result with the GUC overrides applied: their status wins, their headers replace same-named ones.
 * A body's media type comes with the negotiated schema (Content-Profile).
 */
export function sendResult(
  r: { res: ServerResponse; head: boolean; profile?: string },
  status: number,
  body: string | undefined,
  headers: Headers,
  overrides: ResponseOverrides,
): void {
  const named = new Set(overrides.headers.map(([name]) => name.toLowerCase()));
  const out: Headers = {};
  if (r.profile !== undefined && headers['Content-Type'] !== undefined) headers = { ...headers, 'Content-Profile': r.profile };
  for (const [name, value] of Object.entries(headers)) if (!named.has(name.toLowerCase())) out[name] = value;
  for (const [name, value] of overrides.headers) {
    const key = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    const previous = out[key];
    out[key] = previous === undefined ? value : [previous, value].flat();
  }
  send(r.res, r.head, overrides.status ?? status, body, out);
}
