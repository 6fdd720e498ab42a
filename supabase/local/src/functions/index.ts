import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ApiHandler, ServerContext } from '../context.ts';
import { CORS_HEADERS, sendJson } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { scopeStorage, type FetchHandler, type FunctionScope } from './deno.ts';
import { functionEnv } from './env.ts';
import { loadFunction } from './loader.ts';

/** Bodies the hosted functions gateway answers with before a function runs (or when it fails). */
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Requested function was not found' };
const MISSING_AUTH = { code: 401, message: 'Missing authorization header' };
const INVALID_JWT = { code: 401, message: 'Invalid JWT' };
const BOOT_ERROR = { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' };
const WORKER_ERROR = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };

/** Hop-by-hop headers describe the Node connection, not the request a function should see. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function entryFile(ctx: ServerContext, name: string): string | null {
  for (const file of ['index.ts', 'index.js', 'index.mjs', 'index.tsx']) {
    const path = join(ctx.projectDir, 'functions', name, file);
    if (existsSync(path)) return path;
  }
  return null;
}

/** The gateway's verify_jwt check: a Bearer JWT signed with the project secret (the anon key counts). */
async function checkJwt(ctx: ServerContext, req: IncomingMessage): Promise<object | null> {
  const match = /^bearer\s+(\S+)/i.exec(req.headers.authorization ?? '');
  if (!match) return MISSING_AUTH;
  const result = await verifyJwt(ctx.jwtSecret, match[1]!);
  return result.ok ? null : INVALID_JWT;
}

/** The Node request as the Fetch Request an Edge Function receives (its URL starts at /{name}, as hosted). */
function toFetchRequest(ctx: ServerContext, req: IncomingMessage, name: string, rest: string, url: URL): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const key = req.rawHeaders[i]!;
    if (!HOP_BY_HOP.has(key.toLowerCase())) headers.append(key, req.rawHeaders[i + 1]!);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`${new URL(ctx.apiUrl).origin}/${name}${rest}${url.search}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Writes the function's Response back: status, headers over the gateway's CORS defaults, streamed body. */
async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  // Lower-cased like Fetch headers, so a function's own CORS headers replace the defaults instead of doubling them.
  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(CORS_HEADERS)) headers[key.toLowerCase()] = value;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [];
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>)) {
    if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** `/functions/v1/{name}`: runs `functions/{name}/index.ts` (a Deno.serve handler) inside this process. */
export function createFunctionsHandler(ctx: ServerContext): ApiHandler {
  const scope: FunctionScope = { env: functionEnv(ctx) };
  const handlers = new Map<string, { file: string; version: number; handler: Promise<FetchHandler> }>();

  // Loaded once per function, and again when its entry file changes (like `supabase functions serve`).
  const handlerFor = (name: string, file: string): Promise<FetchHandler> => {
    const version = statSync(file).mtimeMs;
    const loaded = handlers.get(name);
    if (loaded && loaded.file === file && loaded.version === version) return loaded.handler;
    const handler = loadFunction(file, scope);
    handlers.set(name, { file, version, handler });
    // A function that failed to boot is retried on the next request (its file may have been fixed).
    handler.catch(() => {
      if (handlers.get(name)?.handler === handler) handlers.delete(name);
    });
    return handler;
  };

  return async (req, res, path, url) => {
    const match = /^\/([A-Za-z0-9][A-Za-z0-9_-]*)(\/.*)?$/.exec(path);
    const name = match?.[1];
    const file = name ? entryFile(ctx, name) : null;
    if (!name || !file) return sendJson(res, 404, NOT_FOUND);

    const verify = ctx.config.functions[name]?.verifyJwt ?? true;
    // Browsers send CORS preflights without credentials; the function itself answers them.
    if (verify && req.method !== 'OPTIONS') {
      const failure = await checkJwt(ctx, req);
      if (failure) return sendJson(res, 401, failure);
    }

    let handler: FetchHandler;
    try {
      handler = await scopeStorage.run(scope, () => handlerFor(name, file));
    } catch (err) {
      console.error(`[functions] ${name} failed to boot:`, err);
      return sendJson(res, 503, BOOT_ERROR);
    }

    let response: Response;
    try {
      const request = toFetchRequest(ctx, req, name, match?.[2] ?? '', url);
      const info = {
        remoteAddr: {
          transport: 'tcp' as const,
          hostname: req.socket.remoteAddress ?? '127.0.0.1',
          port: req.socket.remotePort ?? 0,
        },
        completed: new Promise<void>((resolve) => res.once('close', () => resolve())),
      };
      response = await scopeStorage.run(scope, () => handler(request, info));
      // Duck-typed: a function may build its Response from another fetch implementation.
      if (!response || typeof response.status !== 'number' || !response.headers) {
        throw new TypeError('the handler did not return a Response');
      }
    } catch (err) {
      console.error(`[functions] ${name} threw:`, err);
      if (!res.headersSent) sendJson(res, 500, WORKER_ERROR);
      return;
    }
    try {
      await writeResponse(res, response);
    } catch (err) {
      console.error(`[functions] ${name} response stream failed:`, err);
      res.destroy();
    }
  };
}
