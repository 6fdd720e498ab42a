import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentTypeFor } from './files';

describe('contentTypeFor', () => {
  it('names text in UTF-8, JavaScript as text/javascript (RFC 9239)', () => {
    expect(contentTypeFor('remoteEntry.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('static/css/index.1a2b3c4d5e.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('index.html')).toBe('text/html; charset=utf-8');
  });

  it('names images and fonts without a charset, and anything unknown as bytes', () => {
    expect(contentTypeFor('favicon.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('coin.WEBP')).toBe('image/webp');
    expect(contentTypeFor('inter.woff2')).toBe('font/woff2');
    expect(contentTypeFor('server.cjsshell')).toBe('application/octet-stream');
  });
});

describe('cacheControlFor', () => {
  it('keeps a content-hashed file for a year and revalidates the others', () => {
    expect(cacheControlFor('index.1a2b3c4d5e.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
  });
});
