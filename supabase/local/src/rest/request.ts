import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolClient } from 'pg';
import type { JwtClaims, ServerContext } from '../context.ts';
import { BodyTooLargeError, readBody } from '../http.ts';
import { runAsRole } from '../transaction.ts';
import { PgrstError, invalidBody } from './errors.ts';
import type { ResponseShape } from './parse/headers.ts';
import type { Preferences } from './parse/prefer.ts';
import { responseOverrides, type ResponseOverrides } from './respond.ts';
import type { QueryTree } from './parse/types.ts';
import type { SchemaCache } from './schema.ts';

/** Everything parsed from one /rest/v1 request, shared by the read, write and RPC handlers. */
export interface RestRequest {
  ctx: ServerContext;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  head: boolean;
  path: string;
  cache: SchemaCache;
  schema: string;
  /** The schema named in Content-Profile, when it was negotiated (see requestSchema). */
  profile?: string;
  claims: JwtClaims;
  tree: QueryTree;
  prefer: Preferences;
  shape: ResponseShape;
  range?: { offset: number; limit?: number };
}

/** PostgREST's body limit is the proxy's; hosted Supabase accepts a few MB of JSON per request. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Statement timeouts hosted Supabase sets on the API roles. */
const TIMEOUTS: Record<string, string> = { anon: '3s', authenticated: '8s' };

export function inTransaction<T>(r: RestRequest, readOnly: boolean, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  // As PostgREST: the Cookie header is not one of request.headers; its cookies are request.cookies.
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(r.req.headers)) {
    if (typeof value === 'string' && key !== 'cookie') headers[key] = value;
  }
  headers['x-forwarded-for'] = forwardedFor(r.req.headers['x-forwarded-for'], r.req.socket.remoteAddress);
  return runAsRole(r.ctx.pool, r.claims, fn, {
    readOnly,
    searchPath: [r.schema, ...r.ctx.config.api.extraSearchPath.filter((s) => s !== r.schema)],
    request: { method: r.method, path: r.path, headers, cookies: parseCookies(r.req.headers.cookie) },
    statementTimeout: TIMEOUTS[r.claims.role],
    rollback: endsInRollback(r),
    preRequest: r.cache.dbConfig.preRequest,
  });
}

/**
 * x-forwarded-for as the database sees it behind a gateway: whatever the client sent, then the address of
 * the connection, appended as every proxy (and hosted Supabase's gateway) appends its peer. The last hop
 * is the only one this server vouches for; the database believes an earlier one only when the hop after
 * it is a trusted proxy it was told of (private.client_address()).
 */
export function forwardedFor(sent: string | string[] | undefined, peer: string | undefined): string {
  const chain = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
  const address = (peer ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!address) return chain;
  return chain ? `${chain}, ${address}` : address;
}

/** `a=1; b=2` as {a: '1', b: '2'}; values are kept as sent. */
function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq < 0 ? undefined : eq).trim();
    if (name) cookies[name] = eq < 0 ? '' : part.slice(eq + 1).trim();
  }
  return cookies;
}

/** `pgrst.db_tx_end`, or `Prefer: tx=` where the database allows overriding it. */
export function endsInRollback(r: RestRequest): boolean {
  return (r.prefer.tx ?? r.cache.dbConfig.txEnd) === 'rollback';
}

/** The one row every statement of sql.ts answers with: the page and PostgREST's response GUCs. */
export interface StatementRow {
  total: string | null;
  page_total: string;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
}

export interface StatementHooks<Row> {
  /** Sees the row before the transaction ends, so a refusal (singularity, max-affected) rolls the work back. */
  check?: (row: Row) => void;
  /** Runs more in the same transaction once the row is known (the planner's estimate of a count). */
  refine?: (client: PoolClient, row: Row) => Promise<void>;
}

/** Runs one statement in the request's transaction; a malformed response GUC is refused there too. */
export function runStatement<Row extends StatementRow = StatementRow>(
  r: RestRequest,
  readOnly: boolean,
  text: string,
  params: unknown[],
  hooks: StatementHooks<Row> = {},
): Promise<{ row: Row; overrides: ResponseOverrides }> {
  return inTransaction(r, readOnly, async (client) => {
    const row = (await client.query<Row>(text, params)).rows[0]!;
    await hooks.refine?.(client, row);
    hooks.check?.(row);
    return { row, overrides: responseOverrides(row) };
  });
}

/** The JSON body of a write; PGRST102 when it is empty or not JSON, 413 past the size limit. */
export async function readJsonBody(r: RestRequest, allowEmpty: boolean): Promise<unknown> {
  const type = r.req.headers['content-type'];
  if (type && !/^application\/json\b|^\*\/\*/i.test(type)) {
    throw new PgrstError(415, 'PGRST107', `None of these media types are available: ${type.split(';')[0]}`);
  }
  let raw: Buffer;
  try {
    raw = await readBody(r.req, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      throw new PgrstError(413, 'PGRST102', 'Payload Too Large', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
    }
    throw err;
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') {
    if (allowEmpty) return {};
    throw invalidBody('Empty or invalid json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

/** Tells realtime (and anything else listening) that rows of a table changed through the API. */
export function announceChange(r: RestRequest, table: string, type: 'INSERT' | 'UPDATE' | 'DELETE', count: number): void {
  if (count > 0) r.ctx.events.emit('dml', { schema: r.schema, table, type, count });
}
