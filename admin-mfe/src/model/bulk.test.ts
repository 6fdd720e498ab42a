import { describe, expect, it } from 'vitest';
import {
  addDraftImages,
  addItemProblem,
  BULK_TEXTS,
  bulkListing,
  type BulkDraft,
  failureMessage,
  needsAnalysis,
  newDraft,
  photoTargetProblem,
  runBulkUpload,
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
