import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOGUE_FIELDS, type Listing } from '@sikka/shared/domain/collectibles';
import { catalogueFacts } from './specifications';

const listing = (fields: Partial<Listing> = {}): Listing => ({
  id: 'c1',
  type: 'coin',
  name: '1835 William IV Rupee',
  slug: '1835-william-iv-rupee',
  description: 'A rupee.',
  price: 4500,
  status: 'available',
  category_id: null,
  youtube_url: null,
  on_hold: false,
  created_at: '2026-01-01T00:00:00Z',
  user_id: null,
  category: null,
  images: [],
  ...EMPTY_CATALOGUE_FIELDS,
  ...fields,
});

const rows = (fields: Partial<Listing>) => catalogueFacts(listing(fields)).map((fact) => [fact.label, fact.text]);

describe('the Specifications rows', () => {
  it('has no row for a listing with no catalogue facts', () => {
    expect(rows({})).toEqual([]);
  });

  it("shows a coin's filled facts in catalogue order, and only those", () => {
    expect(
      rows({
        issuer: 'East India Company',
        ruler: 'William IV',
        period: 'East India Company',
        denomination: 'Rupee',
        year_ad: 1835,
        mint: 'Calcutta',
        metal: 'silver',
        fineness: 0.917,
        weight_g: 11.4,
        diameter_mm: 30.5,
        shape: 'round',
        catalogue_references: [
          { system: 'Numista', number: '1234' },
          { system: 'KM', number: '450' },
        ],
        grade: 'XF',
        sheldon_grade: 45,
        grading_service: 'NGC',
        certificate_number: '4821337-004',
      }),
    ).toEqual([
      ['Issuer', 'East India Company'],
      ['Ruler', 'William IV'],
      ['Period', 'East India Company'],
      ['Denomination', 'Rupee'],
      ['Year', '1835'],
      ['Mint', 'Calcutta'],
      ['Metal', 'Silver, 0.917 fine'],
      ['Weight', '11.40 g'],
      ['Diameter', '30.5 mm'],
      ['Shape', 'Round'],
      ['Catalogue numbers', 'KM# 450, Numista N# 1234'],
      ['Grade', 'Extremely Fine (XF), Sheldon 45'],
      ['Certified by', 'NGC, certificate 4821337-004'],
    ]);
  });

  it('gives the year as written beside the year AD, and the mint with its mark', () => {
    expect(rows({ year_ad: 1705, year_written: 'AH 1118 / RY 50', mint: 'Surat', mint_mark: '◆' })).toEqual([
      ['Year', '1705 (AH 1118 / RY 50)'],
      ['Mint', 'Surat, mint mark ◆'],
    ]);
    expect(rows({ year_written: 'VS 1920', mint_mark: '★' })).toEqual([
      ['Year', 'VS 1920'],
      ['Mint mark', '★'],
    ]);
  });

  it('gives the year once when the date as written is the same year (never "1862 (1862)")', () => {
    expect(rows({ year_ad: 1862, year_written: '1862' })).toEqual([['Year', '1862']]);
    expect(rows({ year_ad: -250, year_written: ' 250 BCE ' })).toEqual([['Year', '250 BCE']]);
  });

  it("shows a note's signatory, serial, inset letter and its star and fancy-number flags", () => {
    expect(
      rows({
        type: 'note',
        ruler: 'C. D. Deshmukh',
        metal: 'paper',
        note_prefix: '5AB',
        note_serial: '777777',
        note_inset_letter: 'A',
        is_star_note: true,
        is_fancy_number: true,
        catalogue_references: [{ system: 'Pick', number: '1' }],
      }),
    ).toEqual([
      ['Signed by', 'C. D. Deshmukh'],
      ['Metal', 'Paper'],
      ['Catalogue number', 'Pick 1'],
      ['Serial number', '5AB 777777'],
      ['Inset letter', 'A'],
      ['Star (replacement) note', 'Yes'],
      ['Fancy number', 'Yes'],
    ]);
  });

  it('keeps the figures of measures for structured data', () => {
    const facts = catalogueFacts(listing({ weight_g: 7.99, diameter_mm: 22 }));
    expect(facts).toEqual([
      { label: 'Weight', text: '7.99 g', value: 7.99, unitCode: 'GRM' },
      { label: 'Diameter', text: '22 mm', value: 22, unitCode: 'MMT' },
    ]);
  });
});
