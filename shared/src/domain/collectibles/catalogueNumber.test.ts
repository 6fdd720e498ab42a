import { describe, expect, it } from 'vitest';
import { catalogueNumberKey, catalogueReferenceKey } from './catalogueNumber';

describe('catalogueNumberKey', () => {
  it.each(['KM 525', 'KM#525', 'km-525', 'KM# 525', ' Km # 525 ', 'KM:525', 'Krause 525'])('reads %j as KM525', (term) => {
    expect(catalogueNumberKey(term)).toBe('KM525');
  });

  it.each([
    ['Pick 75a', 'P75A'],
    ['P-75A', 'P75A'],
    ['pick#75a', 'P75A'],
    ['Prid 12', 'PRID12'],
    ['N# 1234', 'N1234'],
    ['Numista N# 1234', 'N1234'],
    ['numista 1234', 'N1234'],
    ['KM 204.1', 'KM204.1'],
  ])('reads %j as %j', (term, key) => {
    expect(catalogueNumberKey(term)).toBe(key);
  });

  it.each(['', '   ', 'mohur', 'KM', 'KM#', 'KM abc', 'rupee 1835', '525', 'XY 525', null, undefined])(
    'answers null for %j (not a catalogue number)',
    (term) => {
      expect(catalogueNumberKey(term)).toBeNull();
    },
  );
});

describe('catalogueReferenceKey', () => {
  it('keys a system and its number as the search reads them', () => {
    expect(catalogueReferenceKey('KM', '525')).toBe('KM525');
    expect(catalogueReferenceKey('Pick', '75a')).toBe('P75A');
    expect(catalogueReferenceKey('Numista', '1234')).toBe('N1234');
    expect(catalogueReferenceKey('Prid', '12')).toBe('PRID12');
  });

  it('refuses a number that does not start with a digit', () => {
    expect(catalogueReferenceKey('KM', 'abc')).toBeNull();
  });
});
