import { describe, expect, it } from 'vitest';
import { analysisFailureText, applyAnalysis, combineAnalyses } from './listingAi';
import { emptyListing, type ListingField } from './listingForm';
import { addPhotos, droppedNotice } from './listingPhotos';

const coin = { type: 'coin' as const, name: 'Akbar Rupee', description: 'First photo.', suggestedPrice: 18000 };
const reverse = { type: 'coin' as const, name: 'Akbar Rupee reverse', description: 'Second photo.', suggestedPrice: 21000 };

describe('AI assist on create (spec §7)', () => {
  it('joins the descriptions of the first 2 photos and takes the higher price', () => {
    expect(combineAnalyses([coin, reverse])).toEqual({
      type: 'coin',
      name: 'Akbar Rupee',
      description: 'First photo.\n\nSecond photo.',
      suggestedPrice: 21000,
    });
  });

  it('has no price when no photo got one, and nothing without results', () => {
    expect(combineAnalyses([{ ...coin, suggestedPrice: undefined }])?.suggestedPrice).toBeUndefined();
    expect(combineAnalyses([])).toBeNull();
  });

  it('fills the empty fields, the slug with the name, and remembers what was there', () => {
    const { values, filled } = applyAnalysis(emptyListing('c'), coin, new Set(), false);
    expect(values).toMatchObject({
      name: 'Akbar Rupee',
      slug: 'akbar-rupee',
      description: 'First photo.',
      price: '18000',
      type: 'coin',
    });
    expect(filled).toEqual({ name: '', slug: '', description: '', price: '' });
  });

  it('never overwrites what the admin typed', () => {
    const typed = new Set<ListingField>(['name', 'price']);
    const start = { ...emptyListing('c'), name: 'My title', slug: 'my-title', price: '500' };
    const { values, filled } = applyAnalysis(start, { ...coin, type: 'note' }, typed, false);
    expect(values).toMatchObject({ name: 'My title', slug: 'my-title', price: '500', description: 'First photo.', type: 'note' });
    expect(Object.keys(filled).sort()).toEqual(['description', 'type']);
  });

  it('leaves a slug edited by hand alone', () => {
    const { values } = applyAnalysis({ ...emptyListing('c'), slug: 'hand-made' }, coin, new Set(), true);
    expect(values.slug).toBe('hand-made');
  });
});

describe('photos (spec §5: at most 6, extras dropped)', () => {
  it('adds up to the limit and counts the dropped ones', () => {
    expect(addPhotos([1, 2, 3, 4], [5, 6, 7, 8])).toEqual({ photos: [1, 2, 3, 4, 5, 6], dropped: 2 });
    expect(addPhotos([1, 2, 3, 4, 5, 6], [7])).toEqual({ photos: [1, 2, 3, 4, 5, 6], dropped: 1 });
    expect(addPhotos([], [1])).toEqual({ photos: [1], dropped: 0 });
  });
  it('says how many were dropped', () =>
    expect(droppedNotice(2)).toBe('Only 6 images are allowed per listing; 2 extra images were not added.'));
});

describe("'Failed to analyze images. Please try again.' (spec §8 AI (form))", () => {
  const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

  it('says it, with the reason, when no photo could be analysed', () => {
    expect(analysisFailureText(failure(502, 'Image analysis failed: Could not reach the AI provider'), false)).toBe(
      'Failed to analyze images. Please try again. Image analysis failed: Could not reach the AI provider',
    );
    expect(analysisFailureText(new Error(''), false)).toBe('Failed to analyze images. Please try again.');
  });

  it("gives the function's own text when trying again now cannot help (503: not configured or busy)", () => {
    const text = 'Image analysis failed: AI analysis is not configured on the server. Fill in the details by hand.';
    expect(analysisFailureText(failure(503, text), false)).toBe(text);
  });

  it('only logs when a photo was analysed anyway, and says nothing without a failure', () => {
    expect(analysisFailureText(failure(502, 'x'), true)).toBeNull();
    expect(analysisFailureText(null, false)).toBeNull();
  });
});

describe('the catalogue facts of an analysis (issue 32)', () => {
  const withFacts = {
    ...coin,
    catalogue: {
      period: 'mughal',
      metal: 'Silver',
      weight_g: '11.4 g',
      year_ad: '1707',
      grade: 'Very Fine',
      references: 'KM 300.1',
      sheldon: 'x',
      fineness: '917',
      shape: 'star',
    },
  };

  it('fills the empty fields with the values their rules take, in the form’s spelling', () => {
    const { values, filled } = applyAnalysis(emptyListing('c'), withFacts as never, new Set(), false);
    expect(values).toMatchObject({
      period: 'Mughal',
      metal: 'silver',
      weight_g: '11.4',
      year_ad: '1707',
      grade: 'VF',
      references: 'KM# 300.1',
      fineness: '',
      shape: '',
    });
    expect(filled.period).toBe('');
  });

  it('never overwrites a fact already filled or typed', () => {
    const { values, filled } = applyAnalysis(
      { ...emptyListing('c'), period: 'Maratha' },
      withFacts as never,
      new Set(['metal']),
      false,
    );
    expect(values.period).toBe('Maratha');
    expect(values.metal).toBe('');
    expect(filled.period).toBeUndefined();
  });

  it('takes a fact the first photo did not name from the second', () => {
    const combined = combineAnalyses([
      { ...coin, catalogue: { period: 'Mughal' } },
      { ...reverse, catalogue: { period: 'Sultanate', year_ad: '1707' } },
    ]);
    expect(combined?.catalogue).toEqual({ period: 'Mughal', year_ad: '1707' });
  });
});
