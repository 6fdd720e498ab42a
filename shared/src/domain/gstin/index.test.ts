import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, normalizeGstin } from './index';

describe('a buyer’s GSTIN', () => {
  it('accepts a GSTIN whose check character matches', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(normalizeGstin(' 27aapfu0939f1zv '))).toBeNull();
  });

  it('refuses a wrong check character, a state that does not exist, and the wrong shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('gstin_check_digit');
    expect(gstinProblem('40AAPFU0939F1ZV')).toBe('gstin_state_unknown');
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('gstin_state_unknown');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('gstin_format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('gstin_format');
  });
});
