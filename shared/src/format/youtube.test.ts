import { describe, expect, it } from 'vitest';
import { isYoutubeUrl, youtubeEmbedUrl, youtubeId } from './youtube';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=a-b_c123456', 'a-b_c123456'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'abcdefghijk'],
    ['https://youtube.com/shorts/abcdefghijk?feature=share', 'abcdefghijk'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=xyz', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    [''],
    ['not a url'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQx'],
    ['https://youtu.be/dQw4w9WgXc'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/UCabcdefghi'],
  ])('rejects %j', (url) => {
    expect(youtubeId(url)).toBeNull();
    expect(isYoutubeUrl(url)).toBe(false);
  });

  it('treats a missing link as no video', () => {
    expect(youtubeId(null)).toBeNull();
  });

  it('builds an embed address from the id', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
