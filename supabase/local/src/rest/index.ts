import type { ApiHandler, ServerContext } from '../context.ts';
import { requestClaims } from './auth.ts';
import { PgrstError, fromPgError, tableNotFound, toPgrstError } from './errors.ts';
import { parseAccept, parseRange, requestSchema } from './parse/headers.ts';
import { parsePrefer } from './parse/prefer.ts';
import { parseQuery } from './parse/query.ts';
import { handleRead } from './read.ts';
import type { RestRequest } from './request.ts';
import { sendError, sendResult } from './respond.ts';
import { handleRpc } from './rpc.ts';
import { loadSchemaCache, type SchemaCache } from './schema.ts';
import { closestName } from './suggest.ts';
import { handleDelete, handleInsert, handleUpdate } from './write.ts';

export interface RestApi {
  handle: ApiHandler;
  /** Re-reads the schema cache (after migrations, or on NOTIFY pgrst). */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** /rest/v1: PostgREST over the exposed schemas of `[api]`. */
export async function createRestHandler(ctx: ServerContext): Promise<RestApi> {
  const schemas = ctx.config.api.schemas;
  let cache: SchemaCache = await loadSchemaCache(ctx.pool, schemas);
  let reloading: Promise<void> | undefined;
  let closed = false;
  const reload = () => {
    // A NOTIFY that arrives while the server stops must not read from a pool that is ending.
    if (closed) return Promise.resolve();
    reloading ??= loadSchemaCache(ctx.pool, schemas)
      .then((fresh) => void (cache = fresh))
      .finally(() => (reloading = undefined));
    return reloading;
  };
  const listener = await listenForReload(ctx, reload);

  const handle: ApiHandler = async (req, res, path, url) => {
    let authenticated = false;
    try {
      const claims = await requestClaims(req, ctx.jwtSecret);
      authenticated = claims.role !== 'anon';
      checkRole(cache, claims.role, authenticated);
      const method = req.method ?? 'GET';
      const profile = requestSchema(req.headers, method, schemas);
      const r: RestRequest = {
        ctx,
        req,
        res,
        method,
        head: method === 'HEAD',
        path,
        cache,
        claims,
        schema: profile.schema,
        profile: profile.negotiated ? profile.schema : undefined,
        tree: parseQuery(url.searchParams),
        prefer: parsePrefer(req.headers.prefer, cache.dbConfig.txOverride),
        shape: parseAccept(req.headers.accept),
        range: parseRange(req.headers),
      };
      await route(r, segments(path));
    } catch (err) {
      const error = toPgrstError(err, authenticated);
      if (error.status >= 500) console.error('[rest]', req.method, path, err);
      sendError(res, error);
    }
  };

  return {
    handle,
    reload,
    async close() {
      closed = true;
      listener?.release(true);
    },
  };
}

async function route(r: RestRequest, parts: string[]): Promise<void> {
  if (parts.length === 0) return sendRoot(r);
  if (parts[0] === 'rpc' && parts.length === 2) return handleRpc(r, parts[1]!);
  if (parts.length !== 1) throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  const name = parts[0]!;
  const relation = r.cache.relations.get(`${r.schema}.${name}`);
  if (!relation) {
    const names = [...r.cache.relations.values()].filter((rel) => rel.schema === r.schema).map((rel) => rel.name);
    throw tableNotFound(r.schema, name, closestName(name, names));
  }
  switch (r.method) {
    case 'GET':
    case 'HEAD':
      return handleRead(r, relation);
    case 'POST':
      return handleInsert(r, relation);
    case 'PATCH':
      return handleUpdate(r, relation);
    case 'DELETE':
      return handleDelete(r, relation);
    default:
      throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${r.method}`);
  }
}

function segments(path: string): string[] {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

/**
 * PostgREST connects as `authenticator` and can only SET ROLE to roles granted to it. We connect as a
 * superuser, so the same rule is checked here: a JWT claiming `postgres` must not become a superuser.
 */
function checkRole(cache: SchemaCache, role: string, authenticated: boolean): void {
  if (cache.switchableRoles.has(role)) return;
  throw cache.knownRoles.has(role)
    ? fromPgError({ code: '42501', message: `permission denied to set role "${role}"` }, authenticated)
    : fromPgError({ code: '22023', message: `role "${role}" does not exist` }, authenticated);
}

/** GET /rest/v1/: a minimal OpenAPI description listing the exposed tables and functions. */
function sendRoot(r: RestRequest): void {
  const paths: Record<string, object> = { '/': {} };
  for (const rel of r.cache.relations.values()) if (rel.schema === r.schema) paths[`/${rel.name}`] = {};
  for (const [key] of r.cache.routines) if (key.startsWith(`${r.schema}.`)) paths[`/rpc/${key.slice(r.schema.length + 1)}`] = {};
  const body = JSON.stringify({ swagger: '2.0', info: { title: 'supabase-local', version: '0.1.0' }, basePath: '/', paths });
  sendResult(r, 200, body, { 'Content-Type': 'application/openapi+json; charset=utf-8' }, { headers: [] });
}

/** Supabase's `pgrst_ddl_watch` event trigger NOTIFYs `pgrst` on DDL; reload the cache when it does. */
async function listenForReload(ctx: ServerContext, reload: () => Promise<void>) {
  try {
    const client = await ctx.pool.connect();
    let timer: NodeJS.Timeout | undefined;
    client.on('notification', (msg) => {
      // `reload config` too: the in-database configuration (pgrst.db_tx_end …) lives in the cache.
      if (msg.channel !== 'pgrst' || (msg.payload && !/reload (schema|config)/.test(msg.payload))) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload().catch((err) => console.error('[rest] schema reload failed', err)), 50);
    });
    await client.query('LISTEN pgrst');
    return client;
  } catch (err) {
    console.error('[rest] could not LISTEN for schema reloads', err);
    return undefined;
  }
}
