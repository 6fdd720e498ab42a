export interface StorageTarget {
  api: string;
  bucket: string;
  key: string;
}
export function contentTypeOf(file: string): string;
export function storageTarget(env?: Record<string, string | undefined>): StorageTarget | null;
export function ensureBucket(target: StorageTarget, fetchImpl?: typeof fetch): Promise<void>;
export function uploadRelease(options: {
  target: StorageTarget;
  folder: string;
  prefix: string;
  fetchImpl?: typeof fetch;
  parallel?: number;
}): Promise<number>;
