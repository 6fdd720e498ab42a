import { describe, expect, it } from 'vitest';
import {
  formatCatalogueReferences,
  readCatalogueReferences,
  readCatalogueText,
  readCertificate,
  readDiameter,
  readFineness,
  readGrade,
  readMetal,
  readNotePart,
  readPeriod,
  readSheldon,
  readWeight,
  readYearAd,
} from './rules';

// The listing form's reading of the catalogue facts: what it refuses, the columns' CHECKs refuse.
describe('catalogue field rules', () => {
  it('reads an empty field as null', () => {
    for (const read of [readPeriod, readMetal, readGrade, readWeight, readDiameter, readFineness, readSheldon]) {
      expect(read('  ')).toEqual({ value: null });
    }
  });

  it('takes a controlled value in any case and refuses one not on the list', () => {
    expect(readPeriod('mughal')).toEqual({ value: 'Mughal' });
    expect(readMetal('Silver')).toEqual({ value: 'silver' });
    expect(readMetal('unobtainium')).toEqual({ problem: 'Please choose a metal from the list' });
    expect(readGrade('MS65')).toEqual({ problem: 'Please choose a grade from the list' });
  });

  it('refuses a negative weight and more than two decimals, and takes a unit after the number', () => {
    expect(readWeight('-1.5')).toEqual({ problem: 'Weight must be a positive number of grams' });
    expect(readWeight('11.664')).toEqual({ problem: 'Weight must be a positive number of grams' });
    expect(readWeight('11.66 g')).toEqual({ value: 11.66 });
    expect(readDiameter('0')).toEqual({ problem: 'Diameter must be a positive number of millimetres' });
    expect(readDiameter('30.5mm')).toEqual({ value: 30.5 });
  });

  it('refuses the year 3000 and year 0, takes BCE as negative, up to this year only', () => {
    const today = new Date('2026-11-25T12:00:00Z');
    const problem = { problem: 'Year must be a year AD between 600 BCE (-600) and this year' };
    expect(readYearAd('3000', today)).toEqual(problem);
    expect(readYearAd('0', today)).toEqual(problem);
    expect(readYearAd('2027', today)).toEqual(problem);
    expect(readYearAd('2026', today)).toEqual({ value: 2026 });
    expect(readYearAd('-321', today)).toEqual({ value: -321 });
  });

  it('refuses Sheldon 71 and 0, takes 1 to 70', () => {
    expect(readSheldon('71')).toEqual({ problem: 'Sheldon grade must be a whole number from 1 to 70' });
    expect(readSheldon('0')).toEqual({ problem: 'Sheldon grade must be a whole number from 1 to 70' });
    expect(readSheldon('65')).toEqual({ value: 65 });
  });

  it('reads fineness as a fraction of at most 1', () => {
    expect(readFineness('0.917')).toEqual({ value: 0.917 });
    expect(readFineness('1.5')).toEqual({ problem: 'Fineness must be a fraction above 0 and at most 1, e.g. 0.917' });
    expect(readFineness('917')).toEqual({ problem: 'Fineness must be a fraction above 0 and at most 1, e.g. 0.917' });
  });

  it('checks text lengths, certificates and the parts of a note number', () => {
    expect(readCatalogueText('x'.repeat(121), 120, 'Issuer')).toEqual({ problem: 'Issuer must be at most 120 characters' });
    expect(readCertificate('4455667-001')).toEqual({ value: '4455667-001' });
    expect(readCertificate('no spaces')).toEqual({
      problem: 'Certificate number: letters, digits and hyphens, with the grading service',
    });
    expect(readNotePart('7ab', 'prefix')).toEqual({ value: '7AB' });
    expect(readNotePart('12345678901', 'serial')).toEqual({ problem: 'Serial: 1 to 10 digits' });
    expect(readNotePart('AB', 'inset')).toEqual({ problem: 'Inset letter: one capital letter' });
  });

  it('reads catalogue references in any spelling and refuses a duplicate or a malformed one', () => {
    expect(readCatalogueReferences('KM# 525, pick 75a; N# 1234')).toEqual({
      value: [
        { system: 'KM', number: '525' },
        { system: 'Pick', number: '75A' },
        { system: 'Numista', number: '1234' },
      ],
    });
    expect(readCatalogueReferences('Prid 12')).toEqual({ value: [{ system: 'Prid', number: '12' }] });
    expect(readCatalogueReferences('KM 525, km-525')).toEqual({ problem: 'This catalogue reference is already on the listing' });
    expect(readCatalogueReferences('KM abc')).toEqual({
      problem: 'Catalogue number must start with a digit, e.g. KM 525 or Pick 75a',
    });
    expect(readCatalogueReferences('')).toEqual({ value: [] });
    expect(
      formatCatalogueReferences([
        { system: 'KM', number: '525' },
        { system: 'Pick', number: '75A' },
      ]),
    ).toBe('KM# 525, Pick 75A');
  });
});
