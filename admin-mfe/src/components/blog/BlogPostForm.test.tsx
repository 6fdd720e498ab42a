import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import type { CoverUploader, CoverUploadRequest } from '../../model/blogCover';
import { EMPTY_BLOG_POST, SAVE_FAILED } from '../../model/blogEditor';
import { BlogPostForm, type BlogPostFormProps } from './BlogPostForm';

const STORED = 'http://localhost:54321/storage/v1/object/public/collectible-images/blog/1700000000000-coin.jpg';

/** An upload the test drives: progress, then success or failure, when it says so. */
function controlledUpload() {
  const calls: { request: CoverUploadRequest; resolve(url: string): void; reject(error: unknown): void }[] = [];
  const upload: CoverUploader = (request) => new Promise((resolve, reject) => calls.push({ request, resolve, reject }));
  return { upload, calls };
}

function renderForm(upload: CoverUploader, onSave: BlogPostFormProps['onSave'] = vi.fn(async () => null)) {
  render(
    <MemoryRouter>
      <BlogPostForm mode="create" initialValues={EMPTY_BLOG_POST} onSave={onSave} onSaved={() => {}} onUploadCover={upload} />
    </MemoryRouter>,
  );
  return { onSave };
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pig rupee.jpg', { type: 'image/jpeg' });
const coverField = () => screen.getByRole('textbox', { name: 'Cover image URL' });

describe("the blog editor's cover 'Upload'", () => {
  it('shows the progress, then fills the cover image URL with the stored photo', async () => {
    const { upload, calls } = controlledUpload();
    renderForm(upload);
    await userEvent.upload(screen.getByLabelText('Cover image: choose a photo'), photo());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.file.name).toBe('pig rupee.jpg');
    calls[0]!.request.onProgress(0.4);
    // The bar may show before the 0.4 reaches it: wait for the value, not only the bar.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Cover image upload' })).toHaveAttribute('value', '0.4'));
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Post' })).toBeDisabled();
    calls[0]!.resolve(STORED);
    await waitFor(() => expect(coverField()).toHaveValue(STORED));
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded pig rupee.jpg');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Post' })).toBeEnabled();
  });

  it('says why a failed upload failed and keeps what was typed', async () => {
    const { upload, calls } = controlledUpload();
    renderForm(upload);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'The Pig Rupee');
    await userEvent.type(coverField(), 'https://example.com/old.jpg');
    await userEvent.upload(screen.getByLabelText('Cover image: choose a photo'), photo());
    const { UploadError } = await import('@sikka/shared/upload');
    calls[0]!.reject(new UploadError('refused', 'The object exceeded the maximum allowed size', 413));
    expect(await screen.findByText('Failed to upload the image: The object exceeded the maximum allowed size')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(coverField()).toHaveValue('https://example.com/old.jpg');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('The Pig Rupee');
    expect(screen.getByRole('button', { name: 'Upload a cover image' })).toBeEnabled();
  });

  it('can be cancelled, leaving the field as it was', async () => {
    const { upload, calls } = controlledUpload();
    renderForm(upload);
    await userEvent.upload(screen.getByLabelText('Cover image: choose a photo'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(calls[0]!.request.signal.aborted).toBe(true);
    const { UploadError } = await import('@sikka/shared/upload');
    calls[0]!.reject(new UploadError('aborted', 'Upload cancelled'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(coverField()).toHaveValue('');
  });
});

describe("the blog editor's rules", () => {
  async function fillPost(overrides: { cover?: string; meta?: string } = {}, save?: BlogPostFormProps['onSave']) {
    const { onSave } = renderForm(controlledUpload().upload, save);
    const field = (name: string) => screen.getByRole('textbox', { name });
    await userEvent.type(field('Title'), 'The Pig Rupee');
    await userEvent.type(coverField(), overrides.cover ?? 'https://example.com/cover.jpg');
    await userEvent.type(field('Excerpt'), 'An excerpt.');
    // Pasted rather than typed: 230 keystrokes would only slow the test down.
    await userEvent.click(field('Meta description'));
    await userEvent.paste(overrides.meta ?? 'A meta description.');
    await userEvent.type(field('Content (Markdown)'), 'Some words.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }));
    return { onSave };
  }

  it('refuses a meta description over 160 characters with a message and keeps it as typed', async () => {
    const meta = 'm'.repeat(230);
    const { onSave } = await fillPost({ meta });
    expect(
      await screen.findByText('Meta description must be at most 160 characters: search results show only the first 160'),
    ).toBeVisible();
    expect(screen.getByText('230/160 characters: 70 too many')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Meta description' })).toHaveValue(meta);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an http:// cover, as its https:// hint says', async () => {
    const { onSave } = await fillPost({ cover: 'http://images.example.com/cover.jpg' });
    expect(await screen.findByText('Please enter a valid URL (starting with https://)')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a post whose meta description is exactly 160 characters', async () => {
    const { onSave } = await fillPost({ meta: 'm'.repeat(160) });
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });

  it('says why a save failed, under the slug and in a banner, and keeps everything typed', async () => {
    const taken = 'A post with this URL slug already exists';
    await fillPost({}, async () => ({ slug: taken, banner: { title: SAVE_FAILED, detail: 'The database said no.' } }));
    expect(await screen.findByText(SAVE_FAILED)).toBeVisible();
    expect(screen.getByText('The database said no.')).toBeVisible();
    expect(screen.getByText(taken)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('The Pig Rupee');
    expect(screen.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('An excerpt.');
  });

  it('turns Save Post off while the post is saved', async () => {
    let saved = (_problem: null) => {};
    await fillPost({}, () => new Promise((done) => (saved = done)));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    saved(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Post' })).toBeEnabled());
  });
});
