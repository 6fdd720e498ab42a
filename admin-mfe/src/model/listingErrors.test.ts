import { describe, expect, it } from 'vitest';
import { saveFailureText } from './listingErrors';

const FALLBACK = 'Failed to create collectible';

describe('saveFailureText (spec §8: these texts or the backend message)', () => {
  it("says the screen's text, not the browser's, when the request never reached the server", () => {
    expect(saveFailureText(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    // supabase-js wraps a failed fetch in its own error object.
    expect(saveFailureText({ message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }, FALLBACK)).toBe(FALLBACK);
    expect(saveFailureText({ name: 'StorageUnknownError', message: 'Failed to fetch' }, 'Failed to process item')).toBe(
      'Failed to process item',
    );
  });

  it("says the spec's text for a refusal the database names, not the constraint's raw message", () => {
    const check = {
      code: '23514',
      message: 'new row for relation "collectibles" violates check constraint "collectibles_youtube_url_valid"',
    };
    expect(saveFailureText(check, FALLBACK)).toBe('Invalid YouTube URL format. Please use a valid YouTube video URL.');
  });

  it("passes the backend's own message on, and falls back when there is none", () => {
    expect(saveFailureText({ code: '42501', message: 'permission denied for table collectibles' }, FALLBACK)).toBe(
      'permission denied for table collectibles',
    );
    expect(saveFailureText({}, FALLBACK)).toBe(FALLBACK);
    expect(saveFailureText(null, FALLBACK)).toBe(FALLBACK);
  });
});
