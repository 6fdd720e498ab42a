import { describe, expect, it } from 'vitest';
import { catalogueValuesOf, type ReferenceTypeOption, toleranceWarning } from './catalogueForm';
import { emptyListing, validateListing } from './listingForm';
import { EMPTY_CATALOGUE_FIELDS, type CollectibleRow } from '@sikka/shared/domain/collectibles';

const valid = {
  ...emptyListing('cat-1'),
  name: 'Mughal Silver Rupee',
  slug: 'mughal-silver-rupee',
  description: 'Fine.',
  price: '1500',
};
const km525: ReferenceTypeOption = {
  id: 'ref-525',
  system: 'KM',
  number: '525',
  title: 'Rupee, George VI',
  standard_weight_g: 11.66,
  tolerance_percent: 3,
};
const measure = { referenceTypes: [km525] };

describe('the listing form’s catalogue facts (issue 32)', () => {
  it('saves the facts read by the shared rules, the references as system and number', () => {
    const result = validateListing(
      {
        ...valid,
        period: 'British India',
        metal: 'silver',
        year_ad: '1940',
        weight_g: '11.60',
        grade: 'VF',
        references: 'KM# 525, Pick 75a',
        reference_type_id: 'ref-525',
      },
      measure,
    );
    expect(result.ok).toBe(true);
    const catalogue = result.ok ? result.listing.catalogue : null;
    expect(catalogue?.fields).toMatchObject({
      period: 'British India',
      metal: 'silver',
      year_ad: 1940,
      weight_g: 11.6,
      grade: 'VF',
    });
    expect(catalogue?.references).toEqual([
      { system: 'KM', number: '525' },
      { system: 'Pick', number: '75A' },
    ]);
    expect(catalogue?.toleranceReason).toBeUndefined();
  });

  it('refuses what the columns refuse, with the database’s texts, and keeps every value typed', () => {
    const typed = {
      ...valid,
      weight_g: '-1',
      year_ad: '3000',
      sheldon_grade: '71',
      references: 'KM 525, km-525',
      issuer: 'Mughal Empire',
    };
    const result = validateListing(typed, measure);
    expect(!result.ok && result.errors).toEqual({
      weight_g: 'Weight must be a positive number of grams',
      year_ad: 'Year must be a year AD between 600 BCE (-600) and this year',
      sheldon_grade: 'Sheldon grade must be a whole number from 1 to 70',
      references: 'This catalogue reference is already on the listing',
    });
    expect(typed.issuer).toBe('Mughal Empire');
  });

  it('asks for the grading service with a certificate number', () => {
    const result = validateListing({ ...valid, certificate_number: '4455667-001' });
    expect(!result.ok && result.errors.certificate_number).toBe(
      'Certificate number: letters, digits and hyphens, with the grading service',
    );
  });

  it('does not send note fields for a coin', () => {
    const result = validateListing({ ...valid, note_serial: '123456', is_star_note: 'yes' });
    expect(result.ok && result.listing.catalogue.fields).toMatchObject({ note_serial: null, is_star_note: false });
  });
});

describe('measured weight against the reference type', () => {
  it('warns beyond the tolerance and saves only with a reason, which it sends', () => {
    const heavy = { ...valid, weight_g: '12.40', reference_type_id: 'ref-525' };
    expect(toleranceWarning(heavy, [km525])?.text).toBe(
      '12.40 g is +6.3 % from the standard 11.66 g of KM# 525 (tolerance 3 %). Save only with a reason.',
    );
    const refused = validateListing(heavy, measure);
    expect(!refused.ok && refused.errors).toEqual({ tolerance_reason: 'Please give a reason for the weight difference' });
    const saved = validateListing({ ...heavy, tolerance_reason: ' Plugged hole adds weight ' }, measure);
    expect(saved.ok && saved.listing.catalogue.toleranceReason).toBe('Plugged hole adds weight');
  });

  it('says nothing within the tolerance, without a reference type, or for the weight as saved', () => {
    expect(toleranceWarning({ weight_g: '11.90', reference_type_id: 'ref-525' }, [km525])).toBeNull();
    expect(toleranceWarning({ weight_g: '12.40', reference_type_id: '' }, [km525])).toBeNull();
    const saved = { weight_g: '12.4', reference_type_id: 'ref-525' };
    expect(toleranceWarning({ weight_g: '12.40', reference_type_id: 'ref-525' }, [km525], saved)).toBeNull();
    expect(toleranceWarning({ weight_g: '12.50', reference_type_id: 'ref-525' }, [km525], saved)).not.toBeNull();
  });

  it('shows a saved listing’s facts as text, the reason never pre-filled', () => {
    const row = { ...EMPTY_CATALOGUE_FIELDS, weight_g: 11.66, year_ad: 1940, is_star_note: true } as unknown as CollectibleRow;
    const values = catalogueValuesOf(row, [{ system: 'KM', number: '525' }]);
    expect(values).toMatchObject({
      weight_g: '11.66',
      year_ad: '1940',
      is_star_note: 'yes',
      references: 'KM# 525',
      tolerance_reason: '',
    });
  });
});
