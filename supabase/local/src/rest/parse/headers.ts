import type { IncomingHttpHeaders } from 'node:http';
import { PgrstError } from '../errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** The preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
}

const KNOWN: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

/** `Prefer: return=representation, count=exact` (several Prefer headers are joined with commas by Node). */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [rawKey, rawValue] = part.split('=');
    const key = rawKey?.trim() ?? '';
    const value = rawValue?.trim() ?? '';
    if (!KNOWN[key]?.includes(value)) continue;
    (prefs as unknown as Record<string, string>)[key] = value;
  }
  return prefs;
}

export type ResponseShape = { kind: 'array' | 'object'; stripNulls: boolean };

/** Which JSON shape the client accepts: `.single()` asks for `application/vnd.pgrst.object+json`. */
export function parseAccept(header: string | undefined): ResponseShape {
  if (!header) return { kind: 'array', stripNulls: false };
  const offered: string[] = [];
  for (const part of header.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { kind: 'object', stripNulls };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*', ''].includes(type)) {
      return { kind: 'array', stripNulls };
    }
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
    throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  return { offset: lower, limit: upper - lower + 1 };
}

/** The schema a request addresses: Accept-Profile (reads) / Content-Profile (writes), else the first exposed. */
export function requestSchema(headers: IncomingHttpHeaders, method: string, schemas: string[]): string {
  const header = method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  const requested = typeof header === 'string' ? header.trim() : undefined;
  if (requested === undefined || requested === '') return schemas[0] ?? 'public';
  if (!schemas.includes(requested)) {
    throw new PgrstError(406, 'PGRST106', `Invalid schema: ${requested}`, null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`);
  }
  return requested;
}
