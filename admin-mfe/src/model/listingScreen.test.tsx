import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListingEditor } from './listingEditor';
import { emptyListing } from './listingForm';
import type { ListingPhoto } from './listingPhotos';
import { useListingScreen } from './listingScreen';

// jsdom decodes no image: every photo "decodes" as it is.
vi.mock('@sikka/shared/upload', () => ({ preparePhoto: async (file: Blob) => ({ blob: file, width: 1, height: 1 }) }));

const stored: ListingPhoto = { key: 's1', kind: 'stored', id: 's1', url: 'https://example.test/s1.jpg' };
const fresh = (key: string): ListingPhoto => ({ key, kind: 'new', file: new Blob(['x']), previewUrl: `blob:${key}` });

function renderScreen(photos: ListingPhoto[]) {
  return renderHook(() => {
    const editor = useListingEditor(emptyListing('cat-1'), photos);
    return { editor, screen: useListingScreen(editor, vi.fn()) };
  });
}

describe('useListingScreen', () => {
  it('shows the field errors and saves nothing when the form is not valid', () => {
    const { result } = renderScreen([]);
    let listing: unknown;
    act(() => void (listing = result.current.screen.validate()));
    expect(listing).toBeNull();
    expect(result.current.editor.errors.name).toBeTruthy();
    // Each refusal counts, the same errors again included: the form moves the focus on each.
    expect(result.current.screen.form.refusals).toBe(1);
    act(() => void result.current.screen.validate());
    expect(result.current.screen.form.refusals).toBe(2);
  });

  it('keeps a price as typed and refuses one that is not whole rupees, never saving other digits', () => {
    const { result } = renderScreen([fresh('n1')]);
    act(() => {
      result.current.editor.setValues({ ...emptyListing('cat-1'), name: 'Coin', slug: 'coin', description: 'Fine.' });
      result.current.editor.setField('price', '12.50');
    });
    expect(result.current.editor.values.price).toBe('12.50');
    let listing: unknown;
    act(() => void (listing = result.current.screen.validate()));
    expect(listing).toBeNull();
    expect(result.current.editor.errors.price).toBe('Price must be a whole number of rupees, 0 or more');
    expect(result.current.editor.values.price).toBe('12.50');
  });

  it("drops a stale 'Please add at least one image' once photos are added", async () => {
    // jsdom has no object URLs.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:added', revokeObjectURL() {} }));
    const { result } = renderScreen([]);
    act(() => result.current.screen.setBanner('Please add at least one image'));
    expect(result.current.screen.form.banner).toBe('Please add at least one image');
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])], {
      type: 'image/jpeg',
    });
    await act(() => result.current.editor.addFiles([jpeg]));
    expect(result.current.editor.photos).toHaveLength(1);
    expect(result.current.screen.form.banner).toBeNull();
    act(() => result.current.screen.setBanner('Failed to create collectible'));
    expect(result.current.screen.form.banner).toBe('Failed to create collectible');
    vi.unstubAllGlobals();
  });

  it('shows upload progress on the new photos only, in their order, while saving', async () => {
    const { result } = renderScreen([stored, fresh('n1'), fresh('n2')]);
    expect(result.current.screen.form.photos.map((tile) => tile.progress)).toEqual([undefined, undefined, undefined]);
    let finish = () => {};
    let saved: Promise<void> = Promise.resolve();
    act(() => {
      saved = result.current.screen.save(async () => {
        const onProgress = result.current.screen.trackUploads([new Blob(['1']), new Blob(['2'])]);
        onProgress(1, 0.5);
        await new Promise<void>((done) => (finish = done));
      }, String);
    });
    expect(result.current.screen.form.busy).toBe(true);
    expect(result.current.screen.form.photos.map((tile) => tile.progress)).toEqual([undefined, 0, 0.5]);
    finish();
    await act(() => saved);
    expect(result.current.screen.form.busy).toBe(false);
  });

  it('after a failed save shows the reason, keeps what was typed, clears the progress and makes the form usable again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderScreen([fresh('n1')]);
    const failing = (thrown: unknown) => async () => {
      result.current.screen.trackUploads([new Blob(['1'])])(0, 0.3);
      throw thrown;
    };
    act(() => result.current.editor.setField('name', 'Mughal silver rupee'));
    const failureText = result.current.screen.failureText('create listing', 'Failed to create collectible');
    await act(() => result.current.screen.save(failing(new Error('The server is down')), failureText));
    expect(result.current.screen.form.banner).toBe('The server is down');
    expect(result.current.screen.form.busy).toBe(false);
    expect(result.current.screen.form.photos[0]?.progress).toBeUndefined();
    expect(result.current.editor.values.name).toBe('Mughal silver rupee');
    expect(result.current.editor.photos).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[sikka] create listing failed', new Error('The server is down'));
    await act(() => result.current.screen.save(failing({}), failureText));
    expect(result.current.screen.form.banner).toBe('Failed to create collectible');
    // Checking the form again clears it.
    act(() => void result.current.screen.validate());
    expect(result.current.screen.form.banner).toBeNull();
    error.mockRestore();
  });

  it('hands the photo being edited to the image editor and replaces it on save', () => {
    const { result } = renderScreen([stored]);
    expect(result.current.screen.imageEditor.open).toBe(false);
    act(() => result.current.editor.setEditing('s1'));
    expect(result.current.screen.imageEditor).toMatchObject({ open: true, imageSrc: stored.url });
    act(() => result.current.screen.imageEditor.onSave(new Blob(['edited'])));
    expect(result.current.screen.imageEditor.open).toBe(false);
    expect(result.current.editor.photos[0]?.kind).toBe('new');
  });
});
