import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('@sikka/shared/supabase', () => ({
  storageAuth: async () => ({
    storageUrl: 'http://localhost:54321/storage/v1',
    apikey: 'anon-key',
    bearer: session.token ?? 'anon-key',
  }),
}));

const { uploadObject, UploadError } = await import('./uploadObject');

type Outcome = { status: number; body?: string } | 'network' | 'hang';

/** XMLHttpRequest as the browser drives it: progress events, then load, error or abort. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static outcomes: Outcome[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const outcome = FakeXhr.outcomes.shift() ?? { status: 200, body: '{"Key":"k"}' };
    queueMicrotask(() => {
      if (outcome === 'hang') return;
      if (outcome === 'network') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = outcome.status;
      this.responseText = outcome.body ?? '';
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.outcomes = [];
  session.token = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadObject', () => {
  it('POSTs the file to the Storage object endpoint with the headers supabase-js sends, and answers the public URL', async () => {
    const progress: number[] = [];
    const url = await uploadObject({
      bucket: 'collectible-images',
      path: 'seller-submissions/1-0-coin.jpg',
      file,
      onProgress: (p) => progress.push(p),
    });
    expect(url).toBe('http://localhost:54321/storage/v1/object/public/collectible-images/seller-submissions/1-0-coin.jpg');
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost:54321/storage/v1/object/collectible-images/seller-submissions/1-0-coin.jpg');
    expect(request?.headers).toEqual({
      apikey: 'anon-key',
      authorization: 'Bearer anon-key',
      'x-upsert': 'false',
      'content-type': 'image/jpeg',
      'cache-control': 'max-age=3600',
    });
    expect(request?.body).toBe(file);
    expect(progress).toEqual([0.5, 1]);
  });

  it("sends the signed-in person's token when there is a session", async () => {
    session.token = 'user-jwt';
    await uploadObject({ bucket: 'b', path: 'p.jpg', file, upsert: true });
    expect(FakeXhr.sent[0]?.headers).toMatchObject({ authorization: 'Bearer user-jwt', apikey: 'anon-key', 'x-upsert': 'true' });
  });

  it('percent-encodes each path segment', async () => {
    await uploadObject({ bucket: 'b', path: 'folder/my coin#1.jpg', file });
    expect(FakeXhr.sent[0]?.url).toBe('http://localhost:54321/storage/v1/object/b/folder/my%20coin%231.jpg');
  });

  it('retries once after a network error', async () => {
    FakeXhr.outcomes = ['network', { status: 200 }];
    await expect(uploadObject({ bucket: 'b', path: 'p.jpg', file })).resolves.toContain('/b/p.jpg');
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('gives up after the second network error', async () => {
    FakeXhr.outcomes = ['network', 'network', { status: 200 }];
    await expect(uploadObject({ bucket: 'b', path: 'p.jpg', file })).rejects.toMatchObject({ failure: 'network' });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it("does not retry a refusal, and keeps Storage's message", async () => {
    FakeXhr.outcomes = [
      { status: 400, body: '{"statusCode":"403","error":"Unauthorized","message":"new row violates row-level security policy"}' },
    ];
    const failure = uploadObject({ bucket: 'b', path: 'p.jpg', file });
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({
      failure: 'refused',
      status: 400,
      code: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('is cancelled by its AbortSignal, without a retry', async () => {
    FakeXhr.outcomes = ['hang'];
    const controller = new AbortController();
    const upload = uploadObject({ bucket: 'b', path: 'p.jpg', file, signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    controller.abort();
    await expect(upload).rejects.toMatchObject({ failure: 'aborted', name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
