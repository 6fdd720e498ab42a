import { describe, expect, it } from 'vitest';
import { weightDeviationText, weightOutOfTolerance } from './tolerance';

describe('weight against the reference type', () => {
  it('is outside the tolerance only beyond it, exactly at the boundary', () => {
    expect(weightOutOfTolerance(10.3, 10, 3)).toBe(false);
    expect(weightOutOfTolerance(10.31, 10, 3)).toBe(true);
    expect(weightOutOfTolerance(9.7, 10, 3)).toBe(false);
    expect(weightOutOfTolerance(9.69, 10, 3)).toBe(true);
    expect(weightOutOfTolerance(12.4, 11.66, 3)).toBe(true);
    expect(weightOutOfTolerance(11.5, 11.66, 3)).toBe(false);
  });

  it('states the deviation signed with one decimal', () => {
    expect(weightDeviationText(12.4, 11.66)).toBe('+6.3 %');
    expect(weightDeviationText(11, 11.66)).toBe('−5.7 %');
  });
});
