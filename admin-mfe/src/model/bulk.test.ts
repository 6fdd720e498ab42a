import { describe, expect, it, vi } from 'vitest';
import {
  addDraftImages,
  addItemProblem,
  BULK_TEXTS,
  bulkListing,
  type BulkDraft,
  draftCatalogueErrors,
  draftErrors,
  draftHint,
  failedLine,
  failureMessage,
  needsAnalysis,
  newDraft,
  photoTargetProblem,
  runBulkUpload,
  unsavedDrafts,
  uploadDraft,
  uploadProblem,
} from './bulk';

const photo = () => new Blob(['x'], { type: 'image/jpeg' });
const draft = (id: string, change: Partial<BulkDraft> = {}): BulkDraft => ({
  ...newDraft(id, 'cat'),
  images: [photo()],
  ...change,
});

describe('bulk rules (spec §5 "Bulk upload")', () => {
  it('allows at most 10 items', () => {
    expect(addItemProblem(9)).toBeNull();
    expect(addItemProblem(10)).toBe('Maximum 10 items allowed for bulk upload');
  });

  it('needs an item, and a selected one, before photos', () => {
    expect(photoTargetProblem([], null)).toBe('Please add an item before uploading images');
    expect(photoTargetProblem([draft('a')], null)).toBe('Please select an item before uploading images');
    expect(photoTargetProblem([draft('a')], 'gone')).toBe(BULK_TEXTS.noSelectedItem);
    expect(photoTargetProblem([draft('a')], 'a')).toBeNull();
  });

  it('needs at least one item, each with an image', () => {
    expect(uploadProblem([])).toBe('Please add at least one item');
    expect(uploadProblem([draft('a'), draft('b', { images: [] })])).toBe('All items must have at least one image');
    expect(uploadProblem([draft('a')])).toBeNull();
    expect(uploadProblem([draft('a', { status: 'success' })])).toBe(BULK_TEXTS.noItems);
  });

  it('keeps at most 6 images per draft', () => {
    const { draft: full, dropped } = addDraftImages(draft('a'), Array.from({ length: 7 }, photo));
    expect(full.images).toHaveLength(6);
    expect(dropped).toBe(2);
  });

  it('asks the AI only when name, description or price is empty', () => {
    expect(needsAnalysis(draft('a', { name: 'N', description: 'D', price: '5' }))).toBe(false);
    expect(needsAnalysis(draft('a', { name: 'N', description: 'D' }))).toBe(true);
  });

  it('fills what was left empty from the AI, slug from the name or "collectible"', () => {
    const ai = { type: 'note' as const, name: 'Ten Rupees 1943', description: 'AI text', suggestedPrice: 900 };
    expect(bulkListing(draft('a'), ai, 1700000001234)).toMatchObject({
      name: 'Ten Rupees 1943',
      type: 'note',
      description: 'AI text',
      price: 900,
      slug: 'ten-rupees-1943-1234',
    });
    expect(bulkListing(draft('a', { name: 'Mine', description: 'Typed', price: '12' }), ai, 1700000005678)).toMatchObject({
      name: 'Mine',
      description: 'Typed',
      price: 12,
      slug: 'mine-5678',
      type: 'coin',
    });
    expect(bulkListing(draft('a', { name: '₹ ₹' }), null, 1700000000042).slug).toBe('collectible-0042');
  });
});

describe('bulk sequencing (spec §4 bulk item)', () => {
  it('runs items one after another; a failure does not stop the rest', async () => {
    const log: string[] = [];
    let running = 0;
    const items = [draft('a'), draft('b'), draft('c')];
    const result = await runBulkUpload(
      items,
      async (item) => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${item.id}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (item.id === 'b') throw { message: 'This URL slug is already in use. Please choose a different one.' };
      },
      (id, change) => log.push(`${id} ${change.status}${change.error ? `: ${change.error}` : ''}`),
    );
    expect(result).toEqual({ succeeded: 2, failed: 1 });
    expect(log).toEqual([
      'a processing',
      'start a',
      'a success',
      'b processing',
      'start b',
      'b error: This URL slug is already in use. Please choose a different one.',
      'c processing',
      'start c',
      'c success',
    ]);
  });

  it('skips items already uploaded', async () => {
    const seen: string[] = [];
    await runBulkUpload(
      [draft('a', { status: 'success' }), draft('b', { status: 'error', error: 'x' })],
      async (item) => void seen.push(item.id),
      () => {},
    );
    expect(seen).toEqual(['b']);
  });

  it("says 'Failed to process item' when the failure has no message", () => {
    expect(failureMessage(new Error(''))).toBe('Failed to process item');
    expect(failureMessage('boom')).toBe('Failed to process item');
    expect(failureMessage(new Error('Image analysis failed: Unknown error'))).toBe('Image analysis failed: Unknown error');
  });
});

describe('bulk drafts are checked before anything is uploaded (issue 28 items 1, 3)', () => {
  it('refuses a price that is not whole rupees, keeping what was typed', () => {
    for (const price of ['3.5', '12.50', '-5']) {
      expect(draftErrors(draft('a', { price }))).toEqual({ price: 'Price must be a whole number of rupees, 0 or more' });
    }
    expect(draftErrors(draft('a', { price: '1,234' }))).toEqual({});
    expect(bulkListing(draft('a', { name: 'N', description: 'D', price: '₹1,234' }), null).price).toBe(1234);
  });

  it("refuses a video link that is not YouTube's with the create form's text", () => {
    expect(draftErrors(draft('a', { youtube_url: 'https://vimeo.com/123456' }))).toEqual({
      youtube_url: 'Invalid YouTube URL format. Please use a valid YouTube video URL.',
    });
    expect(draftErrors(draft('a', { youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }))).toEqual({});
  });

  it('fails such an item under its own name without asking the AI or saving', async () => {
    const analyze = vi.fn();
    const save = vi.fn();
    await expect(uploadDraft(draft('a', { youtube_url: 'https://vimeo.com/1' }), 'on', analyze, save)).rejects.toThrow(
      'Invalid YouTube URL format. Please use a valid YouTube video URL.',
    );
    expect(analyze).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the spec's text, not the raw constraint or the browser's network error", () => {
    const check = {
      code: '23514',
      message: 'new row for relation "collectibles" violates check constraint "collectibles_youtube_url_valid"',
    };
    expect(failureMessage(check)).toBe('Invalid YouTube URL format. Please use a valid YouTube video URL.');
    expect(failureMessage({ message: 'TypeError: Failed to fetch' })).toBe('Failed to process item');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to process item');
  });
});

