import type { IncomingHttpHeaders } from 'node:http';
import { PgrstError } from '../errors.ts';

export type ResponseShape = { kind: 'array' | 'object'; stripNulls: boolean };

/**
 * Which JSON shape the client accepts: `.single()` asks for `application/vnd.pgrst.object+json`. Only the
 * vendor types take `nulls=stripped` (on `application/json` it is ignored, as in PostgREST).
 */
export function parseAccept(header: string | undefined): ResponseShape {
  if (!header) return { kind: 'array', stripNulls: false };
  const offered: string[] = [];
  for (const part of header.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.length === 1 && params[0] === 'nulls=stripped';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { kind: 'object', stripNulls };
    }
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array')
      return { kind: 'array', stripNulls };
    if (['application/json', '*/*', 'application/*', ''].includes(type)) return { kind: 'array', stripNulls: false };
    offered.push(type);
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

/** `Range: 0-9` (items) as offset/limit. */
export function parseRange(headers: IncomingHttpHeaders): { offset: number; limit?: number } | undefined {
  const header = headers.range;
  if (!header) return undefined;
  const unit = headers['range-unit'];
  if (unit && unit !== 'items') return undefined;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!match) return undefined;
  const lower = Number(match[1]);
  if (match[2] === '') return { offset: lower };
  const upper = Number(match[2]);
  if (upper < lower) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: lower, limit: upper - lower + 1 };
}

/**
 * The schema a request addresses: Accept-Profile (reads) / Content-Profile (writes), else the first exposed.
 * `negotiated` when a profile was asked for or several schemas are exposed: the answer then names its
 * schema in Content-Profile, as PostgREST's does.
 */
export function requestSchema(
  headers: IncomingHttpHeaders,
  method: string,
  schemas: string[],
): { schema: string; negotiated: boolean } {
  const header = method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  const requested = typeof header === 'string' ? header.trim() : undefined;
  if (requested === undefined || requested === '') return { schema: schemas[0] ?? 'public', negotiated: schemas.length > 1 };
  if (!schemas.includes(requested)) {
    throw new PgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${requested}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return { schema: requested, negotiated: true };
}
