import { describe, expect, it } from 'vitest';
import { type CertificateRecord, certificateRows } from './certificateFacts';

const certificate: CertificateRecord = {
  item_type: 'note',
  facts: { issuer: 'Reserve Bank of India', catalogue_references: ['Pick 24', 'Prid 12'], note_serial: 'A 123456' },
  weight_g: null,
  diameter_mm: null,
  grade: 'VF',
  certified_by_name: 'Sikka authentication desk',
};

describe('certificateRows', () => {
  it('lists the recorded facts in print order, leaving out what was not recorded', () => {
    expect(certificateRows(certificate)).toEqual([
      ['Type', 'Banknote'],
      ['Issuer', 'Reserve Bank of India'],
      ['Serial number', 'A 123456'],
      ['Catalogue', 'Pick 24, Prid 12'],
      ['Grade', 'Very Fine (VF)'],
      ['Certified by', 'Sikka authentication desk'],
    ]);
  });

  it('gives the measured weight and diameter with their units', () => {
    const rows = certificateRows({ ...certificate, item_type: 'coin', weight_g: 11.66, diameter_mm: 30.5 });
    expect(rows).toContainEqual(['Weight (measured)', '11.66 g']);
    expect(rows).toContainEqual(['Diameter (measured)', '30.5 mm']);
  });

  it('words each fact as the listing does: metal with fineness, shape, grade in words, the year once', () => {
    const rows = certificateRows({
      ...certificate,
      item_type: 'coin',
      facts: { metal: 'silver', fineness: 0.917, shape: 'round', year_ad: 1862, year_written: '1862', sheldon_grade: 45 },
      grade: 'XF',
    });
    expect(rows).toEqual([
      ['Type', 'Coin'],
      ['Year', '1862'],
      ['Metal', 'Silver, 0.917 fine'],
      ['Shape', 'Round'],
      ['Grade', 'Extremely Fine (XF), Sheldon 45'],
      ['Certified by', 'Sikka authentication desk'],
    ]);
  });
});
