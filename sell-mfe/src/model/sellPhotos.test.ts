import { describe, expect, it } from 'vitest';
import { newPhoto, photosReducer, photosToUpload, progressPercent } from './sellPhotos';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('a sell photo from pick to stored URL', () => {
  it('goes ready → preparing → uploading with progress → uploaded with its URL', () => {
    const photo = newPhoto(file('a.jpg'), 'blob:a');
    let photos = photosReducer([], { type: 'added', photos: [photo] });
    expect(photos[0]).toMatchObject({ status: 'ready', progress: 0, url: null });
    photos = photosReducer(photos, { type: 'preparing', id: photo.id });
    photos = photosReducer(photos, { type: 'progress', id: photo.id, progress: 0.42 });
    expect(photos[0]).toMatchObject({ status: 'uploading', progress: 0.42 });
    expect(progressPercent(photos[0]!)).toBe(42);
    photos = photosReducer(photos, { type: 'uploaded', id: photo.id, url: 'https://x/a.jpg' });
    expect(photos[0]).toMatchObject({ status: 'uploaded', url: 'https://x/a.jpg' });
    expect(progressPercent(photos[0]!)).toBe(100);
  });

  it('uploads again only the photos without a URL', () => {
    const [a, b] = [newPhoto(file('a.jpg'), 'blob:a'), newPhoto(file('b.jpg'), 'blob:b')];
    let photos = photosReducer([], { type: 'added', photos: [a, b] });
    photos = photosReducer(photos, { type: 'uploaded', id: a.id, url: 'https://x/a.jpg' });
    photos = photosReducer(photos, { type: 'failed', id: b.id });
    expect(photosToUpload(photos).map((photo) => photo.id)).toEqual([b.id]);
  });

  it('shows 99% at most until the server has answered', () => {
    expect(progressPercent({ status: 'uploading', progress: 1 })).toBe(99);
    expect(progressPercent({ status: 'failed', progress: 0 })).toBe(0);
  });

  it('keeps a cancelled photo, without a URL, to be uploaded again on the next submit', () => {
    const [a, b] = [newPhoto(file('a.jpg'), 'blob:a'), newPhoto(file('b.jpg'), 'blob:b')];
    let photos = photosReducer([], { type: 'added', photos: [a, b] });
    photos = photosReducer(photos, { type: 'preparing', id: a.id });
    photos = photosReducer(photos, { type: 'progress', id: a.id, progress: 0.3 });
    photos = photosReducer(photos, { type: 'cancelled', id: a.id });
    expect(photos[0]).toMatchObject({ status: 'cancelled', progress: 0, url: null });
    // A progress event already on its way when the upload was cancelled changes nothing.
    photos = photosReducer(photos, { type: 'progress', id: a.id, progress: 0.4 });
    expect(photos[0]).toMatchObject({ status: 'cancelled', progress: 0 });
    expect(photosToUpload(photos).map((photo) => photo.id)).toEqual([a.id, b.id]);
  });

  it('does not cancel a photo that has already been stored', () => {
    const a = newPhoto(file('a.jpg'), 'blob:a');
    let photos = photosReducer([a], { type: 'uploaded', id: a.id, url: 'https://x/a.jpg' });
    photos = photosReducer(photos, { type: 'cancelled', id: a.id });
    expect(photos[0]).toMatchObject({ status: 'uploaded', url: 'https://x/a.jpg' });
  });

  it('forgets a removed photo', () => {
    const a = newPhoto(file('a.jpg'), 'blob:a');
    expect(photosReducer([a], { type: 'removed', id: a.id })).toEqual([]);
  });
});
