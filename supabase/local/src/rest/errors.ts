/**
 * Errors as PostgREST answers them: a JSON body {code, details, hint, message} and an HTTP status
 * (PostgREST's errors.rst and src/PostgREST/Error.hs).
 */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Usually text; a JSON array for ambiguous embeddings (PGRST201), as PostgREST sends it. */
    readonly details: string | unknown[] | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { code: string; details: string | unknown[] | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: the query string could not be parsed; `column` is 1-based, where the parse stopped (Parsec's position). */
export function parseError(what: string, input: string, details: string, column = 1): PgrstError {
  return new PgrstError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details);
}

export function invalidBody(message: string): PgrstError {
  return new PgrstError(400, 'PGRST102', message);
}

export function tableNotFound(schema: string, name: string, suggestion?: string): PgrstError {
  return new PgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

export function columnNotFound(table: string, column: string): PgrstError {
  return new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

/** Reading or filtering a column the relation does not have (PostgreSQL's own 42703, as PostgREST forwards it). */
export function undefinedColumn(table: string, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${table}.${column} does not exist`);
}

export function singularityError(rows: number): PgrstError {
  return new PgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

interface PgErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** Maps a PostgreSQL error to PostgREST's status (errors.rst "HTTP Status Codes"). */
export function fromPgError(err: PgErrorLike, authenticated: boolean): PgrstError {
  if (err.code === 'PGRST') return fromRaisedPgrst(err);
  const code = err.code ?? 'XX000';
  const message = err.message ?? 'Internal error';
  const status = pgStatus(code, message, authenticated);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new PgrstError(status, code, message, err.detail ?? null, err.hint ?? null, headers);
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…}', detail = '{"status":402,"headers":{…}}'`:
 * full control over the response, as PostgREST allows.
 */
function fromRaisedPgrst(err: PgErrorLike): PgrstError {
  try {
    const body = JSON.parse(err.message ?? '') as { code: string; message: string; details?: string; hint?: string };
    const meta = JSON.parse(err.detail ?? '') as { status: number; headers?: Record<string, string> };
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || !Number.isInteger(meta.status)) throw new Error();
    return new PgrstError(meta.status, body.code, body.message, body.details ?? null, body.hint ?? null, meta.headers ?? {});
  } catch {
    return new PgrstError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', err.detail ?? null);
  }
}

function pgStatus(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (exact[code] !== undefined) return exact[code];
  if (code.startsWith('PT')) {
    const custom = Number(code.slice(2));
    return Number.isInteger(custom) && custom >= 100 && custom <= 599 ? custom : 500;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Anything thrown while serving a request, as a PostgREST error. */
export function toPgrstError(err: unknown, authenticated: boolean): PgrstError {
  if (err instanceof PgrstError) return err;
  const pgErr = err as PgErrorLike & { severity?: string };
  if (pgErr && typeof pgErr.code === 'string' && /^[0-9A-Z]{5}$/.test(pgErr.code) && pgErr.severity) {
    return fromPgError(pgErr, authenticated);
  }
  return new PgrstError(500, 'PGRSTX00', err instanceof Error ? err.message : 'Internal server error');
}
