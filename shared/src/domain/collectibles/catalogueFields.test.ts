import { describe, expect, it } from 'vitest';
import { GRADES, gradeBand } from './catalogueFields';

describe('gradeBand', () => {
  it('bands the adjectival scale as the database column grade_band does', () => {
    expect(GRADES.map((g) => [g, gradeBand(g)])).toEqual([
      ['Poor', 'low'],
      ['FR', 'low'],
      ['AG', 'low'],
      ['G', 'low'],
      ['VG', 'low'],
      ['F', 'fine'],
      ['VF', 'fine'],
      ['XF', 'extra_fine'],
      ['AU', 'extra_fine'],
      ['UNC', 'uncirculated'],
      ['Proof', 'uncirculated'],
    ]);
  });
});
