import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS } from '../http.ts';

/** The header GoTrue reads to pick its error shape, and echoes back when a client sends a known version. */
const API_VERSION_HEADER = 'X-Supabase-Api-Version';
/** The only dated API version GoTrue knows; supabase-js sends it on every request. */
export const API_VERSION_2024 = '2024-01-01';

/** A GoTrue error: HTTP status, machine code (GoTrue's ErrorCode) and the human message it sends. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Only weak_password carries these ("length", "characters", "pwned"). */
    readonly reasons?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

/**
 * GoTrue chooses the response shape from the request's API version: clients that send 2024-01-01 or later
 * (every supabase-js 2.x since 2024) get `{code: "<error_code>", message}` and the header echoed; older
 * clients get the legacy `{code: <status>, error_code, msg}`.
 */
export function requestApiVersion(req: IncomingMessage): string | undefined {
  const raw = req.headers['x-supabase-api-version'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : undefined;
}

/** Headers on every auth response: the gateway's CORS headers, plus the API version when the client sent one. */
export function authHeaders(req: IncomingMessage): Record<string, string> {
  const version = requestApiVersion(req);
  return version ? { ...CORS_HEADERS, [API_VERSION_HEADER]: version } : { ...CORS_HEADERS };
}

export function sendAuthJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...authHeaders(req),
    ...(text ? { 'Content-Type': 'application/json' } : {}),
    ...extra,
  });
  res.end(text);
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError): void {
  const current = requestApiVersion(req) !== undefined;
  const weak = err.reasons ? { weak_password: { reasons: err.reasons } } : {};
  const body = current
    ? { code: err.code, message: err.message, ...weak }
    : { code: err.status, error_code: err.code, msg: err.message, ...weak };
  sendAuthJson(req, res, err.status, body, { 'x-sb-error-code': err.code });
}

/** Any unexpected failure, answered the way GoTrue answers its unhandled errors. */
export function unexpectedFailure(): AuthError {
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}
