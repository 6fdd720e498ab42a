import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers the hosted Supabase API gateway sends on CORS responses. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
  'Access-Control-Allow-Headers':
    'authorization,x-client-info,apikey,content-type,content-profile,accept-profile,prefer,range,x-upsert,cache-control,x-supabase-api-version,accept,accept-encoding,content-length,if-none-match,x-region',
  'Access-Control-Expose-Headers':
    'Content-Range,Content-Location,Content-Length,Content-Type,ETag,Location,Preference-Applied,X-Supabase-Api-Version,Range-Unit',
  'Access-Control-Max-Age': '86400',
};

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

/** Reads the whole body, refusing more than `limit` bytes (the request is drained, never buffered past it). */
export async function readBody(req: IncomingMessage, limit = 10 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(text);
}

/** The bearer token of a request, or its apikey header when no Authorization is sent. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (auth && /^bearer /i.test(auth)) return auth.slice(7).trim();
  const apikey = req.headers.apikey;
  return typeof apikey === 'string' ? apikey : undefined;
}

/**
 * The URL of a request target: origin-form (`/path?query`, `//x` kept a path) or absolute-form
 * (`http://host/path`, which servers must accept), on a fixed origin: the Host header never takes part.
 * Null when no URL can be made of it (`http://[`): the client's mistake, answered 400.
 */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target ?? '/';
  try {
    if (raw.startsWith('/')) return new URL(`http://localhost${raw}`);
    if (raw === '*') return new URL('http://localhost/');
    if (!/^https?:\/\//i.test(raw)) return null;
    const absolute = new URL(raw);
    return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
  } catch {
    return null;
  }
}
