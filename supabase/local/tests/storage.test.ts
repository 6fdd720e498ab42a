import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnv, type Env } from './storage-env.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
}, 60_000);
afterAll(async () => env?.stop());

const publicUrl = (bucket: string, key: string) => `${env.url}/storage/v1/object/public/${bucket}/${key}`;
let n = 0;

/** A request whose path is sent byte for byte (fetch would resolve `..` segments before sending). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${env.url}${path}`, { method, headers: { apikey: env.anonKey, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const unique = (name: string) => `${Date.now()}-${++n}-${name}`;
/** Real image bytes: an image upload must be the type it is labelled with. */
const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 1, height: 1, channels: 3, background: '#c0a060' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('storage: buckets seeded from config', () => {
  it('serves a seeded object publicly with its type, cache and ETag headers; HEAD and 304 too', async () => {
    const res = await fetch(publicUrl('images', 'coins/gold-mohur.png'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(800);

    const head = await fetch(publicUrl('images', 'coins/gold-mohur.png'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    const again = await fetch(publicUrl('images', 'coins/gold-mohur.png'), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('lists buckets for service_role with their limits', async () => {
    const { data, error } = await env.service().storage.listBuckets();
    expect(error).toBeNull();
    const byId = Object.fromEntries(data!.map((b) => [b.id, b]));
    expect(byId.images).toMatchObject({ public: true, file_size_limit: 2 * 1024 * 1024, allowed_mime_types: ['image/*'] });
    expect(byId.limited).toMatchObject({ public: true, file_size_limit: 1024 });
    expect(byId.avatars).toMatchObject({ public: false });
  });

  it('creates a bucket as service_role; anon is refused by RLS on storage.buckets', async () => {
    const name = unique('made');
    expect((await env.service().storage.createBucket(name, { public: true, fileSizeLimit: '1MB' })).error).toBeNull();
    const { data } = await env.service().storage.getBucket(name);
    expect(data).toMatchObject({ id: name, public: true, file_size_limit: 1_000_000 });
    const denied = await env.anon().storage.createBucket(unique('nope'));
    expect(denied.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });
});

describe('storage: uploads', () => {
  it('uploads a Blob (multipart) and serves it back publicly', async () => {
    const key = `notes/${unique('hello.txt')}`;
    const { data, error } = await env
      .anon()
      .storage.from('limited')
      .upload(key, new Blob(['namaste'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `limited/${key}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const res = await fetch(env.anon().storage.from('limited').getPublicUrl(key).data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(await res.text()).toBe('namaste');
    const row = await env.sql('select metadata, owner from storage.objects where bucket_id = $1 and name = $2', ['limited', key]);
    expect(row.rows[0].metadata).toMatchObject({ size: 7, mimetype: 'text/plain', cacheControl: 'max-age=3600' });
  });

  it('uploads a raw body with its content type and cache control', async () => {
    const key = unique('raw.png');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0a060' } })
      .png()
      .toBuffer();
    const { error } = await env.anon().storage.from('limited').upload(key, png, { contentType: 'image/png', cacheControl: '60' });
    expect(error).toBeNull();
    const res = await fetch(publicUrl('limited', key));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses to overwrite without upsert (409 Duplicate) and overwrites with it', async () => {
    const key = unique('twice.txt');
    const bucket = env.service().storage.from('limited');
    expect((await bucket.upload(key, 'first', { contentType: 'text/plain' })).error).toBeNull();
    const dup = await bucket.upload(key, 'second', { contentType: 'text/plain' });
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect((await bucket.upload(key, 'second', { contentType: 'text/plain', upsert: true })).error).toBeNull();
    expect(await (await fetch(publicUrl('limited', key))).text()).toBe('second');
    expect((await bucket.update(key, 'third', { contentType: 'text/plain' })).error).toBeNull();
    expect(await (await fetch(publicUrl('limited', key))).text()).toBe('third');
  });

  it('enforces the bucket size limit with storage error body and keeps nothing', async () => {
    const key = unique('big.txt');
    const res = await fetch(`${env.url}/storage/v1/object/limited/${key}`, {
      method: 'POST',
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'text/plain' },
      body: 'x'.repeat(2048),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const viaJs = await env
      .anon()
      .storage.from('limited')
      .upload(key, new Blob(['y'.repeat(1500)], { type: 'text/plain' }));
    expect(viaJs.error).toMatchObject({ statusCode: '413' });
    const rows = await env.sql('select 1 from storage.objects where name = $1', [key]);
    expect(rows.rowCount).toBe(0);
  });

  it('enforces allowed MIME types, including wildcards', async () => {
    const res = await fetch(`${env.url}/storage/v1/object/limited/${unique('doc.pdf')}`, {
      method: 'POST',
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, 'Content-Type': 'application/pdf' },
      body: '%PDF-1.4',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type application/pdf is not supported',
    });
    const images = env.service().storage.from('images');
    expect((await images.upload(unique('a.jpg'), new Blob([await image('jpeg')], { type: 'image/jpeg' }))).error).toBeNull();
    const text = await images.upload(unique('a.txt'), new Blob(['txt'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });
});

describe('storage: RLS on storage.objects', () => {
  it('lets a user write only their own folder; others and anon are refused with storage’s 403 body', async () => {
    const asha = await env.user();
    const ravi = await env.user();
    const png = await image('png');
    const own = await asha.client.storage.from('avatars').upload(`${asha.id}/me.png`, new Blob([png], { type: 'image/png' }));
    expect(own.error).toBeNull();

    const res = await fetch(`${env.url}/storage/v1/object/avatars/${ravi.id}/me.png`, {
      method: 'POST',
      headers: { apikey: env.anonKey, Authorization: `Bearer ${asha.token}`, 'Content-Type': 'image/png' },
      body: png,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    const anon = await env
      .anon()
      .storage.from('avatars')
      .upload(`${asha.id}/x.png`, new Blob([png], { type: 'image/png' }));
    expect(anon.error).toMatchObject({ statusCode: '403' });
    expect(existsSync(join(env.dataDir, 'storage', 'avatars', ravi.id, 'me.png'))).toBe(false);
  });

  it('downloads through RLS: the owner can, another user and the public URL cannot', async () => {
    const asha = await env.user();
    const ravi = await env.user();
    await asha.client.storage.from('avatars').upload(`${asha.id}/card.txt`, new Blob(['private'], { type: 'text/plain' }));
    const mine = await asha.client.storage.from('avatars').download(`${asha.id}/card.txt`);
    expect(mine.error).toBeNull();
    expect(await mine.data!.text()).toBe('private');
    const theirs = await ravi.client.storage.from('avatars').download(`${asha.id}/card.txt`);
    expect(theirs.error).not.toBeNull();
    const pub = await fetch(publicUrl('avatars', `${asha.id}/card.txt`));
    expect(pub.status).toBe(400);
    expect(await pub.json()).toMatchObject({ statusCode: '404' });
  });

  it('removes by prefixes only what the caller may delete, files included', async () => {
    const asha = await env.user();
    const ravi = await env.user();
    const avatars = asha.client.storage.from('avatars');
    await avatars.upload(`${asha.id}/one.txt`, new Blob(['1'], { type: 'text/plain' }));
    await avatars.upload(`${asha.id}/two.txt`, new Blob(['2'], { type: 'text/plain' }));
    const blocked = await ravi.client.storage.from('avatars').remove([`${asha.id}/one.txt`]);
    expect(blocked.error).toBeNull();
    expect(blocked.data).toEqual([]);
    const { data, error } = await avatars.remove([`${asha.id}/one.txt`, `${asha.id}/two.txt`, `${asha.id}/none.txt`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual([`${asha.id}/one.txt`, `${asha.id}/two.txt`]);
    expect(existsSync(join(env.dataDir, 'storage', 'avatars', asha.id, 'one.txt'))).toBe(false);
    expect((await avatars.download(`${asha.id}/one.txt`)).error).not.toBeNull();
  });

  it('lists one folder level with folders first-class, as storage-js list() expects', async () => {
    const dir = unique('dir');
    const bucket = env.anon().storage.from('limited');
    await bucket.upload(`${dir}/b.txt`, 'b', { contentType: 'text/plain' });
    await bucket.upload(`${dir}/a.txt`, 'a', { contentType: 'text/plain' });
    await bucket.upload(`${dir}/sub/c.txt`, 'c', { contentType: 'text/plain' });
    const { data, error } = await bucket.list(dir);
    expect(error).toBeNull();
    expect(data!.map((e) => [e.name, e.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
    ]);
    const page = await bucket.list(dir, { limit: 1, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data!.map((e) => e.name)).toEqual(['b.txt']);
  });
});

describe('storage: info, signed URLs, move and copy', () => {
  it('answers info() and exists() under RLS', async () => {
    const asha = await env.user();
    const avatars = asha.client.storage.from('avatars');
    await avatars.upload(`${asha.id}/info.txt`, new Blob(['12345'], { type: 'text/plain' }), { metadata: { grade: 'MS-63' } });
    const { data, error } = await avatars.info(`${asha.id}/info.txt`);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: `${asha.id}/info.txt`, size: 5, contentType: 'text/plain', metadata: { grade: 'MS-63' } });
    expect((await avatars.exists(`${asha.id}/info.txt`)).data).toBe(true);
    expect((await avatars.exists(`${asha.id}/missing.txt`)).data).toBe(false);
    const other = await env.user();
    expect((await other.client.storage.from('avatars').exists(`${asha.id}/info.txt`)).data).toBe(false);
  });

  it('signs URLs for objects the caller may read; the URL works without credentials until it expires', async () => {
    const asha = await env.user();
    const avatars = asha.client.storage.from('avatars');
    await avatars.upload(`${asha.id}/receipt.txt`, new Blob(['paid'], { type: 'text/plain' }));
    const { data, error } = await avatars.createSignedUrl(`${asha.id}/receipt.txt`, 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('paid');
    const forged = await fetch(data!.signedUrl.replace('receipt.txt', 'other.txt'));
    expect(forged.status).toBe(400);
    const other = await env.user();
    const refused = await other.client.storage.from('avatars').createSignedUrl(`${asha.id}/receipt.txt`, 60);
    expect(refused.error).not.toBeNull();
    const many = await avatars.createSignedUrls([`${asha.id}/receipt.txt`, `${asha.id}/none.txt`], 60);
    expect(many.data!.map((d) => d.error)).toEqual([null, 'Either the object does not exist or you do not have access to it']);
  });

  it('moves and copies objects with their bytes', async () => {
    const bucket = env.service().storage.from('limited');
    const from = unique('from.txt');
    await bucket.upload(from, 'moving', { contentType: 'text/plain' });
    const copied = unique('copy.txt');
    expect((await bucket.copy(from, copied)).error).toBeNull();
    const moved = unique('moved.txt');
    expect((await bucket.move(from, moved)).error).toBeNull();
    expect(await (await fetch(publicUrl('limited', moved))).text()).toBe('moving');
    expect(await (await fetch(publicUrl('limited', copied))).text()).toBe('moving');
    expect((await fetch(publicUrl('limited', from))).status).toBe(400);
  });
});

describe('storage: image rendering and hostile input', () => {
  it('renders a smaller image keeping the aspect ratio, webp when accepted', async () => {
    const base = `${env.url}/storage/v1/render/image/public/images/coins/gold-mohur.png`;
    const webp = await fetch(`${base}?width=400&quality=75`, { headers: { Accept: 'image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('max-age=3600');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
    const cover = await fetch(`${base}?width=100&height=100`);
    const coverMeta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([coverMeta.format, coverMeta.width, coverMeta.height]).toEqual(['png', 100, 100]);
    const missing = await fetch(`${env.url}/storage/v1/render/image/public/images/none.png?width=10`);
    expect(missing.status).toBe(400);
  });

  it('answers bad JWTs and escaping keys with storage errors and stays healthy', async () => {
    const bad = await fetch(`${env.url}/storage/v1/object/limited/x.txt`, {
      method: 'POST',
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey.slice(0, -4)}abcd`, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });
    for (const path of ['/limited/a/../../../escape.txt', '/limited/..%2F..%2Fescape.txt', '/limited/%2e%2e/x%00.txt']) {
      const escaped = await rawRequest('POST', `/storage/v1/object${path}`, { 'Content-Type': 'text/plain' }, 'x');
      expect(escaped.status).toBe(400);
      // `..` segments are either resolved by URL parsing (landing on no route) or refused as a key
      expect(['InvalidKey', 'NotFound']).toContain(JSON.parse(escaped.body).code);
    }
    expect(existsSync(join(env.dataDir, 'storage', 'escape.txt'))).toBe(false);
    expect(existsSync(join(env.dataDir, 'escape.txt'))).toBe(false);
    const rows = await env.sql(`select name from storage.objects where name like '%escape%' or name like '%..%'`);
    expect(rows.rowCount).toBe(0);
    const ok = await fetch(publicUrl('images', 'coins/gold-mohur.png'), { method: 'HEAD' });
    expect(ok.status).toBe(200);
  });
});
