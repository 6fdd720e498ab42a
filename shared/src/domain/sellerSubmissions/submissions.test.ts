import { describe, expect, it } from 'vitest';
import { configureSupabase } from '@sikka/shared/supabase';
import { additionalImagesNote, sellerPhotoUrl, submissionImages, submissionStatusTone } from './index';

// This project's Storage, as the shell configures the one client.
configureSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' });

const url = (n: number) =>
  `http://127.0.0.1:54321/storage/v1/object/public/collectible-images/seller-submissions/1700-${n}-coin.jpg`;

describe('seller submission images (spec §3)', () => {
  it('notes extra images as "Additional images: " and comma-separated URLs', () => {
    expect(additionalImagesNote([url(1), url(2)])).toBe(`Additional images: ${url(1)}, ${url(2)}`);
    expect(additionalImagesNote([])).toBeNull();
  });

  it('derives allImages from image_url and the URLs in the notes', () => {
    const submission = { image_url: url(0), admin_notes: additionalImagesNote([url(1), url(2)]) };
    expect(submissionImages(submission)).toEqual([url(0), url(1), url(2)]);
  });

  it('keeps other https image URLs an admin noted, once each', () => {
    const submission = { image_url: url(0), admin_notes: `Seller also sent https://photos.example/a.jpg and ${url(0)}` };
    expect(submissionImages(submission)).toEqual([url(0), 'https://photos.example/a.jpg']);
  });

  it('has one image when there are no notes', () => {
    expect(submissionImages({ image_url: url(0), admin_notes: null })).toEqual([url(0)]);
  });

  it('never shows a seller photo from a foreign host: its URL is rebuilt from the storage path', () => {
    const foreign = (n: number) => url(n).replace('http://127.0.0.1:54321', 'https://evil.example');
    const submission = { image_url: foreign(0), admin_notes: additionalImagesNote([foreign(1), url(2)]) };
    expect(submissionImages(submission)).toEqual([url(0), url(1), url(2)]);
  });

  it('rebuilds any URL naming a seller upload, its query and other paths dropped, and counts it once', () => {
    const sneaky =
      'https://cdn.evil.example/proxy/storage/v1/render/image/public/collectible-images/seller-submissions/1700-0-coin.jpg?width=1';
    expect(sellerPhotoUrl(sneaky)).toBe(url(0));
    expect(submissionImages({ image_url: url(0), admin_notes: `Additional images: ${sneaky}` })).toEqual([url(0)]);
  });

  it('keeps the percent-encoding of a stored name as storage-js writes it', () => {
    const encoded = 'https://evil.example/storage/v1/object/public/collectible-images/seller-submissions/1700-0-my%20coin.jpg';
    expect(sellerPhotoUrl(encoded)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/collectible-images/seller-submissions/1700-0-my%20coin.jpg',
    );
  });
});

describe('submissionStatusTone (spec §4)', () => {
  it.each([
    ['pending', 'blue'],
    ['accepted', 'green'],
    ['rejected', 'red'],
    ['reviewing', 'yellow'],
    [undefined, 'yellow'],
  ])('%s is %s', (status, tone) => {
    expect(submissionStatusTone(status)).toBe(tone);
  });
});
