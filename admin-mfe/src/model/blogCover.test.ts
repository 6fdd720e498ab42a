import { describe, expect, it } from 'vitest';
import { UploadError } from '@sikka/shared/upload';
import { blogCoverPath, COVER_NOT_AN_IMAGE, coverUploadProblem, uploadBlogCover } from './blogCover';

describe("the blog cover's stored path", () => {
  it('is blog/{timestamp}-{safe file name}, always a .jpg (the photo is re-encoded)', () => {
    expect(blogCoverPath(1700000000000, 'Pig Rupée 1911.PNG')).toBe('blog/1700000000000-pig-rupee-1911.jpg');
  });

  it('keeps a hostile name inside blog/', () => {
    expect(blogCoverPath(1, '../../etc/passwd')).toBe('blog/1-passwd.jpg');
    expect(blogCoverPath(1, 'सिक्का.jpeg')).toBe('blog/1-photo.jpg');
  });
});

describe('a failed cover upload', () => {
  it("keeps Storage's reason when it refused the photo", () => {
    const refusal = new UploadError('refused', 'new row violates row-level security policy', 403, 'Unauthorized');
    expect(coverUploadProblem(refusal)).toBe('Failed to upload the image: new row violates row-level security policy');
  });

  it('asks to check the connection when the network failed', () => {
    expect(coverUploadProblem(new UploadError('network', 'Failed to fetch'))).toBe(
      'Failed to upload the image. Check your connection and try again.',
    );
  });

  it('says nothing when the admin cancelled it', () => {
    expect(coverUploadProblem(new UploadError('aborted', 'Upload cancelled'))).toBeNull();
  });

  it('refuses a file that is not an image before uploading anything', async () => {
    const notes = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    const upload = uploadBlogCover({ file: notes, onProgress: () => {}, signal: new AbortController().signal });
    await expect(upload).rejects.toThrow(COVER_NOT_AN_IMAGE);
    expect(coverUploadProblem(await upload.catch((error: unknown) => error))).toBe(COVER_NOT_AN_IMAGE);
  });
});
