import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/**
 * An error in the Storage API's body shape `{statusCode, code, error, message}`. Like hosted storage, the HTTP
 * status is 400 for every handled error (500 stays 500); the intended status travels as the string `statusCode`.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export const storageErrors = {
  noSuchKey: () => new StorageError('404', 'not_found', 'Object not found', 'NoSuchKey'),
  noSuchBucket: () => new StorageError('404', 'Bucket not found', 'Bucket not found', 'NoSuchBucket'),
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', message, 'InvalidJWT'),
  rlsDenied: () => new StorageError('403', 'Unauthorized', 'new row violates row-level security policy', 'AccessDenied'),
  duplicate: () => new StorageError('409', 'Duplicate', 'The resource already exists', 'KeyAlreadyExists'),
  bucketExists: () => new StorageError('409', 'Duplicate', 'The resource already exists', 'BucketAlreadyExists'),
  tooLarge: () => new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size', 'EntityTooLarge'),
  invalidMime: (mime: string) =>
    new StorageError('415', 'invalid_mime_type', `mime type ${mime} is not supported`, 'InvalidMimeType'),
  invalidKey: (key: string) => new StorageError('400', 'Invalid Input', `Invalid key: ${key}`, 'InvalidKey'),
  invalidBucketName: () => new StorageError('400', 'Invalid Input', 'Bucket name invalid', 'InvalidBucketName'),
  invalidRequest: (message: string) => new StorageError('400', 'Bad Request', message, 'InvalidRequest'),
  noContent: () => new StorageError('400', 'Bad Request', 'No content provided', 'InvalidRequest'),
  bucketNotEmpty: () => new StorageError('409', 'Conflict', 'The bucket you tried to delete is not empty', 'ResourceNotEmpty'),
  routeNotFound: (method: string, path: string) =>
    new StorageError('404', 'Not Found', `Route ${method}:${path} not found`, 'NotFound'),
  internal: () => new StorageError('500', 'Internal', 'Internal Server Error', 'InternalError'),
};

interface PgError {
  code?: string;
}

/** Maps a Postgres error raised by a query run as the caller's role to the Storage API's answer. */
export function fromDbError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const code = (err as PgError | undefined)?.code;
  if (code === '42501') return storageErrors.rlsDenied();
  if (code === '23505') return storageErrors.duplicate();
  if (code === '23503') return storageErrors.noSuchBucket();
  if (code === '22P02' || code === '22023') return storageErrors.invalidRequest('Invalid input');
  console.error('[storage]', err);
  return storageErrors.internal();
}

export function sendStorageError(res: ServerResponse, err: unknown): void {
  const e = fromDbError(err);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, e.statusCode === '500' ? 500 : 400, {
    statusCode: e.statusCode,
    code: e.code,
    error: e.error,
    message: e.message,
  });
}
