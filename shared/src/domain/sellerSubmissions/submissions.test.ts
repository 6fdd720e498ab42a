import { describe, expect, it } from 'vitest';
import { additionalImagesNote, submissionImages, submissionStatusTone } from './index';

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
