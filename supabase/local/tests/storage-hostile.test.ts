import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { type Env, startEnv } from './storage-env.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
}, 60_000);
afterAll(async () => env?.stop());

let n = 0;
const unique = (name: string) => `hostile/${Date.now()}-${++n}-${name}`;
const publicUrl = (bucket: string, key: string) => `${env.url}/storage/v1/object/public/${bucket}/${key}`;
const tinyPng = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0a060' } })
    .png()
    .toBuffer();

/** A multipart upload as storage-js sends it, with a cacheControl field we choose byte for byte. */
function multipart(file: Buffer, type: string, cacheControl: string) {
  const form = new FormData();
  form.append('cacheControl', cacheControl);
  form.append('', new Blob([new Uint8Array(file)], { type }));
  return form;
}

describe('storage: what a client says about its upload is checked', () => {
  it('refuses bytes that are not the image type they are labelled with', async () => {
    const html = Buffer.from('<html><script>alert(document.domain)</script></html>');
    const key = unique('fake.png');
    const { error } = await env.anon().storage.from('limited').upload(key, html, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '415', message: 'The file content is not image/png' });
    expect((await fetch(publicUrl('limited', key))).status).toBe(400);
    const png = await env
      .anon()
      .storage.from('limited')
      .upload(unique('real.png'), await tinyPng(), { contentType: 'image/png' });
    expect(png.error).toBeNull();
  });

  it('sends nosniff with every object, rendered or not', async () => {
    const key = unique('note.txt');
    await env.anon().storage.from('limited').upload(key, Buffer.from('<b>hi</b>'), { contentType: 'text/plain' });
    const plain = await fetch(publicUrl('limited', key));
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    const rendered = await fetch(`${env.url}/storage/v1/render/image/public/images/coins/gold-mohur.png?width=20`);
    expect(rendered.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a cacheControl that is not a header value, and keeps nothing', async () => {
    const key = unique('crlf.png');
    const res = await fetch(`${env.url}/storage/v1/object/limited/${key}`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}` },
      body: multipart(await tinyPng(), 'image/png', '3600\r\nSet-Cookie: a=b'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message: 'Invalid cacheControl' });
    expect((await env.sql('select 1 from storage.objects where name = $1', [key])).rowCount).toBe(0);
  });

  it('serves an object stored earlier with a broken cacheControl instead of failing with 500', async () => {
    const key = unique('old.png');
    await env
      .anon()
      .storage.from('limited')
      .upload(key, await tinyPng(), { contentType: 'image/png' });
    await env.sql(`update storage.objects set metadata = metadata || '{"cacheControl": "max-age=1\\r\\nX: y"}' where name = $1`, [
      key,
    ]);
    const res = await fetch(publicUrl('limited', key));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'strips location data from an uploaded %s photo and keeps its orientation',
    async (format) => {
      const photo = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#806040' } })
        .withExif({ IFD0: { Make: 'Sikka test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' } })
        .withMetadata({ orientation: 6 })
        .toFormat(format)
        .toBuffer();
      expect(await gpsOf(photo)).toBe(true);
      const key = unique(`phone.${format}`);
      const { error } = await env
        .service()
        .storage.from('images')
        .upload(key, photo, { contentType: `image/${format}` });
      expect(error).toBeNull();
      const stored = Buffer.from(await (await fetch(publicUrl('images', key))).arrayBuffer());
      expect(await gpsOf(stored)).toBe(false);
      expect((await sharp(stored).metadata()).orientation).toBe(6);
    },
  );
});

describe('storage: the JWT role', () => {
  it('refuses a role that is not an API role, as REST does (role: postgres would bypass every policy)', async () => {
    const token = await signJwt(env.jwtSecret, { role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600 });
    const key = `someone-else/${unique('x.png')}`;
    const res = await fetch(`${env.url}/storage/v1/object/avatars/${key}`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(await tinyPng()),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', message: 'permission denied to set role "postgres"' });
    const list = await fetch(`${env.url}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(list.status).toBe(400);
    const nobody = await signJwt(env.jwtSecret, { role: 'no_such_role', exp: Math.floor(Date.now() / 1000) + 600 });
    const info = await fetch(`${env.url}/storage/v1/bucket`, {
      headers: { apikey: env.anonKey, authorization: `Bearer ${nobody}` },
    });
    expect(await info.json()).toMatchObject({ statusCode: '403', message: 'role "no_such_role" does not exist' });
  });
});

/** Whether the image's EXIF still holds a GPS IFD with entries (tag 0x8825 pointing at a non-empty directory). */
async function gpsOf(image: Buffer): Promise<boolean> {
  const exif = (await sharp(image).metadata()).exif;
  if (!exif) return false;
  const header = exif.indexOf('Exif\0\0');
  const tiff = header >= 0 ? exif.subarray(header + 6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8)) > 0;
  }
  return false;
}