describe('bulk with the AI off (issue 28 item 11)', () => {
  it('says what an empty field becomes, and nothing once it is filled', () => {
    const empty = draft('a');
    expect(draftHint(empty, 'name', 'on')).toBe('Empty: suggested by AI');
    expect(draftHint(empty, 'description', 'on')).toBe('Empty: written by AI');
    expect(draftHint(draft('a', { name: 'Typed' }), 'name', 'on')).toBeUndefined();
    expect(draftHint(draft('a', { price: '900' }), 'price', 'unknown')).toBeUndefined();
    expect(draftHint(empty, 'name', 'off')).toBe("Empty: saved as 'Unknown Collectible'");
    expect(draftHint(empty, 'price', 'off')).toBe('Required while AI suggestions are off');
  });

  it('lets an item through with what was typed, without asking the AI', async () => {
    const analyze = vi.fn();
    const save = vi.fn(async () => {});
    await uploadDraft(draft('a', { price: '450' }), 'off', analyze, save);
    expect(analyze).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Unknown Collectible', description: '', price: 450 }),
      expect.any(Array),
    );
  });

  it('needs a price when nothing would suggest one (no piece goes on sale at ₹0 unasked)', async () => {
    expect(draftErrors(draft('a'), 'off')).toEqual({ price: 'Price is required' });
    expect(draftErrors(draft('a'), 'on')).toEqual({});
    await expect(uploadDraft(draft('a'), 'off', vi.fn(), vi.fn())).rejects.toThrow('Price is required');
  });

  it('asks the AI when it is on (or could not be asked) and something is empty', async () => {
    const analyze = vi.fn(async () => ({ type: 'note' as const, name: 'AI name', description: 'AI text', suggestedPrice: 700 }));
    const save = vi.fn(async () => {});
    await uploadDraft(draft('a'), 'unknown', analyze, save);
    expect(analyze).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: 'AI name', price: 700 }), expect.any(Array));
  });
});

describe('after the upload and on Cancel (issue 28 items 2, 21)', () => {
  it('says how many failed and where they wait', () => {
    expect(failedLine(1)).toBe('1 item failed: it waits on /bulk-upload with its error.');
    expect(failedLine(2)).toBe('2 items failed: they wait on /bulk-upload with their errors.');
  });

  it('counts the drafts Cancel would throw away: not uploaded, with a photo or typed text', () => {
    const blank = { ...newDraft('e', 'cat') };
    expect(unsavedDrafts([blank])).toBe(0);
    expect(unsavedDrafts([blank, draft('a'), { ...blank, id: 'f', name: 'typed' }, draft('g', { status: 'success' })])).toBe(2);
  });
});

describe('bulk drafts carry the catalogue facts (issue 32)', () => {
  const km525 = {
    id: 'ref-525',
    system: 'KM',
    number: '525',
    title: 'Rupee',
    standard_weight_g: 11.66,
    tolerance_percent: 3,
  };
  const measure = { referenceTypes: [km525] };
  const typed = (catalogue: Partial<BulkDraft['catalogue']>) =>
    draft('a', { name: 'Rupee', description: 'D', price: '100', catalogue: { ...newDraft('x', 'c').catalogue, ...catalogue } });

  it('saves them read by the listing form’s rules', () => {
    const fields = bulkListing(typed({ period: 'mughal', weight_g: '11.4', references: 'KM 300' }), null, 1, measure);
    expect(fields.catalogue?.fields).toMatchObject({ period: 'Mughal', weight_g: 11.4 });
    expect(fields.catalogue?.references).toEqual([{ system: 'KM', number: '300' }]);
  });

  it('refuses a draft whose facts the form would refuse, before anything is uploaded', async () => {
    const save = vi.fn();
    await expect(uploadDraft(typed({ sheldon_grade: '71' }), 'on', vi.fn(), save, measure)).rejects.toThrow(
      'Sheldon grade must be a whole number from 1 to 70',
    );
    await expect(
      uploadDraft(typed({ weight_g: '12.40', reference_type_id: 'ref-525' }), 'on', vi.fn(), save, measure),
    ).rejects.toThrow('Please give a reason for the weight difference');
    expect(save).not.toHaveBeenCalled();
    expect(draftCatalogueErrors(typed({ metal: 'unobtainium' }))).toEqual({ metal: 'Please choose a metal from the list' });
  });

  it('fills only empty facts from the AI and counts typed facts as unsaved work', () => {
    const analysis = { type: 'coin' as const, name: 'X', description: 'Y', catalogue: { period: 'Sultanate', metal: 'copper' } };
    const fields = bulkListing({ ...typed({ period: 'Mughal' }), name: '' }, analysis, 1);
    expect(fields.catalogue?.fields).toMatchObject({ period: 'Mughal', metal: 'copper' });
    expect(unsavedDrafts([{ ...newDraft('b', 'c'), catalogue: { ...newDraft('b', 'c').catalogue, mint: 'Surat' } }])).toBe(1);
  });
});
